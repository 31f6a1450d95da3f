import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { CashDay } from '../../../../domain/wallet/overview';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { OverviewBarChart } from './OverviewBarChart';

/** Recharges in and withdrawals out on each GMT day of the period: totals, a chart, and the days that moved. */
export function CashFlow({ days }: { days: readonly CashDay[] | undefined }) {
  const { t } = useTranslation('wallet');
  const moved = (days ?? []).filter((d) => d.inCents > 0 || d.outCents > 0);
  const totalIn = moved.reduce((s, d) => s + d.inCents, 0);
  const totalOut = moved.reduce((s, d) => s + d.outCents, 0);
  const totals = [
    ['in', formatCents(totalIn)],
    ['out', formatCents(totalOut)],
    ['net', formatCents(totalIn - totalOut)],
  ] as const;
  const columns: ResponsiveColumn<CashDay>[] = [
    { id: 'day', header: t('overview.column.day'), priority: 'key', cell: (d) => d.day },
    {
      id: 'in',
      header: t('overview.cash.in'),
      priority: 'key',
      align: 'right',
      cell: (d) => formatCents(d.inCents),
    },
    {
      id: 'out',
      header: t('overview.cash.out'),
      priority: 'key',
      align: 'right',
      cell: (d) => formatCents(d.outCents),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('overview.cash.title')}</Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {totals.map(([name, text]) => (
            <div key={name}>
              <Text size="sm" c="dimmed">
                {t(`overview.cash.${name}`)}
              </Text>
              <Text fw={700} data-testid={`overview-cash-${name}`}>
                {days ? text : '…'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {days && moved.length === 0 && <Text c="dimmed">{t('overview.cash.none')}</Text>}
        {moved.length > 0 && (
          <OverviewBarChart
            testId="overview-cash-chart"
            label={t('overview.cash.chartLabel')}
            h={220}
            dataKey="day"
            withLegend
            xAxisProps={{ tickFormatter: (day: string) => day.slice(5) }}
            data={(days ?? []).map((d) => ({ day: d.day, in: d.inCents / 100, out: d.outCents / 100 }))}
            series={[
              { name: 'in', label: t('overview.cash.in'), color: 'teal.6' },
              { name: 'out', label: t('overview.cash.out'), color: 'red.6' },
            ]}
          />
        )}
        {moved.length > 0 && (
          <ResponsiveTable
            testId="overview-cash-days"
            columns={columns}
            rows={moved}
            rowKey={(d) => d.day}
            rowName={(d) => d.day}
            rowProps={(d) => ({ 'data-day': d.day })}
          />
        )}
      </Stack>
    </Paper>
  );
}
