import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { REPAIR_ITEM_LABEL } from '../../../../domain/repair/codes';
import { REPAIR_DAYS_MAX, REPAIR_PRICE_MAX_CENTS } from '../../../../domain/repair/pricing';
import type { RepairPriceRow } from '../../../../domain/repair/views';
import { parseAmountCents } from '../../../../domain/wallet/wallet';
import { FormModalActions } from '../../../components/FormModalActions';
import { revealFirstError } from '../../../components/reveal-first-error';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';
import { useUpdateRepairPrice } from '../api/repair-prices';

type Values = { price: string; days: number | string };

/** A repair item's price (dollars, whole cents, above $0) and its working days. */
export function RepairPriceModal({ price, onClose }: { price: RepairPriceRow; onClose: () => void }) {
  const { t } = useTranslation('repair-screens');
  const update = useUpdateRepairPrice();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const form = useForm<Values>({
    initialValues: { price: (price.priceCents / 100).toFixed(2), days: price.days },
    validateInputOnBlur: true,
    validate: {
      price: (v) => {
        const parsed = parseAmountCents(v.trim());
        if (!parsed.ok) return t('prices.priceInvalid');
        return parsed.cents > REPAIR_PRICE_MAX_CENTS
          ? t('prices.priceTooHigh', { max: REPAIR_PRICE_MAX_CENTS / 100 })
          : null;
      },
      days: (v) =>
        Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= REPAIR_DAYS_MAX
          ? null
          : t('prices.daysInvalid', { max: REPAIR_DAYS_MAX }),
    },
  });
  const submit = (v: Values) =>
    saveAndClose(async () => {
      const parsed = parseAmountCents(v.price.trim());
      const said = await update.mutateAsync({
        item: price.item,
        priceCents: parsed.ok ? parsed.cents : 0,
        days: Number(v.days),
      });
      return said.message;
    });
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('prices.edit', { item: t(REPAIR_ITEM_LABEL(price.item)) })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v), revealFirstError)} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <TextInput
            label={t('prices.priceUsd')}
            required
            inputMode="decimal"
            leftSection="$"
            data-autofocus
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('prices.days')}
            required
            min={1}
            max={REPAIR_DAYS_MAX}
            allowDecimal={false}
            {...form.getInputProps('days')}
          />
          <FormModalActions onCancel={onClose} saving={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
