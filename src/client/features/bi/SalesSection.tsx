import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BI_LINKS } from '../../../domain/bi/bi';
import type { BiBoard } from '../../../domain/bi/bi';
import { formatCents } from '../../../domain/wallet/wallet';
import { BiBarChart } from './BiBarChart';
import { Figure, FigureRow } from './Figure';
import { dollarsTick, Nothing, Section } from './Section';

/** Sold pairs and revenue of the period, by day and by marketplace, and the fees by type. */
export function SalesSection({ sales }: { sales: BiBoard['sales'] | undefined }) {
  const { t } = useTranslation(['bi', 'listing', 'wallet']);
  const market = (code: string) => t(`listing:marketplace.${code}`);
  const sold = (sales?.pairs ?? 0) > 0;
  return (
    <Section title={t('sales.title')} testId="bi-sales">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Figure
          label={t('sales.pairs')}
          value={sales?.pairs}
          to={BI_LINKS.sales}
          linkLabel={t('sales.openSales')}
          testId="bi-sales-pairs"
        />
        <Figure
          label={t('sales.revenue')}
          value={sales && formatCents(sales.revenueCents)}
          to={BI_LINKS.sales}
          linkLabel={t('sales.openSales')}
          testId="bi-sales-revenue"
        />
      </SimpleGrid>
      {sales && !sold && <Nothing testId="bi-sales-none">{t('sales.none')}</Nothing>}
      {sales && sold && (
        <BiBarChart
          testId="bi-sales-chart"
          label={t('sales.chartLabel')}
          h={200}
          dataKey="day"
          data={sales.byDay.map((d) => ({ day: d.day, revenue: d.revenueCents / 100 }))}
          series={[{ name: 'revenue', label: t('sales.revenue'), color: 'teal.6' }]}
          valueFormatter={dollarsTick}
          xAxisProps={{ tickFormatter: (day: string) => day.slice(5) }}
        />
      )}
      <Text size="sm" fw={600}>
        {t('sales.byMarketplace')}
      </Text>
      <Stack gap={4}>
        {(sales?.byMarketplace ?? []).map((m) => (
          <FigureRow
            key={m.marketplace}
            name={market(m.marketplace)}
            value={t('sales.pairsAndRevenue', { count: m.pairs, revenue: formatCents(m.revenueCents) })}
            to={BI_LINKS.sales}
            linkLabel={t('sales.openSales')}
            testId={`bi-sales-${m.marketplace}`}
          />
        ))}
      </Stack>
      <Text size="sm" fw={600}>
        {t('sales.fees')}
      </Text>
      {sales && sales.feesByType.length === 0 && <Nothing testId="bi-fees-none">{t('sales.noFees')}</Nothing>}
      <Stack gap={4}>
        {(sales?.feesByType ?? []).map((f) => (
          <FigureRow
            key={f.feeType}
            name={t(`wallet:ledger.feeTypes.${f.feeType}`)}
            value={[
              ...(f.chargedCents !== 0 || f.creditedCents === 0 ? [formatCents(f.chargedCents)] : []),
              ...(f.creditedCents !== 0
                ? [t('sales.credited', { amount: formatCents(f.creditedCents) })]
                : []),
            ].join(' · ')}
            to={BI_LINKS.fees}
            linkLabel={t('sales.openFees')}
            testId={`bi-fee-${f.feeType}`}
          />
        ))}
      </Stack>
    </Section>
  );
}
