import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchView } from '../../../../../domain/outbound/batches';
import { ResponsiveTable } from '../../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../../components/responsive-list/ResponsiveTable';
import { BatchStatusBadge } from './BatchStatusBadge';

type Props = {
  rows: readonly BatchView[];
  /** The batch number cell (a link to the batch). */
  batchNo: (row: BatchView) => ReactNode;
  /** What may be done with a batch on this portal. */
  actions?: (row: BatchView) => ReactNode;
  /** A screen's own columns, before the actions (the admin's BatchTask: the batch's age). */
  extraColumns?: ResponsiveColumn<BatchView>[];
  state?: ReactNode;
};

/** Outbound batches: number, warehouse, status, orders, pairs picked and orders shipped. */
export function BatchTable({ rows, batchNo, actions, extraColumns = [], state }: Props) {
  const { t } = useTranslation('outbound-batches');
  const columns: ResponsiveColumn<BatchView>[] = [
    { id: 'batchNo', header: t('table.batchNo'), cell: batchNo, priority: 'key' },
    {
      id: 'status',
      header: t('table.status'),
      cell: (r) => <BatchStatusBadge status={r.status} />,
      priority: 'key',
    },
    { id: 'warehouse', header: t('table.warehouse'), cell: (r) => r.wareName, priority: 'low' },
    { id: 'orders', header: t('table.orders'), cell: (r) => r.orders, priority: 'high', align: 'right' },
    {
      id: 'picked',
      header: t('table.picked'),
      cell: (r) => t('table.ofTotal', { done: r.picked, total: r.items }),
      priority: 'high',
      align: 'right',
    },
    {
      id: 'shipped',
      header: t('table.shipped'),
      cell: (r) => t('table.ofTotal', { done: r.shipped, total: r.orders }),
      priority: 'high',
      align: 'right',
    },
    { id: 'createdBy', header: t('table.createdBy'), cell: (r) => r.createdBy, priority: 'low' },
    { id: 'created', header: t('table.created'), cell: (r) => r.gmtCreate, priority: 'low' },
    ...extraColumns,
  ];
  if (actions) columns.push({ id: 'actions', header: t('table.actions'), cell: actions, priority: 'key' });
  return (
    <ResponsiveTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowName={(r) => r.batchNo}
      rowProps={() => ({ 'data-testid': 'batch-row' })}
      state={state}
      testId="batch-table"
    />
  );
}
