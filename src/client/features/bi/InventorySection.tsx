import { SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BI_LINKS } from '../../../domain/bi/bi';
import { INVENTORY_STATUS_LABEL } from '../../../domain/kernel/products';
import type { InventoryStatus } from '../../../domain/kernel/products';
import type { BiBoard } from '../../../domain/bi/bi';
import { BiBarChart } from './BiBarChart';
import { FigureRow } from './Figure';
import { Nothing, Section } from './Section';

/** Pairs by status and warehouse (now), by storage days, and in and out on each day of the period. */
export function InventorySection({ inventory }: { inventory: BiBoard['inventory'] | undefined }) {
  const { t } = useTranslation(['bi', 'inbound', 'inventory']);
  const moved = (inventory?.flowByDay ?? []).some((d) => d.inPairs > 0 || d.outPairs > 0);
  const stored = (inventory?.storageDays ?? []).some((b) => b.pairs > 0);
  return (
    <Section title={t('inventory.title')} testId="bi-inventory">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('inventory.byStatus')}
          </Text>
          {inventory && inventory.byStatus.length === 0 && (
            <Nothing testId="bi-inventory-none">{t('inventory.none')}</Nothing>
          )}
          {(inventory?.byStatus ?? []).map((s) => (
            <FigureRow
              key={s.status}
              name={t(INVENTORY_STATUS_LABEL[s.status as InventoryStatus] ?? String(s.status))}
              value={s.pairs}
              to={BI_LINKS.stock}
              linkLabel={t('inventory.openStock')}
              testId={`bi-status-${s.status}`}
            />
          ))}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('inventory.byWarehouse')}
          </Text>
          {(inventory?.byWarehouse ?? []).map((w) => (
            <FigureRow
              key={w.wareId}
              name={w.wareName}
              value={t('inventory.inAndLeft', { in: w.inWarehouse, left: w.left })}
              to={BI_LINKS.warehouses}
              linkLabel={t('inventory.openWarehouses')}
              testId={`bi-warehouse-${w.wareId}`}
            />
          ))}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('inventory.storageDays')}
          </Text>
          {(inventory?.storageDays ?? []).map((b) => (
            <FigureRow
              key={b.bucket}
              name={t(`inventory:overview.age.${b.bucket}`)}
              value={b.pairs}
              to={BI_LINKS.warehouses}
              linkLabel={t('inventory.openWarehouses')}
              testId={`bi-age-${b.bucket}`}
            />
          ))}
        </Stack>
      </SimpleGrid>
      {inventory && stored && (
        <BiBarChart
          testId="bi-age-chart"
          label={t('inventory.ageChartLabel')}
          h={160}
          dataKey="bucket"
          data={inventory.storageDays.map((b) => ({
            bucket: t(`inventory:overview.age.${b.bucket}`),
            pairs: b.pairs,
          }))}
          series={[{ name: 'pairs', label: t('inventory.pairs'), color: 'grape.6' }]}
        />
      )}
      <Text size="sm" fw={600}>
        {t('inventory.flow')}
      </Text>
      {inventory && !moved && <Nothing testId="bi-flow-none">{t('inventory.noFlow')}</Nothing>}
      {inventory && moved && (
        <BiBarChart
          testId="bi-flow-chart"
          label={t('inventory.flowChartLabel')}
          h={200}
          dataKey="day"
          withLegend
          data={inventory.flowByDay}
          series={[
            { name: 'inPairs', label: t('inventory.in'), color: 'blue.6' },
            { name: 'outPairs', label: t('inventory.out'), color: 'orange.6' },
          ]}
          xAxisProps={{ tickFormatter: (day: string) => day.slice(5) }}
        />
      )}
      <Stack gap={4}>
        <FigureRow
          name={t('inventory.in')}
          value={(inventory?.flowByDay ?? []).reduce((sum, d) => sum + d.inPairs, 0)}
          to={BI_LINKS.inBatches}
          linkLabel={t('inventory.openInBatches')}
          testId="bi-flow-in"
        />
        <FigureRow
          name={t('inventory.out')}
          value={(inventory?.flowByDay ?? []).reduce((sum, d) => sum + d.outPairs, 0)}
          to={BI_LINKS.outBatches}
          linkLabel={t('inventory.openOutBatches')}
          testId="bi-flow-out"
        />
      </Stack>
      {inventory?.asOf && (
        <Text size="xs" c="dimmed" data-testid="bi-inventory-as-of">
          {t('inventory.asOf', { time: dayjs(inventory.asOf).format('YYYY-MM-DD HH:mm') })}
        </Text>
      )}
    </Section>
  );
}
