import { Button, Checkbox, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditPage } from '../../../../domain/kernel/permissions';
import { APPROVAL_STATUS_LABEL, APPROVAL_STATUSES, ApprovalStatus } from '../../../../domain/repair/codes';
import type { RepairOrderRow } from '../../../../domain/repair/views';
import { selectionColumn } from '../../../components/responsive-list/selection-column';
import { useRowSelection } from '../../../components/use-row-selection';
import { useMay } from '../../../stores/permissions';
import { useAdminRepairs } from '../api/admin-repairs';
import { filterFields } from '../components/RepairFilters';
import { RepairListPanel } from '../components/RepairListPanel';
import { statusOfTab, statusTabs, useRepairList } from '../components/use-repair-list';
import { useAdminOrderColumns } from './admin-order-columns';
import { BulkApproveButton } from './BulkApproveButton';
import { ReviewModal } from './ReviewModal';
import type { ReviewKind } from './ReviewModal';
import { mayReview } from './may-review';

/**
 * Audit/RepairOrder: the repair order list by approval (pending first), each order approved or
 * refused, the pending ones ticked and approved together (batch approval: every order or none).
 */
export function RepairAuditScreen() {
  const { t } = useTranslation('repair-screens');
  const may = useMay();
  const canReview = may(AuditPage.repair, 'edit');
  const view = useRepairList<string>(String(ApprovalStatus.pending));
  const list = useAdminRepairs({
    ...view.paging,
    approval: statusOfTab(view.tab),
    ...filterFields(view.filters),
  });
  const selection = useRowSelection(list.data?.rows ?? [], {
    keyOf: (o) => o.oddNo,
    tickable: mayReview,
    view: view.tab,
  });
  const [review, setReview] = useState<{ kind: ReviewKind; oddNo: string } | null>(null);

  const rowActions = useCallback(
    (o: RepairOrderRow) =>
      canReview && mayReview(o) ? (
        <>
          <Button size="compact-xs" onClick={() => setReview({ kind: 'approve', oddNo: o.oddNo })}>
            {t('review.approve')}
          </Button>
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            onClick={() => setReview({ kind: 'refuse', oddNo: o.oddNo })}
          >
            {t('review.refuse')}
          </Button>
        </>
      ) : null,
    [canReview, t],
  );
  const common = useAdminOrderColumns(rowActions);
  const withPick = canReview && selection.tickableRows.length > 0;
  const pick = selectionColumn(selection, {
    selectAll: t('bulk.selectAll'),
    select: t('bulk.select'),
    selectOne: (o) => t('bulk.selectOne', { oddNo: o.oddNo }),
  });

  return (
    <Stack gap="md">
      <Title order={3}>{t('menu.audit')}</Title>
      <RepairListPanel
        view={view}
        tabLabel={t('column.status')}
        tabs={statusTabs(APPROVAL_STATUSES, (s) => t(APPROVAL_STATUS_LABEL[s]), {
          label: t('filter.allStatuses'),
          first: false,
        })}
        search={{ hint: t('filter.keywordHint'), withSeller: true }}
        toolbar={withPick && <BulkApproveButton oddNos={selection.selected} onDone={selection.clear} />}
        list={list}
        table={{
          testId: 'repair-audit',
          tableProps: { striped: true, highlightOnHover: true },
          columns: withPick ? [pick, ...common] : common,
          rowKey: (o) => o.oddNo,
          rowName: (o) => o.oddNo,
          rowProps: (o) => ({ 'data-testid': 'repair-audit-row', 'data-odd-no': o.oddNo }),
          cardsHeader: withPick ? (
            <Checkbox
              label={t('bulk.selectAllPage')}
              checked={selection.allTicked}
              onChange={selection.toggleAll}
            />
          ) : undefined,
        }}
      />
      {review && <ReviewModal kind={review.kind} oddNo={review.oddNo} onClose={() => setReview(null)} />}
    </Stack>
  );
}
