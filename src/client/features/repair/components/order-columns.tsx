import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { RepairOrderRow } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { ColumnPriority, ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { centsOrDash } from './money-text';
import { pickColumns } from './pick-columns';
import type { NamedColumn } from './pick-columns';
import { QcSummary } from './QcSummary';
import { ApprovalBadge } from './RepairBadges';

type Column = NamedColumn<RepairOrderRow>;

/**
 * A repair order's columns, once for every list of orders (the seller's, Audit/RepairOrder); each
 * list picks its columns and how much each matters to its reader (orderColumnsOf).
 */
function orderColumns(t: TFunction<'repair-screens'>, oddNo: (o: RepairOrderRow) => ReactNode) {
  return {
    oddNo: { id: 'oddNo', header: t('column.oddNo'), cell: oddNo },
    seller: {
      id: 'seller',
      header: t('column.seller'),
      cell: (o) => (
        <Stack gap={0}>
          <Text size="sm">{o.shopInfo.realname || '-'}</Text>
          <Text size="xs" c="dimmed">
            {o.shopInfo.uid}
          </Text>
        </Stack>
      ),
    },
    status: {
      id: 'status',
      header: t('column.status'),
      cell: (o) => <ApprovalBadge approval={o.approval} />,
    },
    pairs: { id: 'pairs', header: t('column.pairs'), cell: (o) => o.pairs },
    estimate: {
      id: 'estimate',
      header: t('column.estimate'),
      align: 'right',
      cell: (o) => formatCents(o.estimateCents),
    },
    cost: {
      id: 'cost',
      header: t('column.repairCost'),
      align: 'right',
      cell: (o) => (
        <Text size="sm" fw={600}>
          {centsOrDash(o.repairCents)}
        </Text>
      ),
    },
    waiting: {
      id: 'waiting',
      header: t('column.daysWaiting'),
      cell: (o) => t('days', { count: o.daysWaiting }),
    },
    eta: { id: 'eta', header: t('column.estimatedDays'), cell: (o) => t('days', { count: o.estimatedDays }) },
    qc: { id: 'qc', header: t('column.qc'), cell: (o) => <QcSummary pass={o.qcPass} fail={o.qcFail} /> },
    review: { id: 'review', header: t('column.review'), cell: (o) => o.reviewRemark || '-' },
    ware: { id: 'ware', header: t('column.warehouse'), cell: (o) => o.wareName },
    task: {
      id: 'task',
      header: t('column.batchNo'),
      cell: (o) => (o.batchNo ? `${o.batchNo} · ${o.operator}` : '-'),
    },
    created: { id: 'created', header: t('column.created'), cell: (o) => o.gmtCreate },
  } satisfies Record<string, Column>;
}

export type OrderColumnName = keyof ReturnType<typeof orderColumns>;

/** The order columns a list shows, in its order, each with how much it matters to the list's reader. */
export function orderColumnsOf(
  t: TFunction<'repair-screens'>,
  oddNo: (o: RepairOrderRow) => ReactNode,
  picked: readonly (readonly [OrderColumnName, ColumnPriority])[],
): ResponsiveColumn<RepairOrderRow>[] {
  return pickColumns<RepairOrderRow, OrderColumnName>(orderColumns(t, oddNo), picked);
}
