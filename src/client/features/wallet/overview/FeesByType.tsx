import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { FeeTypeFigure } from '../../../../domain/wallet/overview';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { OverviewBarChart } from './OverviewBarChart';

/** The period's entries by fee type of spec section 9: charged to and credited to sellers, as a chart and a table. */
export function FeesByType({ fees }: { fees: readonly FeeTypeFigure[] | undefined }) {
  const { t } = useTranslation('wallet');
  const feeName = (f: FeeTypeFigure) => t(`ledger.feeTypes.${f.feeType}`);
  const posted = (fees ?? []).filter((f) => f.entries > 0);
  const sum = (pick: (f: FeeTypeFigure) => number) => (fees ?? []).reduce((s, f) => s + pick(f), 0);
  const columns: ResponsiveColumn<FeeTypeFigure>[] = [
    { id: 'feeType', header: t('overview.column.feeType'), priority: 'key', cell: feeName },
    {
      id: 'entries',
      header: t('overview.column.entries'),
      priority: 'high',
      align: 'right',
      cell: (f) => f.entries,
    },
    {
      id: 'charged',
      header: t('overview.column.charged'),
      priority: 'key',
      align: 'right',
      cell: (f) => formatCents(f.chargedCents),
    },
    {
      id: 'credited',
      header: t('overview.column.credited'),
      priority: 'key',
      align: 'right',
      cell: (f) => formatCents(f.creditedCents),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('overview.fees.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('overview.fees.hint')}
          </Text>
        </div>
        {fees && posted.length === 0 && <Text c="dimmed">{t('overview.fees.none')}</Text>}
        {posted.length > 0 && (
          <OverviewBarChart
            testId="overview-fees-chart"
            label={t('overview.fees.chartLabel')}
            h={Math.max(160, posted.length * 44)}
            orientation="vertical"
            dataKey="name"
            withLegend
            yAxisProps={{ width: 150 }}
            data={posted.map((f) => ({
              name: feeName(f),
              charged: f.chargedCents / 100,
              credited: f.creditedCents / 100,
            }))}
            series={[
              { name: 'charged', label: t('overview.column.charged'), color: 'orange.6' },
              { name: 'credited', label: t('overview.column.credited'), color: 'teal.6' },
            ]}
          />
        )}
        <ResponsiveTable
          testId="overview-fees"
          columns={columns}
          rows={fees ?? []}
          rowKey={(f) => f.feeType}
          rowName={feeName}
          rowProps={(f) => ({ 'data-fee-type': f.feeType })}
        />
        {fees && (
          <Text size="sm" fw={600} data-testid="overview-fees-total">
            {t('overview.fees.total', {
              charged: formatCents(sum((f) => f.chargedCents)),
              credited: formatCents(sum((f) => f.creditedCents)),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
