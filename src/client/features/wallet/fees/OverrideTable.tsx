import { Badge, Center, Loader, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OverrideRow, OverrideState } from '../../../../domain/wallet/fees';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { rateCardFields } from './rate-card-fields';

const STATE_COLOR: Record<OverrideState, string> = {
  inForce: 'green',
  scheduled: 'blue',
  superseded: 'gray',
};

/** The sellers' overrides: seller, effective date and where it stands today, and every value. */
export function OverrideTable({
  rows,
  loading,
  canEdit,
  onEdit,
}: {
  rows: OverrideRow[];
  loading: boolean;
  canEdit: boolean;
  onEdit: (row: OverrideRow) => void;
}) {
  const { t } = useTranslation('wallet');
  const columns: ResponsiveColumn<OverrideRow>[] = [
    {
      id: 'seller',
      header: t('fees.column.seller'),
      priority: 'key',
      cell: (r) => (
        <>
          <Text size="sm" fw={500}>
            {r.sellerUid}
          </Text>
          <Text size="xs" c="dimmed">
            {r.sellerName}
          </Text>
        </>
      ),
    },
    {
      id: 'effectiveFrom',
      header: t('fees.column.effectiveFrom'),
      priority: 'key',
      cell: (r) => r.effectiveFrom,
    },
    {
      id: 'state',
      header: t('fees.column.state'),
      priority: 'key',
      cell: (r) => (
        <Badge color={STATE_COLOR[r.state]} variant="light">
          {t(`fees.state.${r.state}`)}
        </Badge>
      ),
    },
    ...rateCardFields(t).map((field): ResponsiveColumn<OverrideRow> => ({
      id: field.id,
      header: field.column,
      priority: field.priority,
      cell: (r) => field.text(r),
    })),
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: t('fees.column.actions'),
      priority: 'key',
      align: 'right',
      cell: (r) => (
        <RowAction
          icon={IconPencil}
          label={t('fees.action.editOverride', { seller: r.sellerUid, day: r.effectiveFrom })}
          onClick={() => onEdit(r)}
        />
      ),
    });
  return (
    <ResponsiveTable
      testId="rate-overrides"
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'xs' }}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowName={(r) => `${r.sellerUid} ${r.effectiveFrom}`}
      rowProps={(r) => ({ 'data-seller': r.sellerUid, 'data-day': r.effectiveFrom })}
      state={
        rows.length === 0 ? (
          <Center py="lg">
            {loading ? <Loader size="sm" /> : <Text c="dimmed">{t('fees.account.empty')}</Text>}
          </Center>
        ) : undefined
      }
    />
  );
}
