import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { WAREHOUSE_ORDER_STAGES } from '../../../../domain/outbound/batches';
import type { WarehouseOrderStage, WarehouseOrderView } from '../../../../domain/outbound/batches';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { FilterTab } from '../../../components/FilterTab';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useWarehouseOrders } from './api/warehouse-orders';

const STAGE_COLORS: Record<WarehouseOrderStage, string> = {
  waiting: 'gray',
  inBatch: 'blue',
  shipped: 'green',
  exception: 'red',
};

type Props = {
  /** 3 ship with label, 4 reship, 6 consignment; none: every kind that left (Delivered). */
  kind?: 3 | 4 | 6;
  title: string;
  basePath: string;
  stages: readonly WarehouseOrderStage[];
};

/** The warehouse's leaving orders of a kind by stage (:type? is the stage), or every order that left. */
function OrdersByStage({ kind, title, basePath, stages }: Props) {
  const { t } = useTranslation(['outbound-batches', 'outbound']);
  const navigate = useNavigate();
  const type = useParams().type as WarehouseOrderStage | undefined;
  const stage = type && stages.includes(type) ? type : stages[0];
  const { pageNo, pageSize, pager } = usePaging(20);
  const list = useWarehouseOrders({ ...(kind ? { kind } : {}), stage, pageNo, pageSize });
  const rows = list.data?.rows ?? [];
  const columns: ResponsiveColumn<WarehouseOrderView>[] = [
    { id: 'oddNo', header: t('generate.oddNo'), cell: (o) => o.oddNo, priority: 'key' },
    {
      id: 'stage',
      header: t('orders.stage'),
      cell: (o) => (
        <Badge color={STAGE_COLORS[o.stage]} variant="light">
          {t(`orders.stages.${o.stage}`)}
        </Badge>
      ),
      priority: 'key',
    },
    { id: 'kind', header: t('generate.kind'), cell: (o) => t(`outbound:kind.${o.kind}`), priority: 'high' },
    {
      id: 'oneIds',
      header: t('orders.pairs'),
      cell: (o) => (
        <Stack gap={2}>
          {o.oneIds.map((id) => (
            <OneIdLink key={id} oneId={id} />
          ))}
        </Stack>
      ),
      priority: 'high',
    },
    { id: 'batch', header: t('table.batchNo'), cell: (o) => o.batchNo ?? '', priority: 'high' },
    {
      id: 'seller',
      header: t('generate.seller'),
      cell: (o) => `${o.shopInfo.realname} (${o.shopInfo.uid})`,
      priority: 'low',
    },
    { id: 'out', header: t('orders.gmtOut'), cell: (o) => o.gmtOut ?? '', priority: 'low' },
  ];
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      {stages.length > 1 ? (
        <Tabs value={stage} onChange={(v) => navigate(`${basePath}/${v ?? stages[0]}`)}>
          <Tabs.List>
            {stages.map((s) => (
              <FilterTab key={s} value={s}>
                {t(`orders.stages.${s}`)}
              </FilterTab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      {list.isError ? <Text c="orange">{t('orders.offline')}</Text> : null}
      <ResponsiveTable
        columns={columns}
        rows={rows}
        rowKey={(o) => o.id}
        rowName={(o) => o.oddNo}
        testId="warehouse-orders"
        state={rows.length === 0 ? (list.isFetching ? t('table.loading') : t('orders.empty')) : undefined}
      />
      <TablePager totalCount={list.data?.totalCount ?? 0} totalPage={list.data?.totalPage ?? 1} {...pager} />
    </Stack>
  );
}

const LEAVING: readonly WarehouseOrderStage[] = ['waiting', 'inBatch', 'shipped'];

/** /warehouse/Outbound/outboundTransport/:type? — ship-with-label orders: waiting, being picked, shipped. */
export function ShipWithLabelOrdersScreen() {
  const { t } = useTranslation('outbound-batches');
  return (
    <OrdersByStage
      kind={3}
      title={t('orders.shipWithLabel')}
      basePath="/warehouse/Outbound/outboundTransport"
      stages={LEAVING}
    />
  );
}

/** /warehouse/Outbound/transportdetail/:type? — reship orders, with those in exception. */
export function ReshipOrdersScreen() {
  const { t } = useTranslation('outbound-batches');
  return (
    <OrdersByStage
      kind={4}
      title={t('orders.reship')}
      basePath="/warehouse/Outbound/transportdetail"
      stages={WAREHOUSE_ORDER_STAGES}
    />
  );
}

/** /warehouse/Outbound/occonsignment/:type? — sold consignments leaving for their buyers: waiting, being picked, shipped. */
export function ConsignmentOrdersScreen() {
  const { t } = useTranslation(['outbound-batches', 'consignment']);
  return (
    <OrdersByStage
      kind={6}
      title={t('consignment:warehouse.title')}
      basePath="/warehouse/Outbound/occonsignment"
      stages={LEAVING}
    />
  );
}

/** /warehouse/Outbound/Delivered — every order that left this warehouse, newest first. */
export function DeliveredScreen() {
  const { t } = useTranslation('outbound-batches');
  return (
    <OrdersByStage
      title={t('orders.delivered')}
      basePath="/warehouse/Outbound/Delivered"
      stages={['shipped']}
    />
  );
}
