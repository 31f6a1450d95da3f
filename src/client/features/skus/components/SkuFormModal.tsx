import {
  Alert,
  Autocomplete,
  Button,
  FileButton,
  Group,
  Modal,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_MAX_BYTES } from '../../../../domain/kernel/files';
import { skuCreateRequest } from '../../../../domain/skus/skus';
import type { SkuRow } from '../../../../domain/skus/skus';
import { SKU_SIZES_MAX } from '../../../../domain/skus/rules';
import { useBrandList } from '../api/brand-list';
import { useSaveSku } from '../api/save-sku';
import { uploadPicture } from '../api/upload-picture';
import { FormModalActions } from '../../../components/FormModalActions';
import { revealFirstError } from '../../../components/reveal-first-error';
import { SkuPicture } from './SkuPicture';

type Props = { sku: SkuRow | null; opened: boolean; onClose: () => void; onSaved: (sku: SkuRow) => void };
type Values = { sku: string; brand: string; name: string; sizes: string[]; image: string };

const shape = skuCreateRequest.shape;

/**
 * New or edit SKU: code (fixed once made), brand (from the brand list, or a new one), name, sizes
 * and picture. Rules are the domain schema's; a failed save keeps everything typed.
 */
export function SkuFormModal({ sku, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation('skus');
  const save = useSaveSku();
  const brands = useBrandList({ pageNo: 1, pageSize: 100 });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      sku: sku?.sku ?? '',
      brand: sku?.brand ?? '',
      name: sku?.name ?? '',
      sizes: sku?.sizes ?? [],
      image: sku?.image ?? '',
    },
    validateInputOnBlur: true,
    validate: {
      sku: (v) => (shape.sku.safeParse(v).success ? null : t('form.skuRequired')),
      brand: (v) =>
        v.trim() ? (shape.brand.safeParse(v).success ? null : t('form.tooLong')) : t('form.brandRequired'),
      name: (v) =>
        v.trim() ? (shape.name.safeParse(v).success ? null : t('form.tooLong')) : t('form.nameRequired'),
      sizes: (v) =>
        shape.sizes.safeParse(v).success ? null : t('form.sizesInvalid', { max: SKU_SIZES_MAX }),
    },
  });

  const pick = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > PICTURE_MAX_BYTES) {
      setUploadError(t('form.pictureTooLarge'));
      return;
    }
    setUploading(true);
    try {
      form.setFieldValue('image', await uploadPicture(file));
    } catch (error) {
      setUploadError((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const submit = async (values: Values) => {
    try {
      const saved = await save.mutateAsync({ ...values, id: sku?.id });
      onSaved(saved);
      onClose();
    } catch {
      // The http client showed the server's msg; the modal keeps what was typed.
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={sku ? t('form.editTitle', { sku: sku.sku }) : t('form.createTitle')}
      centered
      size="lg"
    >
      <form onSubmit={form.onSubmit((v) => void submit(v), revealFirstError)} noValidate>
        <Stack gap="sm">
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t('field.sku')}
              required
              disabled={sku !== null}
              data-autofocus
              {...form.getInputProps('sku')}
            />
            <Autocomplete
              label={t('field.brand')}
              required
              data={(brands.data?.rows ?? []).map((b) => b.name)}
              {...form.getInputProps('brand')}
            />
          </Group>
          <TextInput label={t('field.name')} required {...form.getInputProps('name')} />
          <TagsInput
            label={t('field.sizes')}
            description={t('form.sizesHint')}
            splitChars={[',', ' ', '，']}
            clearable
            {...form.getInputProps('sizes')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('field.image')}
            </Text>
            <Group gap="sm">
              <SkuPicture hash={form.values.image} size={72} alt={t('field.image')} />
              <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/webp,image/gif">
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconUpload size={16} />}
                    loading={uploading}
                  >
                    {t('form.upload')}
                  </Button>
                )}
              </FileButton>
              {form.values.image && (
                <Button
                  variant="subtle"
                  color="gray"
                  leftSection={<IconX size={16} />}
                  onClick={() => form.setFieldValue('image', '')}
                >
                  {t('form.removePicture')}
                </Button>
              )}
            </Group>
            {uploadError && (
              <Text size="xs" c="red">
                {uploadError}
              </Text>
            )}
          </Stack>
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
