import { Alert, Anchor, Divider, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { parseOddNo } from '../../../../domain/outbound/kinds';
import { useOrderDetail } from '../api/admin-orders';
import { AUDIT_LIST_PATH } from './audit-paths';
import { OrderEvents } from './OrderEvents';
import { OrderFacts } from './OrderFacts';
import { OrderPairs } from './OrderPairs';
import { OrderSteps } from './OrderSteps';

/**
 * Audit/Outbound/Detail, PlatformRecycling/Detail and InPlatformTransfer/Detail (?oddNo=): one order,
 * its pairs, fees and events, and the steps it allows now.
 */
export function OrderDetailScreen() {
  const { t } = useTranslation('outbound-audit');
  const [params] = useSearchParams();
  const oddNo = params.get('oddNo') ?? '';
  const named = parseOddNo(oddNo);
  const detail = useOrderDetail(named?.id ?? null);
  const order = detail.data;
  return (
    <Stack gap="md">
      {named && (
        <Anchor component={Link} to={AUDIT_LIST_PATH[named.kind]} size="sm">
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
              <OrderSteps order={order} />
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
