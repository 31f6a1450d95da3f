import { ActionIcon, Box, Group, Image } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../../offline/photos';

/** Thumbnails of the photos stored on the tablet for this inspection, each removable before submit. */
export function PhotoThumbnails({
  photos,
  onRemove,
  disabled,
}: {
  photos: string[];
  onRemove: (hash: string) => void;
  disabled?: boolean;
}) {
  if (photos.length === 0) return null;
  return (
    <Group gap="xs" data-testid="photo-thumbnails">
      {photos.map((hash, index) => (
        <Thumbnail key={hash} hash={hash} index={index} onRemove={() => onRemove(hash)} disabled={disabled} />
      ))}
    </Group>
  );
}

function Thumbnail({
  hash,
  index,
  onRemove,
  disabled,
}: {
  hash: string;
  index: number;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('inspection');
  const url = usePhotoUrl(hash);
  return (
    <Box pos="relative" w={72} h={72} data-testid="photo-thumbnail">
      <Image
        src={url}
        w={72}
        h={72}
        radius="sm"
        fit="cover"
        alt={t('screen.photos.thumbnail', { n: index + 1 })}
        bg="dark.6"
      />
      <ActionIcon
        size="sm"
        color="red"
        variant="filled"
        radius="xl"
        pos="absolute"
        top={-6}
        right={-6}
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('screen.photos.remove', { n: index + 1 })}
      >
        <IconX size={12} />
      </ActionIcon>
    </Box>
  );
}
