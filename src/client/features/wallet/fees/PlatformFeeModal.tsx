import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PlatformFeeRow } from '../../../../domain/wallet/fees';
import { FormModalActions } from '../../../components/FormModalActions';
import { revealFirstError } from '../../../components/reveal-first-error';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';
import { useUpdatePlatformFee } from './api/platform-fees';
import { percentProblem, percentText } from './rate-card-form';

/** Sets one marketplace's fee percent (0-100, at most 2 decimals). */
export function PlatformFeeModal({ platform, onClose }: { platform: PlatformFeeRow; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const update = useUpdatePlatformFee();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const form = useForm({
    initialValues: { feePercent: percentText(platform.feeBasisPoints) },
    validateInputOnBlur: true,
    validate: {
      feePercent: (v) => {
        const p = percentProblem(v);
        return p ? t(p.key, p.params) : null;
      },
    },
  });

  const submit = async (values: { feePercent: string }) => {
    await saveAndClose(async () => {
      await update.mutateAsync({ code: platform.code, feePercent: values.feePercent.trim() });
      return t('fees.messages.saved');
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('fees.platform.editTitle', { name: platform.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v), revealFirstError)} noValidate>
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <TextInput
            label={t('fees.platform.feePercent')}
            required
            inputMode="decimal"
            rightSection="%"
            data-autofocus
            {...form.getInputProps('feePercent')}
          />
          <FormModalActions onCancel={onClose} saving={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
