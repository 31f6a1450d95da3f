import '@mantine/charts/styles.css';
import { Skeleton } from '@mantine/core';
import type { BarChartProps } from '@mantine/charts';
import { lazy, Suspense } from 'react';
import { formatCents } from '../../../../domain/wallet/wallet';

/**
 * @mantine/charts (and recharts under it) is fetched on its own, lazily, the first time the overview
 * draws a chart: it would more than double the overview's chunk. Its CSS is small and comes with
 * this screen.
 */
const BarChart = lazy(() => import('@mantine/charts').then(({ BarChart: chart }) => ({ default: chart })));

/** A dollar axis value (charts take dollars: cents / 100) as the app writes money. */
const dollars = (value: number) => formatCents(Math.round(value * 100));

type Props = Omit<BarChartProps, 'valueFormatter'> & {
  /** What the chart shows, for a screen reader (the table beside it has the figures). */
  label: string;
  testId: string;
};

/**
 * A bar chart of dollar figures. It is a picture to the accessibility tree (role img, named by
 * `label`): recharts' keyboard layer is off, the figures are in the screen's tables.
 */
export function OverviewBarChart({ label, testId, h, barChartProps, ...chart }: Props) {
  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <Suspense fallback={<Skeleton h={h} />}>
        <BarChart
          h={h}
          valueFormatter={dollars}
          barChartProps={{ accessibilityLayer: false, ...barChartProps }}
          {...chart}
        />
      </Suspense>
    </div>
  );
}
