import { Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingQuote } from '../../../../domain/listing/listing-requests';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode, MarketplaceMode } from '../../../../domain/listing/marketplaces';
import { marketplaceFeeCents } from '../../../../domain/listing/rules';
import { formatCents } from '../../../../domain/wallet/wallet';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { MarketplaceName } from '../../../components/MarketplaceName';
import { centsOf, livePayoutCents } from './listing-draft';
import type { FieldProblems, TermsDraft, TermsField } from './listing-draft';

type Props = {
  marketplace: MarketplaceCode;
  mode: MarketplaceMode;
  quote: ListingQuote | undefined;
  draft: TermsDraft;
  onChange: (change: Partial<TermsDraft>) => void;
  /** The rules broken, shown at the field that breaks each. */
  problems: FieldProblems;
  /** False for terms of many items (bulklisting): no one item's lowest ask and highest bid to show. */
  showMarket?: boolean;
  /** A tablet or phone: every field, toggle and box at least 44 px to touch. */
  touch?: boolean;
};

const TOUCH_LABEL = { ...TOUCH_TARGET, display: 'flex', alignItems: 'center' } as const;

const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents);

/** One connected marketplace on newlisting: its market for the item, the terms typed, the payout after its fee. */
export function MarketplaceTermsRow({
  marketplace,
  mode,
  quote,
  draft,
  onChange,
  problems,
  showMarket = true,
  touch = false,
}: Props) {
  const { t } = useTranslation('listing');
  const name = t(MARKETPLACE_LABEL[marketplace]);
  const notFound = quote !== undefined && !quote.found;
  const price = centsOf(draft.price);
  const payout = livePayoutCents(draft, quote);
  const feeBp = quote?.feeBasisPoints ?? 0;
  const error = (field: TermsField) => (problems[field] ? t(`problem.${problems[field]}`) : undefined);
  const input = (field: TermsField, label: string) => (
    <TextInput
      label={label}
      leftSection="$"
      inputMode="decimal"
      value={draft[field]}
      disabled={!draft.selected}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      error={error(field)}
      styles={touch ? { input: TOUCH_TARGET } : undefined}
      data-testid={`${marketplace}-${field}`}
    />
  );
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={name}
      data-testid={`terms-${marketplace}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox
            aria-label={t('terms.listOn', { name })}
            label={<MarketplaceName marketplace={marketplace} mode={mode} size="md" />}
            checked={draft.selected && !notFound}
            disabled={notFound}
            onChange={(e) => onChange({ selected: e.currentTarget.checked })}
            // The name is the box's label: a finger hits either, 44 px tall on a tablet.
            styles={touch ? { body: { alignItems: 'center' }, label: TOUCH_LABEL } : undefined}
          />
          {quote?.title && (
            <Text size="sm" c="dimmed" truncate maw={360}>
              {quote.title}
            </Text>
          )}
        </Group>
        {notFound ? (
          <Text size="sm" c="orange" data-testid="no-market-product">
            {t('errors.noMarketProduct')}
          </Text>
        ) : (
          <>
            <Group gap="lg" wrap="wrap" data-testid={`quote-${marketplace}`}>
              {showMarket && (
                <>
                  <Text size="sm">
                    {t('terms.lowestAsk')}: <b>{money(quote?.lowestAskCents)}</b>
                  </Text>
                  <Text size="sm">
                    {t('terms.highestBid')}: <b>{money(quote?.highestBidCents)}</b>
                  </Text>
                </>
              )}
              <Text size="sm">
                {t('terms.fee')}: <b>{`${feeBp / 100}%`}</b>
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {input('price', t('terms.price'))}
              {input('bottomLine', t('terms.bottomLine'))}
              {input('minimumPayout', t('terms.minimumPayout'))}
            </SimpleGrid>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Switch
                label={t('terms.autoPricing')}
                checked={draft.autoPricing}
                disabled={!draft.selected}
                styles={touch ? { body: { ...TOUCH_TARGET, alignItems: 'center' } } : undefined}
                onChange={(e) => onChange({ autoPricing: e.currentTarget.checked })}
              />
              <Text size="sm" data-testid={`payout-${marketplace}`}>
                {t('terms.feeAndPayout', {
                  fee: money(price === null ? null : marketplaceFeeCents(price, feeBp)),
                  payout: money(payout),
                })}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
