import { Badge, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeePage } from '../../../../domain/permissions';
import { MARKETPLACE_KIND_LABEL } from '../../../../domain/wallet-fees';
import type { MarketplaceKind, PlatformFeeRow } from '../../../../domain/wallet-fees';
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

  return (
    <Stack gap="md">
      <Title order={3}>{t('fees.platform.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('fees.platform.hint')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="platform-fees">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fees.platform.column.name')}</Table.Th>
              <Table.Th>{t('fees.platform.column.kind')}</Table.Th>
              <Table.Th>{t('fees.platform.column.fee')}</Table.Th>
              <Table.Th>{t('fees.platform.column.modified')}</Table.Th>
              {canEdit && <Table.Th ta="right">{t('fees.platform.column.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {platforms.isPending && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Center py="lg">
                    <Loader size="sm" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((p) => (
              <Table.Tr key={p.code} data-platform={p.code}>
                <Table.Td fw={500}>{p.name}</Table.Td>
                <Table.Td>{t(MARKETPLACE_KIND_LABEL[p.kind as MarketplaceKind])}</Table.Td>
                <Table.Td>
                  {p.locked ? (
                    <Badge variant="light" color="gray">
                      {t('fees.platform.fixed')}
                    </Badge>
                  ) : (
                    percent(p.feeBasisPoints)
                  )}
                </Table.Td>
                <Table.Td fz="sm">{p.gmtModify}</Table.Td>
                {canEdit && (
                  <Table.Td ta="right">
                    {!p.locked && (
                      <RowAction
                        icon={IconPencil}
                        label={t('fees.action.editPlatform', { name: p.name })}
                        onClick={() => setEditing(p)}
                      />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <PlatformFeeModal platform={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
