import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedOp } from '../offline/types';
import { OpStateBadge } from './OpStateBadge';
import { ResponsiveTable } from './responsive-list/ResponsiveTable';
import type { ColumnPriority, ResponsiveColumn } from './responsive-list/ResponsiveTable';

export type LocalOpColumn = {
  header: string;
  cell: (op: QueuedOp) => ReactNode;
  monospace?: boolean;
  /** Default 'key': what the scan did shows at every width. */
  priority?: ColumnPriority;
};

type Props = {
  ops: QueuedOp[];
  /** dayjs format of the time the scan was made on this tablet. */
  timeFormat: string;
  /** What the op did, between its time and its sync state. */
  columns: LocalOpColumn[];
  rowTestId: string;
  /** Extra data-* attributes of a row (e.g. the ONE ID, for tests and scripts). */
  rowData?: (op: QueuedOp) => Record<`data-${string}`, string>;
};

/**
 * Scans this tablet made (shelving, returns): when, what, and where each stands in the sync. On a
 * phone each scan is a card with what it did and its sync state, the time under "More details".
 * Only the scan screens list them, so the rows' controls are touch-sized (44 px) at every width.
 */
export function LocalOpsTable({ ops, timeFormat, columns, rowTestId, rowData }: Props) {
  const { t } = useTranslation('shelving');
  const all: ResponsiveColumn<QueuedOp>[] = [
    {
      id: 'time',
      header: t('column.time'),
      priority: 'high',
      cell: (op) => dayjs(op.createdAt).format(timeFormat),
    },
    ...columns.map((c): ResponsiveColumn<QueuedOp> => ({
      id: c.header,
      header: c.header,
      priority: c.priority ?? 'key',
      cellProps: c.monospace ? { ff: 'monospace' } : undefined,
      cell: c.cell,
    })),
    { id: 'sync', header: t('column.sync'), priority: 'key', cell: (op) => <OpStateBadge op={op} /> },
  ];
  return (
    <ResponsiveTable
      testId={`${rowTestId}s`}
      minWidth={560}
      columns={all}
      rows={ops}
      rowKey={(op) => op.opId}
      rowProps={(op) => ({ 'data-testid': rowTestId, ...rowData?.(op) })}
      tableProps={{ striped: true, verticalSpacing: 6 }}
      touch
    />
  );
}
