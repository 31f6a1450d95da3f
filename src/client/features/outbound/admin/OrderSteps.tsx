import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { AuditPage } from '../../../../domain/kernel/permissions';
import { confirmAction } from '../../../components/confirm-action';
import { useMay } from '../../../stores/permissions';
import { useAuditStep } from '../api/admin-orders';
import type { AuditStep } from '../api/admin-orders';
import { QuoteForm } from './QuoteForm';
import { RejectModal } from './RejectModal';

const SIMPLE: { action: 'approve' | 'resume' | 'close'; path: AuditStep['path']; color?: string }[] = [
  { action: 'approve', path: '/outbound/approve', color: 'green' },
  { action: 'resume', path: '/outbound/resume' },
  { action: 'close', path: '/outbound/close' },
];

/**
 * The steps the order's table allows an admin now (the order's `actions`): approve, reject with
 * reasons, quote a cash-out, resume an order exception, close a shipped order.
 */
export function OrderSteps({ order }: { order: OrderView }) {
  const { t } = useTranslation('outbound-audit');
  const may = useMay();
  const step = useAuditStep();
  const [rejecting, reject] = useDisclosure(false);
  const take = (path: AuditStep['path']) => step.mutate({ path, body: { id: order.id } } as AuditStep);
  // Approval sets what the seller is asked to pay: the admin confirms it first.
  const approve = async () => {
    const yes = await confirmAction('money', {
      message: t('steps.approveConfirm', { oddNo: order.oddNo }),
      confirmLabel: t('steps.approve'),
    });
    if (yes) take('/outbound/approve');
  };
  if (!may(AuditPage.orders, 'edit')) return null;
  const allowed = new Set(order.actions);
  const simple = SIMPLE.filter((s) => allowed.has(s.action));
  if (simple.length === 0 && !allowed.has('reject') && !allowed.has('quote')) return null;
  return (
    <Stack gap="sm" data-testid="order-steps">
      {allowed.has('quote') && <QuoteForm order={order} />}
      <Group gap="sm">
        {simple.map((s) => (
          <Button
            key={s.action}
            color={s.color}
            loading={step.isPending && step.variables?.path === s.path}
            onClick={() => (s.action === 'approve' ? void approve() : take(s.path))}
            data-testid={`step-${s.action}`}
          >
            {t(`steps.${s.action}`)}
          </Button>
        ))}
        {allowed.has('reject') && (
          <Button color="red" variant="light" onClick={reject.open} data-testid="step-reject">
            {t('steps.reject')}
          </Button>
        )}
      </Group>
      {allowed.has('reject') && <RejectModal order={order} opened={rejecting} onClose={reject.close} />}
    </Stack>
  );
}
