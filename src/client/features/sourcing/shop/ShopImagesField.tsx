import { ActionIcon, Alert, Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_SHOP_IMAGES,
  SHOP_IMAGE_MAX_MB,
  SHOP_IMAGE_MAX_PX,
  SHOP_IMAGE_MIN_PX,
} from '../../../../domain/sourcing/shop-images';
import { UploadedImage } from '../../../components/UploadedImage';
import type { DraftImage } from './product-draft';
import { checkShopImage } from './shop-api';

type Props = {
  images: DraftImage[];
  onChange: (images: DraftImage[]) => void;
  /** The form was sent without an image. */
  missing: boolean;
};

/**
 * The product's images, main image first: each one added is sent to the server at once, which
 * judges it by its content (type, pixels, weight) and keeps only what the shop takes; a refused
 * one is named with the server's reason and not added.
 */
export function ShopImagesField({ images, onChange, missing }: Props) {
  const { t } = useTranslation('sourcing-shop');
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reset = useRef<() => void>(null);

  const add = async (file: File | null) => {
    if (!file) return;
    setChecking(true);
    setRefusal(null);
    try {
      const check = await checkShopImage(file);
      if (!check.ok || !check.hash || !check.url)
        setRefusal(t('form.imageRefused', { name: file.name, reason: check.message ?? '' }));
      else if (images.some((i) => i.hash === check.hash))
        setRefusal(t('form.imageTwice', { name: file.name }));
      else onChange([...images, { hash: check.hash, url: check.url }]);
    } catch (error) {
      setRefusal(t('form.imageRefused', { name: file.name, reason: (error as Error).message }));
    } finally {
      setChecking(false);
      reset.current?.();
    }
  };

  return (
    <Input.Wrapper
      label={t('form.images')}
      description={t('form.imageRules', {
        min: SHOP_IMAGE_MIN_PX,
        max: SHOP_IMAGE_MAX_PX,
        mb: SHOP_IMAGE_MAX_MB,
        most: MAX_SHOP_IMAGES,
      })}
      error={missing ? t('form.imagesMissing') : undefined}
      withAsterisk
    >
      <Stack gap="xs" mt={4}>
        <Group gap="xs" data-testid="shop-images">
          {images.map((image, index) => (
            <Paper
              key={image.hash}
              withBorder
              radius="sm"
              pos="relative"
              w={88}
              h={88}
              data-testid="shop-image"
            >
              <UploadedImage
                source={image.url}
                alt={t('form.imageAlt', { n: index + 1 })}
                w={86}
                h={86}
                fit="contain"
              />
              <ActionIcon
                size="sm"
                color="red"
                variant="filled"
                pos="absolute"
                top={2}
                right={2}
                aria-label={t('form.removeImage', { n: index + 1 })}
                onClick={() => onChange(images.filter((i) => i.hash !== image.hash))}
              >
                <IconX size={14} />
              </ActionIcon>
              {index === 0 && (
                <Text size="xs" pos="absolute" bottom={2} left={4} c="dimmed" bg="var(--mantine-color-body)">
                  {t('form.mainImage')}
                </Text>
              )}
            </Paper>
          ))}
          {images.length < MAX_SHOP_IMAGES && (
            <FileButton
              onChange={(file) => void add(file)}
              accept="image/*"
              resetRef={reset}
              inputProps={{ 'aria-label': t('form.addImage') } as object}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  h={88}
                  loading={checking}
                  leftSection={<IconPhotoPlus size={18} />}
                >
                  {t('form.addImage')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {refusal && (
          <Alert
            color="red"
            role="alert"
            data-testid="image-refusal"
            withCloseButton
            onClose={() => setRefusal(null)}
          >
            {refusal}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
