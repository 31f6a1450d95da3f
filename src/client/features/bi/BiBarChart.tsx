import '@mantine/charts/styles.css';
import { Skeleton } from '@mantine/core';
import type { BarChartProps } from '@mantine/charts';
import { lazy, Suspense } from 'react';

/**
 * @mantine/charts (and recharts under it) in its own chunk, fetched the first time the board draws a
 * chart, so the admins' landing screen shows its figures before the charts arrive.
 */
const BarChart = lazy(() => import('@mantine/charts').then(({ BarChart: chart }) => ({ default: chart })));

type Props = BarChartProps & {
  /** What the chart shows, for a screen reader (the figures beside it say the numbers). */
  label: string;
  testId: string;
};

/** A bar chart that is a picture to the accessibility tree (role img, named by `label`). */
export function BiBarChart({ label, testId, h, barChartProps, ...chart }: Props) {
  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <Suspense fallback={<Skeleton h={h} />}>
        <BarChart h={h} barChartProps={{ accessibilityLayer: false, ...barChartProps }} {...chart} />
      </Suspense>
    </div>
  );
}
