import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkRowView } from '../../../../domain/outbound/bulk';
import { ORDER_KIND_TABLES } from '../../../../domain/outbound/kind-tables';
import { OrderKind } from '../../../../domain/outbound/kind-codes';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';

/** The rows of a bulk upload: each pair with its label, and the order it made once created. */
export function BulkRowsTable({ rows, testId }: { rows: BulkRowView[]; testId: string }) {
  const { t } = useTranslation(['outbound-bulk', 'outbound']);
  const statusKey = (status: number) => ORDER_KIND_TABLES[OrderKind.shipWithLabel].statuses[status];
  const columns: ResponsiveColumn<BulkRowView>[] = [
    { id: 'row', header: t('screen.row'), priority: 'high', align: 'right', cell: (r) => r.row },
    { id: 'oneId', header: t('screen.oneId'), priority: 'key', cell: (r) => r.oneId },
    { id: 'sku', header: t('screen.sku'), priority: 'high', cell: (r) => r.sku },
    { id: 'size', header: t('screen.size'), priority: 'high', cell: (r) => r.size },
    { id: 'warehouse', header: t('screen.warehouse'), priority: 'low', cell: (r) => r.wareName },
    { id: 'label', header: t('screen.label'), priority: 'key', cell: (r) => r.labelName },
    { id: 'remark', header: t('screen.remark'), priority: 'low', cell: (r) => r.remark },
    ...(rows.some((r) => r.oddNo)
      ? [
          {
            id: 'order',
            header: t('screen.order'),
            priority: 'key' as const,
            cell: (r: BulkRowView) => <Text size="sm">{r.oddNo}</Text>,
          },
          {
            id: 'status',
            header: t('screen.status'),
            priority: 'high' as const,
            cell: (r: BulkRowView) =>
              r.orderStatus !== null && statusKey(r.orderStatus) ? (
                <Badge variant="light">{t(statusKey(r.orderStatus))}</Badge>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <ResponsiveTable
      testId={testId}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.row}
      rowName={(r) => r.oneId}
      minWidth={760}
    />
  );
}
