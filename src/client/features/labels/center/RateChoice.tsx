import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Rate } from '../../../../domain/labels/labels';
import { serviceName } from '../../../../domain/labels/services';
import { formatCents } from '../../../../domain/wallet/wallet';

type Props = { rates: readonly Rate[]; value: string | null; onChange: (rateId: string) => void };

/** The carrier's rates side by side, cheapest first: carrier, service, days and price. */
export function RateChoice({ rates, value, onChange }: Props) {
  const { t } = useTranslation('labels');
  return (
    <Radio.Group value={value} onChange={onChange} label={t('center.buy.rates')} data-testid="rates">
      <Stack gap={6} mt={6}>
        {rates.map((rate) => (
          <Radio.Card key={rate.id} value={rate.id} p="xs" radius="sm" data-testid="rate">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator />
                <Text fw={600}>{rate.carrier}</Text>
                <Text size="sm">{serviceName(rate.carrier, rate.service)}</Text>
                {rate.deliveryDays !== null && (
                  <Badge variant="light" size="sm">
                    {t('center.buy.days', { count: rate.deliveryDays })}
                  </Badge>
                )}
              </Group>
              <Text fw={600}>{formatCents(rate.amountCents)}</Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
