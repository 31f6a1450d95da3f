import { ActionIcon, Group, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadedImage } from '../../../components/UploadedImage';

/** Inspection photos as thumbnails; a click opens them large in a viewer with previous and next. */
export function PhotoViewer({ photos }: { photos: string[] }) {
  const { t } = useTranslation('inventory');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('drawer.inspection.noPhotos')}
      </Text>
    );
  const total = photos.length;
  const step = (delta: number) => setOpen((i) => (i === null ? null : (i + delta + total) % total));
  return (
    <>
      <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs">
        {photos.map((src, i) => (
          <UnstyledButton
            key={src}
            onClick={() => setOpen(i)}
            aria-label={t('drawer.inspection.photoAlt', { n: i + 1, total })}
          >
            <UploadedImage
              source={src}
              h={72}
              radius="sm"
              fit="cover"
              alt={t('drawer.inspection.photoAlt', { n: i + 1, total })}
            />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={open === null ? '' : t('drawer.inspection.viewer', { n: open + 1, total })}
        data-testid="photo-viewer"
      >
        {open !== null ? (
          <Group wrap="nowrap" justify="center" gap="xs">
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={() => step(-1)}
              disabled={total < 2}
              aria-label={t('drawer.inspection.previous')}
            >
              <IconChevronLeft />
            </ActionIcon>
            <UploadedImage
              source={photos[open]}
              mah="70vh"
              fit="contain"
              alt={t('drawer.inspection.photoAlt', { n: open + 1, total })}
            />
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={() => step(1)}
              disabled={total < 2}
              aria-label={t('drawer.inspection.next')}
            >
              <IconChevronRight />
            </ActionIcon>
          </Group>
        ) : null}
      </Modal>
    </>
  );
}
