import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import { isRate, usdCentsAtRate } from '../../../../domain/wallet/applications';
import type { ApplicationAction, ApplicationRow } from '../../../../domain/wallet/applications';
import { FormModalActions } from '../../../components/FormModalActions';
import type { ReviewAction } from '../api/platform-flow';
import { amountError } from '../components/amount-error';
import { formatInCurrency } from '../components/money';
import { reviewEffect } from './review-effect';
import type { ReviewEffect } from './review-effect';

export type ReviewForm = 'approveRecharge' | 'markPaid' | 'reject';

type Values = { creditedAmount: string; rate: string; payoutReference: string; reason: string };

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The input an action needs: the credited USD amount (and for RMB the rate, which suggests the amount),
 * the payout reference, or the reason of a rejection; and what the step does to the seller's money.
 */
export function ReviewModal({
  app,
  form: kind,
  saving,
  onClose,
  onSubmit,
}: {
  app: ApplicationRow;
  form: ReviewForm;
  saving: boolean;
  onClose: () => void;
  onSubmit: (action: ApplicationAction, request: ReviewAction) => void;
}) {
  const { t } = useTranslation('wallet');
  const rmb = app.currency === 'RMB';
  const effect: ReviewEffect =
    kind !== 'reject' ? kind : app.kind === 1 ? 'rejectRecharge' : 'rejectWithdrawal';
  const form = useForm<Values>({
    initialValues: {
      creditedAmount: rmb ? '' : dollars(app.originalAmountCents),
      rate: '',
      payoutReference: '',
      reason: '',
    },
    validate: {
      creditedAmount: (v) => (kind === 'approveRecharge' ? amountError(t, v) : null),
      rate: (v) =>
        kind === 'approveRecharge' && rmb && !isRate(v.trim()) ? t('screens.review.rateInvalid') : null,
      payoutReference: (v) =>
        kind === 'markPaid' && v.trim() === '' ? t('screens.review.payoutRequired') : null,
      reason: (v) => (kind === 'reject' && v.trim() === '' ? t('screens.review.reasonRequired') : null),
    },
  });
  const submit = (v: Values) => {
    if (kind === 'approveRecharge')
      onSubmit('approve', {
        path: '/finance/recharge/approve',
        body: {
          id: app.id,
          creditedAmount: v.creditedAmount.trim(),
          ...(rmb ? { rate: v.rate.trim() } : {}),
        },
      });
    else if (kind === 'markPaid')
      onSubmit('markPaid', {
        path: '/finance/withdrawal/paid',
        body: { id: app.id, payoutReference: v.payoutReference.trim() },
      });
    else
      onSubmit('reject', {
        path: app.kind === 1 ? '/finance/recharge/reject' : '/finance/withdrawal/reject',
        body: { id: app.id, reason: v.reason.trim() },
      });
  };
  return (
    <Modal opened onClose={onClose} title={t(`screens.review.title.${kind}`, { id: app.id })} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('screens.review.applied', {
              amount:
                app.amountCents !== null && !rmb
                  ? formatCents(app.amountCents)
                  : formatInCurrency(app.originalAmountCents, app.currency),
            })}
          </Text>
          {kind === 'approveRecharge' && rmb && (
            <TextInput
              label={t('screens.field.rate')}
              description={t('screens.review.rateHint')}
              required
              data-autofocus
              {...form.getInputProps('rate')}
              onChange={(e) => {
                const rate = e.currentTarget.value;
                form.setFieldValue('rate', rate);
                const cents = usdCentsAtRate(app.originalAmountCents, rate.trim());
                if (cents !== null && cents > 0) form.setFieldValue('creditedAmount', dollars(cents));
              }}
            />
          )}
          {kind === 'approveRecharge' && (
            <TextInput
              label={t('screens.field.creditedAmount')}
              inputMode="decimal"
              required
              {...form.getInputProps('creditedAmount')}
            />
          )}
          {kind === 'markPaid' && (
            <TextInput
              label={t('screens.field.payoutReference')}
              required
              data-autofocus
              {...form.getInputProps('payoutReference')}
            />
          )}
          {kind === 'reject' && (
            <Textarea
              label={t('screens.field.rejectReason')}
              required
              autosize
              minRows={2}
              maxLength={500}
              data-autofocus
              {...form.getInputProps('reason')}
            />
          )}
          <Text size="sm" fw={500} data-testid="review-effect">
            {reviewEffect(t, app, effect, form.values.creditedAmount)}
          </Text>
          <FormModalActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
