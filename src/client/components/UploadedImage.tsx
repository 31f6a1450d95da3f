import { Image, Skeleton } from '@mantine/core';
import type { ImageProps } from '@mantine/core';
import { usePictureUrl } from '../api/uploaded-picture';

/** A Mantine Image of an uploaded picture (hash or file URL), fetched with the session's token. */
export function UploadedImage({ source, alt, ...props }: ImageProps & { source: string; alt: string }) {
  const url = usePictureUrl(source);
  if (!url) return <Skeleton w={props.w} h={props.h ?? 72} radius={props.radius} aria-label={alt} />;
  return <Image {...props} src={url} alt={alt} />;
}
