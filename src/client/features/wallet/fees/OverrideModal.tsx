import { Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../../../../domain/wallet/fees';
import type { OverrideRow, RateCard } from '../../../../domain/wallet/fees';
import { FormModalActions } from '../../../components/FormModalActions';
import { revealFirstError } from '../../../components/reveal-first-error';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';
import { useSaveRateCard, useSellerChoices } from './api/rate-cards';
import { dayProblem, rateCardRules, requestOfValues, valuesOfCard } from './rate-card-form';
import type { Problem, RateCardValues } from './rate-card-form';
import { RateCardFields } from './RateCardFields';

type OverrideValues = RateCardValues & { sellerId: string; effectiveFrom: string };

/**
 * A seller's override: new (seller, effective date and values starting from the default card) or
 * an existing one (its seller fixed). Same-day and unknown-seller refusals show above the fields.
 */
export function OverrideModal({
  override,
  defaultCard,
  onClose,
}: {
  override: OverrideRow | null;
  defaultCard: RateCard;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const save = useSaveRateCard();
  const sellers = useSellerChoices(override === null);
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const message = (p: Problem | null) => (p ? t(p.key, p.params) : null);
  const form = useForm<OverrideValues>({
    initialValues: {
      ...valuesOfCard(override ?? defaultCard),
      sellerId: override ? String(override.sellerId) : '',
      effectiveFrom: override?.effectiveFrom ?? dayOf(new Date()),
    },
    validateInputOnBlur: true,
    validate: {
      ...rateCardRules(message),
      sellerId: (v) => (v ? null : t('fees.problem.required')),
      effectiveFrom: (v) => message(dayProblem(v)),
    },
  });

  const submit = async (values: OverrideValues) => {
    const card = requestOfValues(values);
    await saveAndClose(async () => {
      if (override)
        await save.mutateAsync({
          kind: 'update',
          id: override.id,
          effectiveFrom: values.effectiveFrom,
          card,
        });
      else
        await save.mutateAsync({
          kind: 'create',
          sellerId: Number(values.sellerId),
          effectiveFrom: values.effectiveFrom,
          card,
        });
      return t('fees.messages.saved');
    });
  };

  const sellerName = override ? `${override.sellerUid} ${override.sellerName}` : '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={override ? t('fees.form.editTitle', { seller: sellerName }) : t('fees.form.createTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v), revealFirstError)} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <Group grow align="flex-start">
            {override ? (
              <TextInput label={t('fees.field.seller')} value={sellerName} readOnly />
            ) : (
              <Select
                label={t('fees.field.seller')}
                placeholder={t('fees.form.sellerPlaceholder')}
                required
                searchable
                data={(sellers.data ?? []).map((s) => ({
                  value: String(s.id),
                  label: `${s.uid} ${s.realname}`,
                }))}
                {...form.getInputProps('sellerId')}
              />
            )}
            <TextInput
              type="date"
              label={t('fees.field.effectiveFrom')}
              required
              {...form.getInputProps('effectiveFrom')}
            />
          </Group>
          {!override && (
            <Text size="sm" c="dimmed">
              {t('fees.form.fromDefault')}
            </Text>
          )}
          <RateCardFields form={form} />
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
