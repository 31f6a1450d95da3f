import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OrderKind } from '../../../../domain/outbound/outbound';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import { shortfallOf } from '../../../api/wallet-shortfall';
import { confirmAction } from '../../../components/confirm-action';
import { useOrderStep } from '../api/orders';
import type { OrderStep } from '../api/orders';
import { sellerPath } from '../../../routing/seller-paths';

/** The recharge screen a shortfall leads to when the answer names none. */
const RECHARGE_PATH = '/business/wallet/WalletCharge';

/** What a cash-out pays the seller once accepted: the quote less the deduction. */
export function cashOutNetCents(order: OrderView): number {
  return (order.quoteCents ?? 0) - (order.deductionCents ?? 0);
}

/**
 * The steps the seller may take on the order now (the kind's table, as the server answers them):
 * pay the quoted fees, recall, accept a cash-out quote. Too little money shows how much is missing
 * with a link to recharge; any other refusal shows the server's message.
 */
export function OrderSteps({ order }: { order: OrderView }) {
  const { t } = useTranslation('outbound');
  const step = useOrderStep();
  const shortfall = shortfallOf(step.error);
  const take = (which: OrderStep) =>
    step.mutate(
      { step: which, order },
      { onSuccess: (message) => notifications.show({ color: 'green', message }) },
    );
  // Money moves only after the seller saw the amount and what it does.
  const takeMoneyStep = (which: 'pay' | 'accept', amount: string) =>
    void confirmAction('money', {
      message: t(`steps.${which}Confirm`, { amount, oddNo: order.oddNo }),
      confirmLabel: t(`steps.${which}`, { amount }),
    }).then((yes) => yes && take(which));
  const may = (action: OrderStep) => order.actions.includes(action);
  const payable = formatCents(order.payableCents);
  const netCashOut = formatCents(cashOutNetCents(order));
  if (!may('pay') && !may('recall') && !may('accept')) return null;
  return (
    <Stack gap="xs" data-testid="order-steps">
      <Group gap="sm">
        {may('pay') && (
          <Button
            onClick={() => takeMoneyStep('pay', payable)}
            loading={step.isPending}
            data-testid="order-pay"
          >
            {t('steps.pay', { amount: payable })}
          </Button>
        )}
        {may('accept') && (
          <Button
            onClick={() => takeMoneyStep('accept', netCashOut)}
            loading={step.isPending}
            data-testid="order-accept"
          >
            {t('steps.accept', { amount: netCashOut })}
          </Button>
        )}
        {may('recall') && (
          <Button
            variant="light"
            color="red"
            loading={step.isPending}
            data-testid="order-recall"
            onClick={() =>
              void confirmAction('recall', {
                message: t(
                  order.kind === OrderKind.cashOut && may('accept')
                    ? 'steps.declineConfirm'
                    : 'steps.recallConfirm',
                  {
                    oddNo: order.oddNo,
                  },
                ),
              }).then((yes) => yes && take('recall'))
            }
          >
            {t(may('accept') ? 'steps.decline' : 'steps.recall')}
          </Button>
        )}
      </Group>
      {step.error && (
        <Alert color="red" role="alert" data-testid={shortfall ? 'order-shortfall' : 'order-step-error'}>
          {step.error.message}
          {shortfall && (
            <>
              {' '}
              <Anchor
                component={Link}
                to={sellerPath(shortfall.rechargePath ?? RECHARGE_PATH)}
                data-testid="order-recharge"
              >
                {t('steps.recharge')}
              </Anchor>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
