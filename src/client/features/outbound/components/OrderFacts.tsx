import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labelFactKey, OrderKind, rejectReasonLabel } from '../../../../domain/outbound/outbound';
import type { OrderView, RejectReason } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import { InfoGrid } from '../../../components/InfoGrid';
import { cashOutNetCents } from './OrderSteps';

/** A reship's address on one line (ShippingAddress of src/domain/labels/labels.ts, as the order keeps it). */
export function addressText(address: Record<string, unknown> | null): string {
  if (!address) return '';
  return ['name', 'company', 'street1', 'street2', 'city', 'state', 'zip', 'country']
    .map((k) => address[k])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(', ');
}

/** The order's facts: where, when, to whom, the money (quoted fees and what is paid, or the cash-out quote). */
export function OrderFacts({ order }: { order: OrderView }) {
  const { t } = useTranslation(['outbound', 'wallet']);
  const facts: [string, string, string?][] = [
    [t('detail.kind'), t(`kind.${order.kind}`)],
    [t('detail.warehouse'), order.wareName],
    [t('detail.created'), order.gmtCreate],
    [t('detail.modified'), order.gmtModify],
  ];
  if (order.kind === OrderKind.switchUser && order.targetInfo)
    facts.push([
      t('detail.target'),
      `${order.targetInfo.realname} (${order.targetInfo.uid})`,
      'order-target',
    ]);
  if (order.kind === OrderKind.reship) facts.push([t('detail.address'), addressText(order.address)]);
  if (order.kind === OrderKind.cashOut) {
    facts.push([
      t('detail.quote'),
      order.quoteCents === null ? t('detail.notQuotedYet') : formatCents(order.quoteCents),
      'order-quote',
    ]);
    if (order.quoteCents !== null) {
      facts.push([t('detail.deduction'), formatCents(order.deductionCents ?? 0)]);
      facts.push([t('detail.net'), formatCents(cashOutNetCents(order)), 'order-net']);
    }
  } else if (order.kind !== OrderKind.consignment) {
    // A consignment charges nothing up front: its fees come off the sale (ConsignmentFacts).
    facts.push([
      order.feeType === null ? t('detail.fees') : t(`wallet:ledger.feeTypes.${order.feeType}`),
      order.feeType === null ? t('detail.feesAtApproval') : formatCents(order.feeCents),
      'order-fees',
    ]);
    if (order.storageCents > 0)
      facts.push([t('detail.storageFee'), formatCents(order.storageCents), 'order-storage-fee']);
    if (order.labelFeeCents > 0)
      facts.push([t('detail.labelFee'), formatCents(order.labelFeeCents), 'order-label-fee']);
    if (order.feeType !== null)
      facts.push([t('detail.total'), formatCents(order.payableCents), 'order-total']);
    if (order.label)
      facts.push([
        t(`detail.${labelFactKey(order.label)}`),
        order.label.failureReason ?? order.label.trackingNumber ?? '',
        'order-label',
      ]);
  }
  if (order.kind !== OrderKind.consignment)
    facts.push([t('detail.paidState'), t(`paidState.${order.paidState}`), 'order-paid-state']);
  if (order.remark) facts.push([t('detail.remark'), order.remark]);
  return (
    <Stack gap="sm">
      <InfoGrid items={facts} />
      {order.rejectReasons.length > 0 && (
        <Stack gap={2} data-testid="order-reject-reasons">
          <Text size="xs" c="dimmed">
            {t('detail.rejectReasons')}
          </Text>
          <List size="sm">
            {order.rejectReasons.map((r) => (
              <List.Item key={r}>{t(rejectReasonLabel(r as RejectReason))}</List.Item>
            ))}
          </List>
          {order.rejectRemark && <Text size="sm">{order.rejectRemark}</Text>}
        </Stack>
      )}
    </Stack>
  );
}
