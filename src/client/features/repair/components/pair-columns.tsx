import type { TFunction } from 'i18next';
import type { RepairItemView } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import { centsOrDash } from './money-text';
import { PairCell } from './PairCell';
import type { NamedColumn } from './pick-columns';
import { IssuesText, QcBadge, RepairStatusBadge, RepairsText } from './RepairBadges';

type PairRow = Pick<
  RepairItemView,
  'oneId' | 'sku' | 'size' | 'name' | 'issues' | 'repairs' | 'status' | 'qcResult'
>;
type CostRow = PairRow &
  Pick<RepairItemView, 'estimateCents' | 'repairCents' | 'resultRemark' | 'rejectReason'>;

/** A pair's columns, once for every list of pairs (an order's pairs, the tasks' pairs, the tablet's work). */
export function pairColumns<Row extends PairRow>(t: TFunction<'repair-screens'>) {
  return {
    pair: { id: 'pair', header: t('column.pair'), cell: (i) => <PairCell pair={i} /> },
    status: {
      id: 'status',
      header: t('column.status'),
      cell: (i) => <RepairStatusBadge status={i.status} />,
    },
    issues: { id: 'issues', header: t('column.issues'), cell: (i) => <IssuesText issues={i.issues} /> },
    repairs: { id: 'repairs', header: t('column.repairs'), cell: (i) => <RepairsText repairs={i.repairs} /> },
    qc: { id: 'qc', header: t('column.qc'), cell: (i) => <QcBadge qc={i.qcResult} /> },
    name: { id: 'name', header: t('column.product'), cell: (i) => i.name || '-' },
  } satisfies Record<string, NamedColumn<Row>>;
}

/** The money and outcome of a pair of an order (the seller's and the admin's detail). */
export function costColumns<Row extends CostRow>(t: TFunction<'repair-screens'>) {
  return {
    ...pairColumns<Row>(t),
    estimate: {
      id: 'estimate',
      header: t('column.estimate'),
      align: 'right',
      cell: (i) => formatCents(i.estimateCents),
    },
    cost: {
      id: 'cost',
      header: t('column.repairCost'),
      align: 'right',
      cell: (i) => centsOrDash(i.repairCents),
    },
    remark: {
      id: 'remark',
      header: t('column.result'),
      cell: (i) => i.rejectReason || i.resultRemark || '-',
    },
  } satisfies Record<string, NamedColumn<Row>>;
}
