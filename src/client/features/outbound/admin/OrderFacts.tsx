import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { labelFactKey, OrderKind, rejectReasonLabel } from '../../../../domain/outbound/outbound';
import type { OrderView, RejectReason } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import { OrderStatusBadge } from './OrderStatusBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const addressLine = (a: Record<string, unknown>) =>
  ['name', 'street1', 'street2', 'city', 'state', 'zip', 'country']
    .map((k) => a[k])
    .filter((v) => typeof v === 'string' && v !== '')
    .join(', ');

/** The order's facts: who, where, what it costs, its status and why it was rejected. */
export function OrderFacts({ order }: { order: OrderView }) {
  const { t } = useTranslation(['outbound-audit', 'outbound']);
  const money = (cents: number | null) => (cents === null ? '-' : formatCents(cents));
  const consignment = order.kind === OrderKind.consignment;
  return (
    <Stack gap="md" data-testid="order-facts">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('field.oddNo')}>{order.oddNo}</Fact>
        <Fact label={t('field.kind')}>{t(`outbound:kind.${order.kind}`)}</Fact>
        <Fact label={t('field.status')}>
          <OrderStatusBadge kind={order.kind} status={order.status} />
        </Fact>
        <Fact label={t('field.seller')}>
          {order.shopInfo.uid} {order.shopInfo.realname}
        </Fact>
        {order.targetInfo && (
          <Fact label={t('field.target')}>
            {order.targetInfo.uid} {order.targetInfo.realname}
          </Fact>
        )}
        <Fact label={t('field.warehouse')}>{order.wareName}</Fact>
        {order.address && <Fact label={t('field.address')}>{addressLine(order.address)}</Fact>}
        {/* A consignment charges nothing up front: its fees come off the sale (ConsignmentFacts). */}
        {!consignment && (
          <Fact label={t('field.fee')}>{order.feeCents > 0 ? money(order.feeCents) : '-'}</Fact>
        )}
        {order.storageCents > 0 && <Fact label={t('field.storageFee')}>{money(order.storageCents)}</Fact>}
        {order.labelFeeCents > 0 && <Fact label={t('field.labelFee')}>{money(order.labelFeeCents)}</Fact>}
        {order.payableCents > 0 && (
          <Fact label={t('field.total')}>
            <span data-testid="order-total">{money(order.payableCents)}</span>
          </Fact>
        )}
        {order.label && (
          <Fact label={t(`field.${labelFactKey(order.label)}`)}>
            <span data-testid="order-label">{order.label.failureReason ?? order.label.trackingNumber}</span>
          </Fact>
        )}
        {order.quoteCents !== null && <Fact label={t('field.quote')}>{money(order.quoteCents)}</Fact>}
        {order.deductionCents !== null && (
          <Fact label={t('field.deduction')}>{money(order.deductionCents)}</Fact>
        )}
        {!consignment && (
          <Fact label={t('field.paid')}>
            {t(`paidState.${order.paidState}`, { defaultValue: order.paidState })}
          </Fact>
        )}
        <Fact label={t('field.createdAt')}>{order.gmtCreate}</Fact>
        <Fact label={t('field.modifiedAt')}>{order.gmtModify}</Fact>
        {order.remark && <Fact label={t('field.remark')}>{order.remark}</Fact>}
      </SimpleGrid>
      {order.rejectReasons.length > 0 && (
        <Fact label={t('field.rejectReasons')}>
          <Group gap="xs" data-testid="reject-reasons">
            {order.rejectReasons.map((r) => (
              <Text key={r} size="sm">
                {t(rejectReasonLabel(r as RejectReason))}
              </Text>
            ))}
            {order.rejectRemark && (
              <Text size="sm" c="dimmed">
                ({order.rejectRemark})
              </Text>
            )}
          </Group>
        </Fact>
      )}
    </Stack>
  );
}
