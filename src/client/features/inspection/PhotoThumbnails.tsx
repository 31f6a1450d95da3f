import { ActionIcon, Box, Group, Image, ThemeIcon } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../../offline/photos';
import { TOUCH_TARGET, TOUCH_TARGET_PX } from '../../components/touch-target';

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
      {/* A 44 px target for a gloved finger around the small red cross drawn in its corner. */}
      <ActionIcon
        size={TOUCH_TARGET_PX}
        variant="transparent"
        pos="absolute"
        top={-12}
        right={-12}
        style={TOUCH_TARGET}
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('screen.photos.remove', { n: index + 1 })}
      >
        <ThemeIcon size="sm" color="red" radius="xl" variant="filled">
          <IconX size={12} />
        </ThemeIcon>
      </ActionIcon>
    </Box>
  );
}
