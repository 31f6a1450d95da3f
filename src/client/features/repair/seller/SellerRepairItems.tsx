import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairItemView } from '../../../../domain/repair/views';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { costColumns } from '../components/pair-columns';
import { pickColumns } from '../components/pick-columns';

/** The pairs of one of the seller's orders: what was asked, what it costs and how the repair went. */
export function SellerRepairItems({ items }: { items: RepairItemView[] }) {
  const { t } = useTranslation('repair-screens');
  const columns = useMemo(
    () =>
      pickColumns(costColumns<RepairItemView>(t), [
        ['pair', 'key'],
        ['status', 'key'],
        ['issues', 'high'],
        ['repairs', 'high'],
        ['estimate', 'low'],
        ['cost', 'key'],
        ['qc', 'high'],
        ['name', 'low'],
        ['remark', 'low'],
      ]),
    [t],
  );
  return (
    <ResponsiveTable
      testId="repair-pairs"
      columns={columns}
      rows={items}
      rowKey={(i) => i.oneId}
      rowName={(i) => i.oneId}
      rowProps={(i) => ({ 'data-testid': 'repair-pair-row', 'data-one-id': i.oneId })}
    />
  );
}
