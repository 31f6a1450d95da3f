import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A pair in a list: its ONE ID, with its SKU and size under it. */
export function PairCell({ pair }: { pair: { oneId: string; sku: string; size: string } }) {
  const { t } = useTranslation('repair-screens');
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} ff="monospace">
        {pair.oneId}
      </Text>
      <Text size="xs" c="dimmed">
        {t('pairLine', { sku: pair.sku, size: pair.size })}
      </Text>
    </Stack>
  );
}
