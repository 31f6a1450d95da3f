import {
  Alert,
  Button,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  CHARGE_FEE_TYPES,
  CREDIT_FEE_TYPES,
  FeeType,
  MANUAL_REASON_MAX_LENGTH,
  formatCents,
} from '../../../../domain/wallet/wallet';
import type { WalletSummary } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import { revealFirstError } from '../../../components/reveal-first-error';
import { SellerPicker } from '../../../components/SellerPicker';
import { useChargeDeduction } from '../api/finance';
import type { ChargeDeductionInput } from '../api/finance';
import { amountError } from '../components/amount-error';

type Direction = 'deposit' | 'deduction';
type Values = {
  sellerId: number | null;
  direction: Direction;
  amount: string;
  feeType: string;
  reason: string;
};

const FIRST_FEE_TYPE: Record<Direction, string> = {
  deposit: String(FeeType.userRecharge),
  deduction: String(CHARGE_FEE_TYPES[0]),
};

/**
 * Finance/ChargeDeduction: a manual deposit or deduction for one seller with its reason; shows the
 * seller's balance before and after, or the server's refusal (e.g. the 409 shortfall) word for word.
 */
export function ChargeDeductionScreen() {
  const { t } = useTranslation('wallet');
  const post = useChargeDeduction();
  const [requestKey, renewRequestKey] = useRequestKey();
  const form = useForm<Values>({
    initialValues: {
      sellerId: null,
      direction: 'deposit',
      amount: '',
      feeType: FIRST_FEE_TYPE.deposit,
      reason: '',
    },
    validate: {
      sellerId: (v) => (v === null ? t('financeScreens.chargeDeduction.sellerRequired') : null),
      amount: (v) => amountError(t, v),
      reason: (v) => (v.trim() === '' ? t('financeScreens.chargeDeduction.reasonRequired') : null),
    },
    // A changed form is another submission: it gets its own key.
    onValuesChange: renewRequestKey,
  });
  const direction = form.values.direction;
  const feeTypes = direction === 'deposit' ? CREDIT_FEE_TYPES : CHARGE_FEE_TYPES;

  const submit = (v: Values) => {
    const body: ChargeDeductionInput = {
      sellerId: v.sellerId as number,
      direction: v.direction,
      amount: v.amount.trim(),
      feeType: Number(v.feeType) as FeeType,
      reason: v.reason.trim(),
      requestKey,
    };
    post.mutate(body);
  };
  const refusal = post.error ? post.error.message : null;

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('financeScreens.chargeDeduction.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate>
          <Stack gap="sm">
            <SellerPicker
              label={t('financeScreens.field.seller')}
              placeholder={t('financeScreens.field.sellerPlaceholder')}
              required
              value={form.values.sellerId}
              onChange={(id) => form.setFieldValue('sellerId', id)}
              error={form.errors.sellerId as string | undefined}
            />
            <SegmentedControl
              aria-label={t('financeScreens.field.direction')}
              data={(['deposit', 'deduction'] as const).map((d) => ({
                value: d,
                label: t(`financeScreens.direction.${d}`),
              }))}
              value={direction}
              onChange={(value) => {
                form.setFieldValue('direction', value as Direction);
                form.setFieldValue('feeType', FIRST_FEE_TYPE[value as Direction]);
              }}
            />
            <TextInput
              label={t('financeScreens.field.amount')}
              inputMode="decimal"
              withAsterisk
              {...form.getInputProps('amount')}
            />
            <Select
              label={t('financeScreens.field.feeType')}
              allowDeselect={false}
              data={feeTypes.map((f) => ({ value: String(f), label: t(`ledger.feeTypes.${f}`) }))}
              {...form.getInputProps('feeType')}
            />
            <Textarea
              label={t('financeScreens.field.reason')}
              withAsterisk
              autosize
              minRows={2}
              maxLength={MANUAL_REASON_MAX_LENGTH}
              {...form.getInputProps('reason')}
            />
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Button type="submit" loading={post.isPending}>
              {t(`financeScreens.chargeDeduction.submit.${direction}`)}
            </Button>
          </Stack>
        </form>
      </Paper>
      {post.data && (
        <Paper withBorder p="md" radius="md" data-testid="charge-deduction-result">
          <Title order={4}>{t('financeScreens.chargeDeduction.resultTitle')}</Title>
          <SimpleGrid cols={2} mt="sm">
            <BalanceFacts title={t('financeScreens.chargeDeduction.before')} summary={post.data.before} />
            <BalanceFacts title={t('financeScreens.chargeDeduction.after')} summary={post.data.after} />
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}

function BalanceFacts({ title, summary }: { title: string; summary: WalletSummary }) {
  const { t } = useTranslation('wallet');
  return (
    <Stack gap={2}>
      <Text fw={600}>{title}</Text>
      <Text>
        {t('financeScreens.balance.available')}: {formatCents(summary.availableCents)}
      </Text>
      <Text>
        {t('financeScreens.balance.held')}: {formatCents(summary.heldCents)}
      </Text>
    </Stack>
  );
}
