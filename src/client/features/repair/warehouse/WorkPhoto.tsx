import { ActionIcon, Box, Image, ThemeIcon } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { TOUCH_TARGET, TOUCH_TARGET_PX } from '../../../components/touch-target';
import { UploadedImage } from '../../../components/UploadedImage';
import { usePhotoUrl } from '../../../offline/photos';

/**
 * A repair photo by its content hash: from the tablet when it is kept there (taken here, or a guide
 * photo kept with the work), else from the server.
 */
export function WorkPhoto({
  hash,
  alt,
  size,
  height,
  onRemove,
  removeLabel,
}: {
  hash: string;
  alt: string;
  /** The width (and, without a height, the height) of a square thumbnail. */
  size: number | string;
  /** A picture shown whole at this height (the guide photo). */
  height?: number;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const local = usePhotoUrl(hash);
  const look = { w: size, h: height ?? size, radius: 'sm', fit: height ? 'contain' : 'cover', alt } as const;
  const picture = local ? <Image src={local} {...look} /> : <UploadedImage source={hash} {...look} />;
  if (!onRemove) return picture;
  return (
    <Box pos="relative" data-testid="bench-photo">
      {picture}
      <ActionIcon
        size={TOUCH_TARGET_PX}
        variant="transparent"
        pos="absolute"
        top={-12}
        right={-12}
        style={TOUCH_TARGET}
        onClick={onRemove}
        aria-label={removeLabel}
      >
        <ThemeIcon size="sm" color="red" radius="xl" variant="filled">
          <IconX size={12} />
        </ThemeIcon>
      </ActionIcon>
    </Box>
  );
}
