import {
  Button,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, parseAmountCents } from '../../../../domain/wallet/wallet';
import {
  MIN_WITHDRAWAL_CENTS,
  WITHDRAWAL_METHOD_LABEL,
  WithdrawalMethod,
} from '../../../../domain/wallet/applications';
import { useRequestKey } from '../../../api/request-key';
import { revealFirstError } from '../../../components/reveal-first-error';
import { useApplyForWithdrawal, useDrawAccounts } from '../api/applications';
import { useWalletSummary } from '../api/wallet-summary';
import { amountError } from './amount-error';
import { DrawAccountModal } from './DrawAccountModal';

type Values = { amount: string; method: string; drawAccountId: string | null; password: string };

/** The withdrawal application: at least $55, Alipay or bank, a saved draw account, the password again. */
export function WithdrawalForm() {
  const { t } = useTranslation('wallet');
  const accounts = useDrawAccounts();
  const apply = useApplyForWithdrawal();
  const available = useWalletSummary().data?.availableCents;
  const [adding, setAdding] = useState(false);
  const [requestKey, renewRequestKey] = useRequestKey();
  const form = useForm<Values>({
    initialValues: { amount: '', method: String(WithdrawalMethod.bank), drawAccountId: null, password: '' },
    validate: {
      amount: (v) => amountError(t, v, MIN_WITHDRAWAL_CENTS) ?? overBalance(v),
      drawAccountId: (v) => (v ? null : t('screens.withdrawal.accountRequired')),
      password: (v) => (v === '' ? t('screens.withdrawal.passwordRequired') : null),
    },
    validateInputOnBlur: ['amount'],
    // Another amount or account is another withdrawal; the password typed again after a refusal is not.
    onValuesChange: (v, before) => {
      if (
        v.amount !== before.amount ||
        v.method !== before.method ||
        v.drawAccountId !== before.drawAccountId
      )
        renewRequestKey();
    },
  });
  /** More than the available balance: said at the field; the server refuses it too. */
  function overBalance(text: string): string | null {
    const parsed = parseAmountCents(text.trim());
    if (available === undefined || !parsed.ok || parsed.cents <= available) return null;
    return t('screens.withdrawal.overBalance', { available: formatCents(available) });
  }
  const method = Number(form.values.method);
  const choices = (accounts.data ?? [])
    .filter((a) => a.method === method)
    .map((a) => ({
      value: String(a.id),
      label: `${a.holderName} ${a.maskedNumber}${a.bankName ? ` (${a.bankName})` : ''}`,
    }));

  const submit = async (v: Values) => {
    try {
      await apply.mutateAsync({
        amount: v.amount.trim(),
        method: Number(v.method) as 1 | 2,
        drawAccountId: Number(v.drawAccountId),
        password: v.password,
        requestKey,
      });
      notifications.show({ color: 'green', message: t('applications.done.withdrawalApplied') });
      form.reset();
      renewRequestKey();
    } catch {
      // Refused (shown by the http client): what was typed stays, to correct and send again.
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={form.onSubmit((v) => void submit(v), revealFirstError)} noValidate>
        <Stack gap="sm" maw={520}>
          <Title order={4}>{t('screens.withdrawal.formTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('screens.withdrawal.minimumHint', { amount: formatCents(MIN_WITHDRAWAL_CENTS) })}
          </Text>
          <TextInput
            label={t('screens.field.amountIn', { currency: 'USD' })}
            inputMode="decimal"
            required
            name="amount"
            {...form.getInputProps('amount')}
          />
          <SegmentedControl
            aria-label={t('screens.field.method')}
            data={Object.entries(WITHDRAWAL_METHOD_LABEL).map(([value, key]) => ({ value, label: t(key) }))}
            {...form.getInputProps('method')}
            onChange={(value) => {
              form.setFieldValue('method', value);
              form.setFieldValue('drawAccountId', null);
            }}
          />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              style={{ flex: 1 }}
              label={t('screens.field.drawAccount')}
              placeholder={choices.length === 0 ? t('screens.withdrawal.noAccount') : undefined}
              data={choices}
              required
              name="drawAccountId"
              {...form.getInputProps('drawAccountId')}
            />
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('screens.drawAccount.add')}
            </Button>
          </Group>
          <PasswordInput
            label={t('screens.field.password')}
            description={t('screens.withdrawal.passwordHint')}
            autoComplete="current-password"
            required
            name="password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={apply.isPending}>
              {t('screens.withdrawal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {adding && (
        <DrawAccountModal
          method={method as WithdrawalMethod}
          onClose={() => setAdding(false)}
          onAdded={(account) => {
            notifications.show({ color: 'green', message: t('applications.done.drawAccountAdded') });
            form.setFieldValue('method', String(account.method));
            form.setFieldValue('drawAccountId', String(account.id));
          }}
        />
      )}
    </Paper>
  );
}
