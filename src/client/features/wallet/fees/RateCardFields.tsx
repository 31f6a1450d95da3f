import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RateCardValues } from './rate-card-form';

const FIELDS: { name: keyof RateCardValues; unit: '$' | '%' | 'days' }[] = [
  { name: 'shippingFee', unit: '$' },
  { name: 'transshipmentFee', unit: '$' },
  { name: 'switchUserFee', unit: '$' },
  { name: 'consignmentFeePercent', unit: '%' },
  { name: 'cashOutDeductionPercent', unit: '%' },
  { name: 'baseFreeDays', unit: 'days' },
  { name: 'baseDailyFee', unit: '$' },
  { name: 'premiumFreeDays', unit: 'days' },
  { name: 'premiumDailyFee', unit: '$' },
];

/** The nine values of a rate card, typed as text so a wrong entry shows its own message. */
export function RateCardFields<V extends RateCardValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation('wallet');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {FIELDS.map(({ name, unit }) => (
        <TextInput
          key={name}
          label={t(`fees.field.${name}`)}
          required
          inputMode={unit === 'days' ? 'numeric' : 'decimal'}
          leftSection={unit === '$' ? '$' : undefined}
          rightSection={unit === '%' ? '%' : undefined}
          {...form.getInputProps(name)}
        />
      ))}
    </SimpleGrid>
  );
}
