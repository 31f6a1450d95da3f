import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { parseAmountCents } from '../../../../domain/wallet/wallet';
import { useAuditStep } from '../api/admin-orders';

/** A cash-out's quote: the price the platform offers for the order's pairs, in dollars (checked as the server checks it). */
export function QuoteForm({ order }: { order: OrderView }) {
  const { t } = useTranslation('outbound-audit');
  const step = useAuditStep();
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = parseAmountCents(price.trim());
    if (!parsed.ok) {
      setError(t(`quote.${parsed.reason}`));
      return;
    }
    setError(null);
    await step.mutateAsync({ path: '/outbound/quote', body: { id: order.id, price: price.trim() } });
    setPrice('');
  };
  return (
    <Group align="flex-start" gap="sm" data-testid="quote-form">
      <TextInput
        label={t('quote.price')}
        description={t('quote.hint', { count: order.items.length })}
        leftSection="$"
        inputMode="decimal"
        w={240}
        value={price}
        onChange={(e) => setPrice(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void submit();
        }}
        error={error}
      />
      <Button mt={46} loading={step.isPending} onClick={() => void submit()} data-testid="quote-submit">
        {t('steps.quote')}
      </Button>
    </Group>
  );
}
