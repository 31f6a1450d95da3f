import '@mantine/charts/styles.css';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LABEL, MARKETPLACES } from '../../../../domain/listing/marketplaces';
import type { HistoryPoint } from '../../../../domain/sourcing/price-search';
import { formatCents } from '../../../../domain/wallet/wallet';

/** @mantine/charts is fetched on its own the first time a chart is drawn (as Finance/Overview does). */
const LineChart = lazy(() => import('@mantine/charts').then(({ LineChart: chart }) => ({ default: chart })));

const COLOR = { stockx: 'teal.6', ebay: 'blue.6', tiktok: 'grape.6' } as const;
const dollars = (value: number) => formatCents(Math.round(value * 100));

/**
 * A size's lowest ask per day on each marketplace (the day's mean of our snapshots). A picture to
 * the accessibility tree, named by what it shows: the windows table beside it has the figures.
 */
export function PriceHistoryChart({ points, size }: { points: HistoryPoint[]; size: string }) {
  const { t } = useTranslation('sourcing');
  const { data, series } = useMemo(() => {
    const byDay = new Map<string, Record<string, number | string>>();
    const seen = new Set<string>();
    for (const p of points.filter((point) => point.size === size)) {
      const row = byDay.get(p.day) ?? { day: p.day.slice(5) };
      row[p.marketplace] = p.meanCents / 100;
      byDay.set(p.day, row);
      seen.add(p.marketplace);
    }
    return {
      data: [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row),
      series: MARKETPLACES.filter((m) => seen.has(m)).map((m) => ({
        name: m,
        label: t(MARKETPLACE_LABEL[m]),
        color: COLOR[m],
      })),
    };
  }, [points, size, t]);
  return (
    <div role="img" aria-label={t('price.chartLabel', { size })} data-testid="price-history-chart">
      <Suspense fallback={<Skeleton h={240} />}>
        <LineChart
          h={240}
          data={data}
          dataKey="day"
          series={series}
          valueFormatter={dollars}
          withLegend
          connectNulls={false}
          curveType="linear"
          lineChartProps={{ accessibilityLayer: false }}
        />
      </Suspense>
    </div>
  );
}
