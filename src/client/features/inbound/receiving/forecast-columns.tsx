import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../../../components/touch-target';
import type { LocalForecast } from '../../../offline/types';
import { ForecastStatusBadge } from '../../../components/ForecastStatusBadge';
import type { ResponsiveColumn, RowAttributes } from '../../../components/responsive-list/ResponsiveTable';
import { WaitingToSyncBadge } from './WaitingToSyncBadge';

/** One expected forecast in the WarehousingAppoint list, with whether a receipt for it waits to sync. */
export type ExpectedForecast = { forecast: LocalForecast; waiting: boolean };

/**
 * The cache mirror keeps a forecast's object while it is unchanged, so two rows built from the same
 * forecast and flag show the same thing: a scan re-renders the one row it received, not the page.
 */
export function sameExpectedForecast(a: ExpectedForecast, b: ExpectedForecast): boolean {
  return a.forecast === b.forecast && a.waiting === b.waiting;
}

export const expectedForecastKey = (row: ExpectedForecast) => row.forecast.id;
export const expectedForecastName = (row: ExpectedForecast) => `#${row.forecast.id}`;
export const expectedForecastProps = (row: ExpectedForecast): RowAttributes => ({
  'data-testid': 'appoint-row',
  'data-forecast': row.forecast.id,
});

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The list's columns, stable across renders (the rows are memoised against them). */
export function useExpectedForecastColumns(
  onOpen: (id: number) => void,
): readonly ResponsiveColumn<ExpectedForecast>[] {
  const { t } = useTranslation('inbound');
  return useMemo(
    () => [
      {
        id: 'forecastId',
        header: t('list.forecastId'),
        priority: 'key',
        cell: ({ forecast: f }) => `#${f.id}`,
      },
      {
        id: 'seller',
        header: t('list.seller'),
        priority: 'high',
        cell: ({ forecast: f }) => (
          <>
            <Text size="sm" style={NO_WRAP}>
              {f.shopInfo.realname}
            </Text>
            <Text size="xs" c="dimmed">
              {f.shopInfo.uid}
            </Text>
          </>
        ),
      },
      {
        id: 'trackingNumbers',
        header: t('list.trackingNumbers'),
        priority: 'key',
        cell: ({ forecast: f }) => (
          <Stack gap={2}>
            {f.parcels
              .filter((p) => !p.cancelled)
              .map((p) => (
                <Group key={p.id} gap={6} wrap="wrap">
                  <Text size="sm" ff="monospace">
                    {p.logNo}
                  </Text>
                  <ForecastStatusBadge status={p.status} size="xs" />
                </Group>
              ))}
          </Stack>
        ),
      },
      {
        id: 'inspected',
        header: t('list.inspectedOfItems'),
        priority: 'high',
        cellProps: { style: NO_WRAP },
        cell: ({ forecast: f }) =>
          `${f.items.reduce((n, i) => n + i.inspected, 0)} / ${f.items.reduce((n, i) => n + i.quantity, 0)}`,
      },
      {
        id: 'status',
        header: t('list.status'),
        priority: 'key',
        cellProps: { style: NO_WRAP },
        cell: ({ forecast: f, waiting }) => (
          <Stack gap={4} align="flex-start">
            <ForecastStatusBadge status={f.status} size="sm" />
            {waiting ? <WaitingToSyncBadge data-testid="waiting-to-sync" /> : null}
          </Stack>
        ),
      },
      {
        id: 'remark',
        header: t('list.remark'),
        priority: 'low',
        cellProps: { maw: 180 },
        cell: ({ forecast: f }) => (
          <Text size="sm" lineClamp={2}>
            {f.remark}
          </Text>
        ),
      },
      {
        id: 'open',
        header: '',
        priority: 'key',
        cell: ({ forecast: f }) => (
          <Button size="xs" variant="light" style={TOUCH_TARGET} onClick={() => onOpen(f.id)}>
            {t('list.detail')}
          </Button>
        ),
      },
    ],
    [t, onOpen],
  );
}
