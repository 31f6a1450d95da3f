import { Alert, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProductView } from '../../../../domain/sourcing/shop-products';
import { useRequestKey } from '../../../api/request-key';
import { FormModalActions } from '../../../components/FormModalActions';
import {
  draftOfCandidate,
  draftOfProduct,
  draftProblems,
  EMPTY_DRAFT,
  hasProblems,
  saveRequestOf,
} from './product-draft';
import type { ProductDraft } from './product-draft';
import { useSaveShopProduct } from './shop-api';
import { ShopImagesField } from './ShopImagesField';
import { ShopSizesField } from './ShopSizesField';
import { ShopSkuPicker } from './ShopSkuPicker';

/**
 * Makes a shop product of one of our SKUs, or changes one: its title, description, images (checked
 * as they are added) and sizes with a price each. The rules are checked here first and by the server
 * again; its refusal shows here. A resend after a lost answer keeps the request key, so the product
 * is made once; any change to the form is another submission.
 */
export function ShopProductModal({
  product,
  onClose,
}: {
  product: ShopProductView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('sourcing-shop');
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOfProduct(product) : EMPTY_DRAFT));
  const [sent, setSent] = useState(false);
  const [requestKey, renewKey] = useRequestKey();
  const save = useSaveShopProduct();
  const problems = draftProblems(draft);
  const shown = sent ? problems : { title: false, images: false, noSizes: false, sizes: new Map() };

  const edit = (change: Partial<ProductDraft>) => {
    setDraft((was) => ({ ...was, ...change }));
    save.reset();
    // What is sent changed: another submission, another key.
    renewKey();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (!draft.sku || hasProblems(problems)) return;
    try {
      const { message } = await save.mutateAsync(saveRequestOf(draft, requestKey));
      renewKey();
      notifications.show({ color: 'green', message });
      onClose();
    } catch {
      // Shown in the form (save.error).
    }
  };
  const title = product ? t('form.editTitle', { sku: product.sku ?? '' }) : t('form.newTitle');
  return (
    <Modal
      opened
      onClose={() => !save.isPending && onClose()}
      size="lg"
      title={<Text fw={600}>{title}</Text>}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm" data-testid="shop-product-form">
          {product ? (
            <Text size="sm">
              {t('form.skuFixed')}{' '}
              <Text span ff="monospace" fw={600}>
                {product.sku}
              </Text>
            </Text>
          ) : (
            <ShopSkuPicker
              onPick={(candidate) => {
                setDraft(draftOfCandidate(candidate));
                save.reset();
                renewKey();
              }}
            />
          )}
          {sent && !draft.sku && (
            <Text size="sm" c="red" role="alert">
              {t('form.skuMissing')}
            </Text>
          )}
          {draft.sku && (
            <>
              <TextInput
                label={t('form.title')}
                withAsterisk
                maxLength={255}
                value={draft.title}
                error={shown.title ? t('form.titleMissing') : undefined}
                onChange={(e) => edit({ title: e.currentTarget.value })}
              />
              <Textarea
                label={t('form.description')}
                description={t('form.descriptionHint')}
                autosize
                minRows={2}
                maxRows={6}
                maxLength={5000}
                value={draft.description}
                onChange={(e) => edit({ description: e.currentTarget.value })}
              />
              <ShopImagesField
                images={draft.images}
                missing={shown.images}
                onChange={(images) => edit({ images })}
              />
              <ShopSizesField
                sizes={draft.sizes}
                problems={shown.sizes}
                noSizes={shown.noSizes}
                onChange={(sizes) => edit({ sizes })}
              />
            </>
          )}
          {save.error && (
            <Alert color="red" role="alert" title={t('form.refused')} data-testid="save-refusal">
              {save.error.message}
            </Alert>
          )}
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
