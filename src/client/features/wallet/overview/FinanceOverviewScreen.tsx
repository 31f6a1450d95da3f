import '@mantine/dates/styles.css';
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { filterWidth } from '../../../components/responsive-list/FilterPanel';
import { usePeriodChoice } from '../../../components/use-period-choice';
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
  const { period, range, problem, choose } = usePeriodChoice((max) => t('overview.periodTooLong', { max }));
  const overview = useFinanceOverview(period);
  const data = overview.data;

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
