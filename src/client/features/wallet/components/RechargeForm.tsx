import {
  Button,
  FileInput,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PICTURE_MAX_BYTES, PICTURE_MIME_TYPES } from '../../../../domain/kernel/files';
import { PAYMENT_METHOD_LABEL, RECHARGE_CURRENCIES } from '../../../../domain/wallet/applications';
import type { RechargeCurrency } from '../../../../domain/wallet/applications';
import { useRequestKey } from '../../../api/request-key';
import { revealFirstError } from '../../../components/reveal-first-error';
import { uploadProof, useApplyForRecharge } from '../api/applications';
import { amountError } from './amount-error';

type Values = {
  currency: RechargeCurrency;
  paymentMethod: string;
  amount: string;
  transferReference: string;
  proof: File | null;
};

/** The recharge application: currency, payment method, amount, transfer reference and the proof picture. */
export function RechargeForm({ onCurrency }: { onCurrency: (currency: RechargeCurrency) => void }) {
  const { t } = useTranslation('wallet');
  const apply = useApplyForRecharge();
  const [requestKey, renewRequestKey] = useRequestKey();
  const form = useForm<Values>({
    initialValues: { currency: 'USD', paymentMethod: '1', amount: '', transferReference: '', proof: null },
    validate: {
      amount: (v) => amountError(t, v),
      transferReference: (v) => (v.trim() === '' ? t('screens.charge.referenceRequired') : null),
      proof: (f) =>
        !f
          ? t('screens.charge.proofRequired')
          : f.size > PICTURE_MAX_BYTES
            ? t('screens.charge.proofTooLarge')
            : null,
    },
    // Another amount, reference or proof is another application: it gets its own key.
    onValuesChange: renewRequestKey,
  });
  const submit = async (v: Values) => {
    try {
      const proofUrl = await uploadProof(v.proof as File);
      await apply.mutateAsync({
        currency: v.currency,
        paymentMethod: Number(v.paymentMethod) as 1 | 2,
        amount: v.amount.trim(),
        transferReference: v.transferReference.trim(),
        proofUrl,
        requestKey,
      });
      notifications.show({ color: 'green', message: t('applications.done.rechargeApplied') });
      form.reset();
      renewRequestKey();
      onCurrency('USD');
    } catch {
      // The http client showed the server's message; the form keeps what was typed, and its key.
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit((v) => void submit(v), revealFirstError)} noValidate>
        <Stack gap="sm" maw={520}>
          <Title order={4}>{t('screens.charge.formTitle')}</Title>
          <SegmentedControl
            aria-label={t('screens.field.currency')}
            data={RECHARGE_CURRENCIES.map((c) => ({ value: c, label: t(`screens.currency.${c}`) }))}
            {...form.getInputProps('currency')}
            onChange={(value) => {
              form.setFieldValue('currency', value as RechargeCurrency);
              onCurrency(value as RechargeCurrency);
            }}
          />
          <Select
            label={t('screens.field.paymentMethod')}
            data={Object.entries(PAYMENT_METHOD_LABEL).map(([value, key]) => ({ value, label: t(key) }))}
            allowDeselect={false}
            required
            {...form.getInputProps('paymentMethod')}
          />
          <TextInput
            label={t('screens.field.amountIn', { currency: form.values.currency })}
            inputMode="decimal"
            required
            name="amount"
            {...form.getInputProps('amount')}
          />
          <TextInput
            label={t('screens.field.transferReference')}
            description={t('screens.charge.referenceHint')}
            required
            name="transferReference"
            {...form.getInputProps('transferReference')}
          />
          <FileInput
            label={t('screens.field.proof')}
            description={t('screens.charge.proofHint')}
            accept={PICTURE_MIME_TYPES.join(',')}
            leftSection={<IconPhoto size={16} />}
            clearable
            clearButtonProps={{ 'aria-label': t('screens.charge.clearProof') }}
            required
            name="proof"
            {...form.getInputProps('proof')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending}>
              {t('screens.charge.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
