import '@mantine/dates/styles.css';
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDays, OVERVIEW_MAX_DAYS, periodProblem } from '../../../../domain/wallet/overview';
import type { Period } from '../../../../domain/wallet/overview';
import { filterWidth } from '../../../components/responsive-list/FilterPanel';
import { overviewKeys, useFinanceOverview } from '../api/overview';
import { useFreshWhenShown } from '../api/fresh-figures';
import { BalanceSummary } from './BalanceSummary';
import { CashFlow } from './CashFlow';
import { ExclusionsCard } from './ExclusionsCard';
import { FeesByType } from './FeesByType';
import { PendingApplications } from './PendingApplications';

/**
 * Finance/Overview: the sellers' balances and the applications waiting now, the fees by fee type
 * and the money in and out per day of a period of GMT days (the last 30 by default), all without
 * the sellers on the statistics exclusion list, which is edited here.
 */
export function FinanceOverviewScreen() {
  useFreshWhenShown(overviewKeys.all);
  const { t } = useTranslation('wallet');
  const [period, setPeriod] = useState<Period>(() => lastDays(new Date()));
  const [range, setRange] = useState<DatesRangeValue<string>>([period.beginDate, period.endDate]);
  const [problem, setProblem] = useState<string | null>(null);
  const overview = useFinanceOverview(period);
  const data = overview.data;

  const choose = (next: DatesRangeValue<string>) => {
    setRange(next);
    const [beginDate, endDate] = next;
    if (!beginDate || !endDate) return;
    const chosen = { beginDate, endDate };
    const tooLong = periodProblem(chosen) !== null;
    setProblem(tooLong ? t('overview.periodTooLong', { max: OVERVIEW_MAX_DAYS }) : null);
    if (!tooLong) setPeriod(chosen);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={3}>{t('overview.title')}</Title>
          <Text size="sm" c="dimmed" data-testid="overview-excluded-note">
            {t('overview.excludedNote', { count: data?.excluded.sellers.length ?? 0 })}
          </Text>
        </div>
        <DatePickerInput
          type="range"
          w={filterWidth(260)}
          label={t('overview.period')}
          valueFormat="YYYY-MM-DD"
          allowSingleDateInRange
          value={range}
          onChange={choose}
          error={problem}
          data-testid="overview-period"
        />
      </Group>
      {overview.isError && (
        <Alert color="red" role="alert">
          {overview.error.message}
        </Alert>
      )}
      <BalanceSummary balances={data?.balances} />
      <PendingApplications pending={data?.pending} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FeesByType fees={data?.feesByType} />
        <CashFlow days={data?.cashByDay} />
      </SimpleGrid>
      <ExclusionsCard excluded={data?.excluded} />
    </Stack>
  );
}
