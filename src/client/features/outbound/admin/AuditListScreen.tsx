import { Button, Group, Modal, Paper, Stack, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkApproveAnswer } from '../../../../domain/outbound/outbound';
import type { OrderKind } from '../../../../domain/outbound/kind-codes';
import { AuditPage } from '../../../../domain/kernel/permissions';
import { confirmAction } from '../../../components/confirm-action';
import { selectionColumn } from '../../../components/responsive-list/selection-column';
import { useRowSelection } from '../../../components/use-row-selection';
import { useMay } from '../../../stores/permissions';
import { useAuditList, useBulkApprove } from '../api/admin-orders';
import { statusesOfKind } from './audit-paths';
import { AuditFilters } from './AuditFilters';
import { BulkApproveResult } from './BulkApproveResult';
import { useOrderColumns } from './order-columns';
import type { OrderColumns } from './order-columns';
import { OrderTablePanel } from './OrderTablePanel';
import { useAuditFilters } from './use-audit-filters';

type ColumnName = keyof OrderColumns;

/**
 * One kind's audit list (Audit/Outbound/Transport, Audit/Outbound, PlatformRecycling,
 * InPlatformTransfer, OCConsignment): paged and filtered; orders waiting for approval can be ticked and approved
 * together, each answered on its own.
 */
export function AuditListScreen({
  kind,
  title,
  columns: names,
  initialStatus = null,
  bulkApprove = true,
}: {
  kind: OrderKind;
  title: string;
  columns: readonly ColumnName[];
  /** The status the list opens at (Audit/OCConsignment?type=1); all when null. */
  initialStatus?: number | null;
  /** False where approval is not the fee-quoting step the bulk approval's texts describe (consignment). */
  bulkApprove?: boolean;
}) {
  const { t } = useTranslation('outbound-audit');
  const { filters, change, request, pager } = useAuditFilters(initialStatus);
  const list = useAuditList({ ...request, kind });
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, {
    keyOf: (o) => o.id,
    tickable: (o) => o.actions.includes('approve'),
  });
  const bulk = useBulkApprove();
  const [result, setResult] = useState<BulkApproveAnswer | null>(null);
  const may = useMay();
  const canApprove =
    bulkApprove && may(AuditPage.orders, 'edit') && rows.some((o) => o.actions.includes('approve'));
  const common = useOrderColumns();
  const pick = selectionColumn(selection, {
    selectAll: t('bulk.selectAll'),
    select: t('bulk.select'),
    selectOne: (o) => t('bulk.selectOne', { oddNo: o.oddNo }),
  });
  const columns = [...(canApprove ? [pick] : []), ...names.map((n) => common[n])];
  const approve = async () => {
    const count = selection.selected.length;
    const yes = await confirmAction('money', {
      message: t('bulk.approveConfirm', { count }),
      confirmLabel: t('bulk.approve', { count }),
    });
    if (!yes) return;
    const answer = await bulk.mutateAsync(selection.selected);
    selection.clear();
    setResult(answer);
  };
  return (
    <Stack gap="md">
      <Title order={4}>{title}</Title>
      <Paper withBorder p="md" radius="md">
        <AuditFilters value={filters} onChange={change} statuses={statusesOfKind(kind)} />
      </Paper>
      <OrderTablePanel
        testId="audit-orders"
        columns={columns}
        list={list}
        pager={pager}
        empty={t('list.empty')}
        toolbar={
          canApprove && (
            <Group>
              <Button
                leftSection={<IconChecks size={16} />}
                disabled={selection.selected.length === 0}
                loading={bulk.isPending}
                onClick={() => void approve()}
                data-testid="bulk-approve"
              >
                {t('bulk.approve', { count: selection.selected.length })}
              </Button>
            </Group>
          )
        }
        table={{
          rowProps: (o) => ({ 'data-odd-no': o.oddNo }),
          cardsHeader: canApprove ? pick.header : undefined,
        }}
      />
      <Modal opened={result !== null} onClose={() => setResult(null)} title={t('bulk.title')} size="lg">
        {result && <BulkApproveResult answer={result} />}
      </Modal>
    </Stack>
  );
}
