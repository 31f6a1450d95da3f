import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RateCard } from '../../../../domain/wallet-fees';
import { money, percent } from './fee-format';

/** A rate card read at a glance: the flat fees, the percents and the storage by warehouse level. */
export function RateCardSummary({ card }: { card: RateCard }) {
  const { t } = useTranslation('wallet');
  const entries: [string, string][] = [
    [t('fees.field.shippingFee'), money(card.shippingFeeCents)],
    [t('fees.field.transshipmentFee'), money(card.transshipmentFeeCents)],
    [t('fees.field.switchUserFee'), money(card.switchUserFeeCents)],
    [t('fees.field.consignmentFeePercent'), percent(card.consignmentFeeBasisPoints)],
    [t('fees.field.cashOutDeductionPercent'), percent(card.cashOutDeductionBasisPoints)],
    [t('fees.column.storageBase'), storageText(t, card.baseFreeDays, card.baseDailyFeeCents)],
    [t('fees.column.storagePremium'), storageText(t, card.premiumFreeDays, card.premiumDailyFeeCents)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="default-card">
      {entries.map(([label, value]) => (
        <Stack key={label} gap={2}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={500}>{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function storageText(t: TFunction<'wallet'>, days: number, dailyCents: number) {
  return t('fees.storageValue', { days, fee: money(dailyCents) });
}
