import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WorkPhoto } from './WorkPhoto';

/** A row of a pair's photos on the bench; those taken here and not saved yet can be removed. */
export function TakenPhotoRow({
  hashes,
  alt,
  onRemove,
  testId,
}: {
  hashes: readonly string[];
  alt: string;
  onRemove?: (hash: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('repair-screens');
  if (hashes.length === 0) return null;
  return (
    <Group gap="md" data-testid={testId}>
      {hashes.map((hash, i) => (
        <WorkPhoto
          key={hash}
          hash={hash}
          size={onRemove ? 88 : 64}
          alt={`${alt} ${i + 1}`}
          onRemove={onRemove && (() => onRemove(hash))}
          removeLabel={t('warehouse.bench.removePhoto', { n: i + 1 })}
        />
      ))}
    </Group>
  );
}
