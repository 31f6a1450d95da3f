import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RateCard } from '../../../../domain/wallet/fees';
import { rateCardFields } from './rate-card-fields';

/** A rate card read at a glance: the flat fees, the percents and the storage by warehouse level. */
export function RateCardSummary({ card }: { card: RateCard }) {
  const { t } = useTranslation('wallet');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="default-card">
      {rateCardFields(t).map((field) => (
        <Stack key={field.id} gap={2}>
          <Text size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text fw={500}>{field.text(card)}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
