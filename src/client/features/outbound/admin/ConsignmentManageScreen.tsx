import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConsignmentStatus, OrderKind } from '../../../../domain/outbound/kind-codes';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { ListTabs } from '../../../components/responsive-list/ListTabs';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { useAuditList } from '../api/admin-orders';
import { CONSIGNMENT_MANAGE_DETAIL_PATH, statusLabel } from './audit-paths';
import { AuditFilters } from './AuditFilters';
import { useOrderColumns } from './order-columns';
import { OrderTablePanel } from './OrderTablePanel';
import { useAuditFilters } from './use-audit-filters';

/** The consignments the platform holds or sold, a tab each: in its group, sold (to leave), left, completed. */
const MANAGED: readonly number[] = [
  ConsignmentStatus.switchToGroup,
  ConsignmentStatus.pendingOutbound,
  ConsignmentStatus.outOfWarehouse,
  ConsignmentStatus.completed,
];

/**
 * ConsignmentManage/OCConsignment/:pageNo?: the consignments past review (in the group and sold) with
 * their prices, marketplace, platform order number and payout; each opens its detail here, where the
 * sale is recorded, cancelled or completed.
 */
export function ConsignmentManageScreen() {
  const { t } = useTranslation(['consignment', 'outbound-audit', 'outbound']);
  const { filters, change, request, pager } = useAuditFilters(MANAGED[0]);
  const status = filters.status !== null && MANAGED.includes(filters.status) ? filters.status : MANAGED[0];
  const list = useAuditList({ ...request, status, kind: OrderKind.consignment });
  const c = useOrderColumns();
  const oddNo: ResponsiveColumn<OrderView> = {
    ...c.oddNo,
    cell: (o) => (
      <Anchor
        component={Link}
        to={`${CONSIGNMENT_MANAGE_DETAIL_PATH}?oddNo=${encodeURIComponent(o.oddNo)}`}
        size="sm"
        data-testid="order-link"
      >
        {o.oddNo}
      </Anchor>
    ),
  };
  return (
    <Stack gap="md">
      <Title order={4}>{t('menu.manageList')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <ListTabs
            label={t('manage.tabs')}
            tabs={MANAGED.map((s) => ({
              value: String(s),
              label: t(statusLabel(OrderKind.consignment, s) ?? String(s)),
            }))}
            value={String(status)}
            onChange={(v) => change({ ...filters, status: Number(v) })}
          />
          <AuditFilters value={filters} onChange={change} statuses={[]} />
        </Stack>
      </Paper>
      <OrderTablePanel
        testId="consignment-orders"
        columns={[
          oddNo,
          c.seller,
          c.oneIds,
          c.consignPrice,
          c.marketplace,
          c.platOrderNo,
          c.soldPrice,
          c.payout,
          c.status,
          c.createdAt,
        ]}
        list={list}
        pager={pager}
        empty={t('outbound-audit:list.empty')}
        table={{ rowProps: (o) => ({ 'data-odd-no': o.oddNo }) }}
      />
    </Stack>
  );
}
