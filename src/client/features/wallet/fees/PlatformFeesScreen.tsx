import { Badge, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeePage } from '../../../../domain/kernel/permissions';
import { MARKETPLACE_KIND_LABEL } from '../../../../domain/wallet/fees';
import type { MarketplaceKind, PlatformFeeRow } from '../../../../domain/wallet/fees';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { useMay } from '../../../stores/permissions';
import { usePlatformFees } from './api/platform-fees';
import { percent } from './fee-format';
import { PlatformFeeModal } from './PlatformFeeModal';

/** Fee/Platform: the fee each marketplace takes from a sale; the B2B platform's is fixed at 0%. */
export function PlatformFeesScreen() {
  const { t } = useTranslation('wallet');
  const may = useMay();
  const platforms = usePlatformFees();
  const [editing, setEditing] = useState<PlatformFeeRow | null>(null);
  const canEdit = may(FeePage.platform, 'edit');
  const rows = platforms.data ?? [];
  const columns: ResponsiveColumn<PlatformFeeRow>[] = [
    {
      id: 'name',
      header: t('fees.platform.column.name'),
      priority: 'key',
      cell: (p) => (
        <Text size="sm" fw={500}>
          {p.name}
        </Text>
      ),
    },
    {
      id: 'kind',
      header: t('fees.platform.column.kind'),
      priority: 'high',
      cell: (p) => t(MARKETPLACE_KIND_LABEL[p.kind as MarketplaceKind]),
    },
    {
      id: 'fee',
      header: t('fees.platform.column.fee'),
      priority: 'key',
      cell: (p) =>
        p.locked ? (
          <Badge variant="light" color="gray">
            {t('fees.platform.fixed')}
          </Badge>
        ) : (
          percent(p.feeBasisPoints)
        ),
    },
    {
      id: 'modified',
      header: t('fees.platform.column.modified'),
      priority: 'low',
      cell: (p) => <Text size="sm">{p.gmtModify}</Text>,
    },
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: t('fees.platform.column.actions'),
      priority: 'key',
      align: 'right',
      cell: (p) =>
        !p.locked && (
          <RowAction
            icon={IconPencil}
            label={t('fees.action.editPlatform', { name: p.name })}
            onClick={() => setEditing(p)}
          />
        ),
    });

  return (
    <Stack gap="md">
      <Title order={3}>{t('fees.platform.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('fees.platform.hint')}
      </Text>
      <ResponsiveTable
        testId="platform-fees"
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'xs' }}
        columns={columns}
        rows={rows}
        rowKey={(p) => p.code}
        rowName={(p) => p.name}
        rowProps={(p) => ({ 'data-platform': p.code })}
        state={
          platforms.isPending ? (
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          ) : undefined
        }
      />
      {editing && <PlatformFeeModal platform={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
