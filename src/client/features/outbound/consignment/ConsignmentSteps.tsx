import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AuditPage } from '../../../../domain/kernel/permissions';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import { confirmAction } from '../../../components/confirm-action';
import { useMay } from '../../../stores/permissions';
import { useAuditStep } from '../api/admin-orders';
import type { AuditStep } from '../api/admin-orders';
import { RejectModal } from '../admin/RejectModal';
import { RecordSaleForm } from './RecordSaleForm';

/**
 * An admin's steps on a consignment, as the order's `actions` allow them: switch it to the group
 * (approve), reject it, record the platform's sale, cancel that sale before the pair left (recall),
 * and complete it once it left (close: the seller is paid). Each asks first where it moves the pair
 * or money.
 */
export function ConsignmentSteps({ order }: { order: OrderView }) {
  const { t } = useTranslation(['consignment', 'outbound-audit']);
  const may = useMay();
  const step = useAuditStep();
  const [rejecting, reject] = useDisclosure(false);
  if (!may(AuditPage.orders, 'edit')) return null;
  const allowed = new Set(order.actions);
  const money = (cents: number | null | undefined) => formatCents(cents ?? 0);
  const ask = async (message: string, confirmLabel: string, path: AuditStep['path']) => {
    const kind = path === '/outbound/consignment/cancelSale' ? 'recall' : 'money';
    const yes = await confirmAction(kind, { message, confirmLabel });
    if (yes) step.mutate({ path, body: { id: order.id } } as AuditStep);
  };
  const busy = (path: AuditStep['path']) => step.isPending && step.variables?.path === path;
  const buttons = [
    allowed.has('approve') && (
      <Button
        key="approve"
        color="green"
        loading={busy('/outbound/approve')}
        onClick={() =>
          void ask(
            t('steps.switchConfirm', { oddNo: order.oddNo, price: money(order.consignment?.priceCents) }),
            t('steps.switchToGroup'),
            '/outbound/approve',
          )
        }
        data-testid="step-approve"
      >
        {t('steps.switchToGroup')}
      </Button>
    ),
    allowed.has('close') && (
      <Button
        key="close"
        color="green"
        loading={busy('/outbound/close')}
        onClick={() =>
          void ask(
            t('steps.completeConfirm', { oddNo: order.oddNo, payout: money(order.consignment?.payoutCents) }),
            t('steps.complete'),
            '/outbound/close',
          )
        }
        data-testid="step-close"
      >
        {t('steps.complete')}
      </Button>
    ),
    allowed.has('recall') && (
      <Button
        key="recall"
        color="red"
        variant="light"
        loading={busy('/outbound/consignment/cancelSale')}
        onClick={() =>
          void ask(
            t('steps.cancelSaleConfirm', { oddNo: order.oddNo }),
            t('steps.cancelSale'),
            '/outbound/consignment/cancelSale',
          )
        }
        data-testid="step-cancel-sale"
      >
        {t('steps.cancelSale')}
      </Button>
    ),
    allowed.has('reject') && (
      <Button key="reject" color="red" variant="light" onClick={reject.open} data-testid="step-reject">
        {t('outbound-audit:steps.reject')}
      </Button>
    ),
  ].filter(Boolean);
  if (buttons.length === 0 && !allowed.has('sell')) return null;
  return (
    <Stack gap="sm" data-testid="order-steps">
      {allowed.has('sell') && <RecordSaleForm order={order} />}
      {buttons.length > 0 && <Group gap="sm">{buttons}</Group>}
      {allowed.has('reject') && <RejectModal order={order} opened={rejecting} onClose={reject.close} />}
    </Stack>
  );
}
