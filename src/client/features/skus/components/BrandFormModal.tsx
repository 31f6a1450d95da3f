import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { brandNameSchema } from '../../../../domain/skus/brands';
import type { BrandRow } from '../../../../domain/skus/brands';
import { useSaveBrand } from '../api/save-brand';
import { FormModalActions } from '../../../components/FormModalActions';

type Props = {
  brand: BrandRow | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (brand: BrandRow) => void;
};

/** New or edit brand (spec section 5: brand name required). A failed save keeps the typed name. */
export function BrandFormModal({ brand, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation('skus');
  const save = useSaveBrand();
  const form = useForm({
    initialValues: { name: brand?.name ?? '' },
    validateInputOnBlur: true,
    validate: {
      name: (v) =>
        v.trim() === ''
          ? t('brand.nameRequired')
          : brandNameSchema.safeParse(v).success
            ? null
            : t('form.tooLong'),
    },
  });
  const submit = async ({ name }: { name: string }) => {
    try {
      onSaved(await save.mutateAsync({ id: brand?.id, name: name.trim() }));
      onClose();
    } catch {
      // The http client showed the server's msg; the typed name stays.
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={brand ? t('brand.editTitle') : t('brand.createTitle')}
      centered
    >
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack gap="sm">
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <TextInput label={t('brand.name')} required data-autofocus {...form.getInputProps('name')} />
          {brand && brand.skuCount > 0 && (
            <Alert color="blue">{t('brand.renameHint', { count: brand.skuCount })}</Alert>
          )}
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
