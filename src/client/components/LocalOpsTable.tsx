import { Table } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedOp } from '../offline/types';
import { OpStateBadge } from './OpStateBadge';

export type LocalOpColumn = { header: string; cell: (op: QueuedOp) => ReactNode; monospace?: boolean };

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

/** Scans this tablet made (shelving, returns): when, what, and where each stands in the sync. */
export function LocalOpsTable({ ops, timeFormat, columns, rowTestId, rowData }: Props) {
  const { t } = useTranslation('shelving');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.time')}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
            <Table.Th>{t('column.sync')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ops.map((op) => (
            <Table.Tr key={op.opId} data-testid={rowTestId} {...rowData?.(op)}>
              <Table.Td>{dayjs(op.createdAt).format(timeFormat)}</Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.header} ff={c.monospace ? 'monospace' : undefined}>
                  {c.cell(op)}
                </Table.Td>
              ))}
              <Table.Td>
                <OpStateBadge op={op} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
