import { Group, Stack, Text } from '@mantine/core';
import { UploadedImage } from '../../../components/UploadedImage';

/** A row of uploaded pictures (a pair's before, after or QC photos) under its title, or a dash. */
export function PhotoStrip({
  title,
  photos,
  size = 96,
  testId,
  none,
}: {
  title: string;
  photos: readonly string[];
  size?: number;
  testId: string;
  none: string;
}) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      ) : (
        <Group gap={6}>
          {photos.map((url, i) => (
            <UploadedImage
              key={url}
              source={url}
              w={size}
              h={size}
              radius="sm"
              fit="cover"
              alt={`${title} ${i + 1}`}
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
