import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import { PRICE_HISTORY_DAYS } from '../../../../domain/sourcing/price-search';
import type {
  HistoryPoint,
  PriceHistoryDays,
  SizePrices,
  SkuPrices,
} from '../../../../domain/sourcing/price-search';
import type { PriceWindow } from '../../../../domain/sourcing/price-windows';
import { formatCents } from '../../../../domain/wallet/wallet';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { formatDisplayTime } from '../../../api/response';
import { MarketplaceName } from '../../../components/MarketplaceName';
import { PriceHistoryChart } from './PriceHistoryChart';

const BULK_LISTING_PATH = '/business/in-warehouse/inventory/bulklisting';
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
type Market = SizePrices['markets'][number];

/**
 * One size of a SKU: its market now on each marketplace, the 3, 7 and 30 day windows, the suggested
 * price and payouts, the daily chart, and the seller's own pairs with the way to list them at once
 * (bulklisting, for a seller in cross-listing).
 */
export function SizePricesPanel({
  prices,
  history,
  historyDays,
  onHistoryDays,
  modes,
  mayList,
}: {
  prices: SizePrices;
  history: HistoryPoint[];
  historyDays: PriceHistoryDays;
  onHistoryDays: (days: PriceHistoryDays) => void;
  modes: SkuPrices['modes'];
  mayList: boolean;
}) {
  const { t } = useTranslation('sourcing');
  const marketColumns: ResponsiveColumn<Market>[] = [
    {
      id: 'marketplace',
      header: t('price.marketplace'),
      priority: 'key',
      cell: (m) => <MarketplaceName marketplace={m.marketplace} mode={modes[m.marketplace]} />,
    },
    {
      id: 'ask',
      header: t('price.lowestAsk'),
      priority: 'key',
      align: 'right',
      cell: (m) => money(m.lowestAskCents),
    },
    {
      id: 'bid',
      header: t('price.highestBid'),
      priority: 'high',
      align: 'right',
      cell: (m) => money(m.highestBidCents),
    },
    {
      id: 'sale',
      header: t('price.lastSale'),
      priority: 'low',
      align: 'right',
      cell: (m) => money(m.lastSaleCents),
    },
    { id: 'at', header: t('price.asOf'), priority: 'low', cell: (m) => String(formatDisplayTime(m.takenAt)) },
  ];
  const windowColumns: ResponsiveColumn<PriceWindow>[] = [
    {
      id: 'days',
      header: t('price.window'),
      priority: 'key',
      cell: (w) => t('price.days', { count: w.days }),
    },
    { id: 'low', header: t('price.low'), priority: 'key', align: 'right', cell: (w) => money(w.lowCents) },
    { id: 'high', header: t('price.high'), priority: 'key', align: 'right', cell: (w) => money(w.highCents) },
    {
      id: 'avg',
      header: t('price.average'),
      priority: 'high',
      align: 'right',
      cell: (w) => money(w.averageCents),
    },
    {
      id: 'coverage',
      header: t('price.coverage'),
      priority: 'low',
      cell: (w) => t('price.daysWithData', { n: w.daysWithData, days: w.days }),
    },
  ];
  const pairs = prices.myOneIds.length;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={5}>{t('price.marketNow')}</Title>
          <ResponsiveTable
            testId="size-markets"
            columns={marketColumns}
            rows={prices.markets}
            rowKey={(m) => m.marketplace}
            state={prices.markets.length === 0 ? t('price.noMarketYet') : undefined}
          />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md" data-testid="suggested-price">
          <Stack gap={6}>
            <Title order={5}>{t('price.suggested')}</Title>
            <Text fz={26} fw={700}>
              {money(prices.suggestedCents)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('price.suggestedHint')}
            </Text>
            {prices.payouts.map((p) => (
              <Group key={p.marketplace} justify="space-between" data-testid="payout">
                <Text size="sm">
                  {t('price.payoutOn', { marketplace: t(MARKETPLACE_LABEL[p.marketplace]) })}
                </Text>
                <Text size="sm" fw={600}>
                  {formatCents(p.payoutCents)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" data-testid="my-pairs">
          <Stack gap={6} align="flex-start">
            <Title order={5}>{t('price.myPairsTitle')}</Title>
            <Text size="sm">
              {pairs === 0 ? t('price.myPairsNone') : t('price.myPairs', { count: pairs })}
            </Text>
            {pairs > 0 && mayList && (
              <Button
                component={Link}
                to={`${BULK_LISTING_PATH}?oneIds=${encodeURIComponent(prices.myOneIds.join(','))}`}
                leftSection={<IconTag size={16} />}
              >
                {t('price.listThem', { count: pairs })}
              </Button>
            )}
            {pairs > 0 && !mayList && (
              <Text size="xs" c="dimmed">
                {t('price.crossListingOff')}
              </Text>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={5}>{t('price.windows')}</Title>
          <ResponsiveTable
            testId="price-windows"
            columns={windowColumns}
            rows={prices.windows}
            rowKey={(w) => w.days}
            rowProps={() => ({ 'data-testid': 'price-window' })}
          />
          <Group justify="space-between" align="center" gap="xs">
            <Text size="sm" fw={500}>
              {t('price.historyTitle')}
            </Text>
            <SegmentedControl
              size="xs"
              aria-label={t('price.historyRange')}
              value={String(historyDays)}
              onChange={(v) => onHistoryDays(Number(v) as PriceHistoryDays)}
              data={PRICE_HISTORY_DAYS.map((days) => ({
                value: String(days),
                label: t('price.days', { count: days }),
              }))}
            />
          </Group>
          <PriceHistoryChart points={history} size={prices.size} />
        </Stack>
      </Paper>
    </Stack>
  );
}
