import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MappedBy } from '../../../../domain/sourcing/catalogue';

export type MappedSizeRow = {
  sizeText: string;
  sku: string | null;
  size: string | null;
  mappedBy: MappedBy | null;
};

/**
 * One size of a shop's product: the SKU and size of ours it maps to and how (a product made here is
 * ours by making), or that it maps to none.
 */
export function MappedSize({ size: s }: { size: MappedSizeRow }) {
  const { t } = useTranslation('sourcing-shop');
  if (!s.sku || !s.size)
    return (
      <Text size="xs" c="orange" data-testid="mapped-size" data-mapped="false">
        {t('catalogue.unmapped', { size: s.sizeText || '—' })}
      </Text>
    );
  return (
    <Text size="xs" data-testid="mapped-size" data-mapped="true">
      {t('catalogue.mapped', { size: s.sizeText, sku: s.sku, ours: s.size })}
      {s.mappedBy && s.mappedBy !== 'ours' && (
        <Text span size="xs" c="dimmed">
          {' · '}
          {t(`catalogue.mappedBy.${s.mappedBy}`)}
        </Text>
      )}
    </Text>
  );
}
