import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { usePictureUrl } from '../../../api/uploaded-picture';

/** A SKU's picture (or a placeholder when it has none or it is still loading). */
export function SkuPicture({ hash, size, alt }: { hash: string; size: number; alt: string }) {
  const url = usePictureUrl(hash);
  if (!url)
    return (
      <Center
        w={size}
        h={size}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <IconPhoto size={size / 2} opacity={0.5} aria-hidden />
      </Center>
    );
  return <Image src={url} w={size} h={size} radius="sm" fit="cover" alt={alt} />;
}
