import { Alert, Anchor, Divider, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderKind } from '../../../../domain/outbound/kind-codes';
import { parseOddNo } from '../../../../domain/outbound/kinds';
import { useOrderDetail } from '../api/admin-orders';
import { ConsignmentFacts } from '../consignment/ConsignmentFacts';
import { ConsignmentSteps } from '../consignment/ConsignmentSteps';
import { AUDIT_LIST_PATH, CONSIGNMENT_MANAGE_PATH } from './audit-paths';
import { OrderEvents } from './OrderEvents';
import { OrderFacts } from './OrderFacts';
import { OrderPairs } from './OrderPairs';
import { OrderSteps } from './OrderSteps';

/**
 * Audit/Outbound/Detail, PlatformRecycling/Detail, InPlatformTransfer/Detail and OCConsignment/Detail
 * (?oddNo=): one order, its pairs, fees (a consignment's price, sale and payout) and events, and the
 * steps it allows now. `backTo` is the list it was opened from when that is not its kind's audit list.
 */
export function OrderDetailScreen({ backTo }: { backTo?: string }) {
  const { t } = useTranslation('outbound-audit');
  const [params] = useSearchParams();
  const oddNo = params.get('oddNo') ?? '';
  const named = parseOddNo(oddNo);
  const detail = useOrderDetail(named?.id ?? null);
  const order = detail.data;
  return (
    <Stack gap="md">
      {named && (
        <Anchor component={Link} to={backTo ?? AUDIT_LIST_PATH[named.kind]} size="sm">
          {t('detail.back')}
        </Anchor>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={4}>{t('detail.title', { oddNo })}</Title>
          {!named && <Alert color="red">{t('detail.badOddNo', { oddNo })}</Alert>}
          {detail.isError && (
            <Alert color="red" role="alert">
              {detail.error.message}
            </Alert>
          )}
          {named && detail.isPending && <Skeleton h={160} />}
          {order && (
            <>
              <OrderFacts order={order} />
              {order.consignment && <ConsignmentFacts facts={order.consignment} />}
              {order.kind === OrderKind.consignment ? (
                <ConsignmentSteps order={order} />
              ) : (
                <OrderSteps order={order} />
              )}
              <Divider label={t('detail.pairs', { count: order.items.length })} labelPosition="left" />
              <OrderPairs items={order.items} />
              <Divider label={t('detail.events')} labelPosition="left" />
              <OrderEvents orderId={order.id} />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** ConsignmentManage/OCConsignment/Detail: a consignment, back to the management list. */
export const ConsignmentManageDetailScreen = () => <OrderDetailScreen backTo={CONSIGNMENT_MANAGE_PATH} />;
