import { Badge, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TASK_KINDS, WAITING_TO_LEAVE } from '../../../../domain/outbound/audit';
import type { TaskKind } from '../../../../domain/outbound/audit';
import { ListTabs } from '../../../components/responsive-list/ListTabs';
import { useTaskList, useTaskSummary } from '../api/admin-tasks';
import { statusesOfKind } from './audit-paths';
import { AuditFilters } from './AuditFilters';
import { useOrderColumns } from './order-columns';
import { OrderTablePanel } from './OrderTablePanel';
import { useAuditFilters } from './use-audit-filters';

export const OUTBOUND_TASK_PATH = '/admin/TaskManage/OutboundTask';

function kindOf(type: string | undefined): TaskKind {
  const n = Number(type);
  return (TASK_KINDS as readonly number[]).includes(n) ? (n as TaskKind) : TASK_KINDS[0];
}

/**
 * TaskManage/OutboundTask/:type?: by kind (ship with label, reship, platform direct outbound), the
 * orders approved and still in the warehouse, waiting for the seller's payment or for the warehouse.
 */
export function OutboundTaskScreen() {
  const { t } = useTranslation(['outbound-audit', 'outbound']);
  const navigate = useNavigate();
  const kind = kindOf(useParams().type);
  const { filters, change, request, pager } = useAuditFilters();
  const list = useTaskList({ ...request, kind });
  const summary = useTaskSummary();
  const waiting = (k: TaskKind) =>
    (summary.data ?? []).filter((s) => s.kind === k).reduce((sum, s) => sum + s.count, 0);
  const statuses = statusesOfKind(kind).filter((s) =>
    (WAITING_TO_LEAVE[kind] as readonly number[]).includes(s.code),
  );
  const c = useOrderColumns();
  return (
    <Stack gap="md">
      <ListTabs
        label={t('task.kind')}
        value={String(kind)}
        onChange={(next) => {
          change({ ...filters, status: null });
          navigate(`${OUTBOUND_TASK_PATH}/${next}`);
        }}
        tabs={TASK_KINDS.map((k) => ({
          value: String(k),
          label: t(`outbound:kind.${k}`),
          count: waiting(k),
          rightSection: (
            <Badge size="sm" variant="light">
              {waiting(k)}
            </Badge>
          ),
        }))}
      />
      <Paper withBorder p="md" radius="md">
        <AuditFilters value={filters} onChange={change} statuses={statuses} />
      </Paper>
      <OrderTablePanel
        testId="outbound-tasks"
        columns={[c.oddNo, c.seller, c.warehouse, c.pairs, c.fee, c.status, c.createdAt]}
        list={list}
        pager={pager}
        empty={t('task.empty')}
      />
    </Stack>
  );
}
