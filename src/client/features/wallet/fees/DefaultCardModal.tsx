import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RateCard } from '../../../../domain/wallet/fees';
import { FormModalActions } from '../../../components/FormModalActions';
import { revealFirstError } from '../../../components/reveal-first-error';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';
import { useSaveRateCard } from './api/rate-cards';
import { rateCardRules, requestOfValues, valuesOfCard } from './rate-card-form';
import type { Problem, RateCardValues } from './rate-card-form';
import { RateCardFields } from './RateCardFields';

/** Edits the default rate card; a refusal from the server shows above the fields. */
export function DefaultCardModal({ card, onClose }: { card: RateCard; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const save = useSaveRateCard();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const message = (p: Problem | null) => (p ? t(p.key, p.params) : null);
  const form = useForm<RateCardValues>({
    initialValues: valuesOfCard(card),
    validateInputOnBlur: true,
    validate: rateCardRules(message),
  });

  const submit = async (values: RateCardValues) => {
    await saveAndClose(async () => {
      await save.mutateAsync({ kind: 'default', card: requestOfValues(values) });
      return t('fees.messages.saved');
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('fees.form.defaultTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v), revealFirstError)} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <RateCardFields form={form} />
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
