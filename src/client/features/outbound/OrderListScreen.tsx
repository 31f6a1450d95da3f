import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConsignmentStatus, OrderKind } from '../../../domain/outbound/outbound';
import type { OrderView } from '../../../domain/outbound/outbound';
import { ListTabs } from '../../components/responsive-list/ListTabs';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../components/TablePager';
import { usePaging } from '../../components/use-paging';
import { orderDetailPath } from '../../routing/order-detail-paths';
import { useOrderList } from './api/orders';
import { NO_ORDER_FILTERS, OrderFilters } from './components/OrderFilters';
import { useOrderColumns } from './components/order-columns';
import { orderStatusKey } from './components/OrderStatusBadge';
import type { SellerScreenKind } from './seller-kinds';

type Props = {
  /** The kinds this list shows, one tab each when more than one (outboundTransport: 3 and 4). */
  kinds: readonly SellerScreenKind[];
  titleKey: string;
  /**
   * Statuses shown one tab each (consignment-management), null for all of them; the first tab opens.
   * The tabs take the place of the status filter.
   */
  statusTabs?: readonly (number | null)[];
};

const ALL = 'all';

/** A seller's outbound orders of one kind at a time, paged, filtered by status, order number and ONE ID. */
export function OrderListScreen({ kinds, titleKey, statusTabs }: Props) {
  const { t } = useTranslation('outbound');
  const navigate = useNavigate();
  const [kind, setKind] = useState<SellerScreenKind>(kinds[0]);
  const [filters, setFilters] = useState({ ...NO_ORDER_FILTERS, status: statusTabs?.[0] ?? null });
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const list = useOrderList({
    kind,
    pageNo,
    pageSize,
    ...(filters.status === null ? {} : { status: filters.status }),
    ...(filters.oddNo ? { oddNo: filters.oddNo } : {}),
    ...(filters.oneId ? { oneId: filters.oneId } : {}),
  });
  const columns = useOrderColumns(kind);
  const page = list.data;
  const open = (o: OrderView) => navigate(orderDetailPath(o.kind, { oddNo: o.oddNo }) ?? '');
  return (
    <Stack gap="md">
      <Title order={3}>{t(titleKey)}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {kinds.length > 1 && (
            <ListTabs
              label={t('list.kind')}
              tabs={kinds.map((k) => ({ value: String(k), label: t(`kind.${k}`) }))}
              value={String(kind)}
              onChange={(v) => {
                setKind(Number(v) as SellerScreenKind);
                setFilters(NO_ORDER_FILTERS);
                setPageNo(1);
              }}
            />
          )}
          {statusTabs && (
            <ListTabs
              label={t('list.status')}
              tabs={statusTabs.map((s) => ({
                value: s === null ? ALL : String(s),
                label: s === null ? t('list.allStatuses') : t(orderStatusKey(kind, s) ?? String(s)),
              }))}
              value={filters.status === null ? ALL : String(filters.status)}
              onChange={(v) => {
                setFilters({ ...filters, status: v === ALL ? null : Number(v) });
                setPageNo(1);
              }}
            />
          )}
          <OrderFilters
            key={`${kind}-${JSON.stringify(filters)}`}
            kind={kind}
            withStatus={!statusTabs}
            value={filters}
            onSearch={(next) => {
              setFilters(next);
              setPageNo(1);
            }}
          />
          {list.isError && (
            <Alert color="red" role="alert">
              {list.error.message}
            </Alert>
          )}
          <ResponsiveTable
            testId="order-list"
            tableProps={{ striped: true, highlightOnHover: true }}
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={(o) => o.id}
            rowName={(o) => o.oddNo}
            rowProps={(o) => ({
              'data-testid': 'order-row',
              'data-odd-no': o.oddNo,
              style: { cursor: 'pointer' },
              onClick: (e) => {
                // Clicks in a popover of the row (a price's form) bubble here through its portal.
                if (!e.currentTarget.contains(e.target as Node)) return;
                if (!(e.target as HTMLElement).closest('a,button')) open(o);
              },
            })}
            state={page?.rows.length === 0 ? t('list.empty') : undefined}
          />
          <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** order-management/outboundTransport: ship with label (3) and reship (4), a tab each. */
export function OutboundTransportScreen() {
  return (
    <OrderListScreen kinds={[OrderKind.shipWithLabel, OrderKind.reship]} titleKey="menu.outboundTransport" />
  );
}

/** order-management/warehousetransfer: switch user orders (7). */
export function WarehouseTransferScreen() {
  return <OrderListScreen kinds={[OrderKind.switchUser]} titleKey="menu.warehousetransfer" />;
}

/** order-management/cashout: cash-out orders (5). */
export function CashOutOrdersScreen() {
  return <OrderListScreen kinds={[OrderKind.cashOut]} titleKey="menu.cashout" />;
}

/** order-management/consign-order: the seller's consignment orders (6), however they were made. */
export function ConsignOrdersScreen() {
  return <OrderListScreen kinds={[OrderKind.consignment]} titleKey="consignment:menu.consignOrder" />;
}

/** consignment-management: the seller's pairs on consignment, a tab per status, each price changeable until it sells. */
export function ConsignmentManagementScreen() {
  return (
    <OrderListScreen
      kinds={[OrderKind.consignment]}
      titleKey="consignment:menu.consignmentManagement"
      statusTabs={[
        ConsignmentStatus.consigning,
        ConsignmentStatus.switchToGroup,
        ConsignmentStatus.pendingOutbound,
        ConsignmentStatus.outOfWarehouse,
        ConsignmentStatus.completed,
        null,
      ]}
    />
  );
}
