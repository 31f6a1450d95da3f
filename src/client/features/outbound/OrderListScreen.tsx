import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OrderKind } from '../../../domain/outbound/outbound';
import type { OrderView, SellerOrderKind } from '../../../domain/outbound/outbound';
import { ListTabs } from '../../components/responsive-list/ListTabs';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../components/TablePager';
import { usePaging } from '../../components/use-paging';
import { orderDetailPath } from '../../routing/order-detail-paths';
import { useOrderList } from './api/orders';
import { NO_ORDER_FILTERS, OrderFilters } from './components/OrderFilters';
import { useOrderColumns } from './components/order-columns';

type Props = {
  /** The kinds this list shows, one tab each when more than one (outboundTransport: 3 and 4). */
  kinds: readonly SellerOrderKind[];
  titleKey: string;
};

/** A seller's outbound orders of one kind at a time, paged, filtered by status, order number and ONE ID. */
export function OrderListScreen({ kinds, titleKey }: Props) {
  const { t } = useTranslation('outbound');
  const navigate = useNavigate();
  const [kind, setKind] = useState<SellerOrderKind>(kinds[0]);
  const [filters, setFilters] = useState(NO_ORDER_FILTERS);
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
                setKind(Number(v) as SellerOrderKind);
                setFilters(NO_ORDER_FILTERS);
                setPageNo(1);
              }}
            />
          )}
          <OrderFilters
            key={`${kind}-${JSON.stringify(filters)}`}
            kind={kind}
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
