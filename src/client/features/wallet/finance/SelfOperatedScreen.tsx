import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import { booksDifference } from '../../../../domain/wallet/self-operated';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { useSelfOperated } from '../api/self-operated';
import type { PlatformAccountRef } from '../api/self-operated';
import { LAST_30_DAYS, periodParams } from './period';
import { PeriodInput } from './PeriodInput';
import { PlatformAccountStatement } from './PlatformAccountStatement';
import { useAccountColumns } from './self-operated-columns';
import { accountRows } from './self-operated-rows';
import type { AccountRow } from './self-operated-rows';

/**
 * Finance/SelfOperated: the platform's own accounts (cash clearing, revenue by fee type, carrier
 * payable, marketplace receivable, refunds) and the sellers' funds they mirror over a period, with
 * whether the books balance; each platform account opens its statement.
 */
export function SelfOperatedScreen() {
  const { t } = useTranslation('wallet');
  const [range, setRange] = useState<DatesRangeValue<string>>(LAST_30_DAYS);
  const [account, setAccount] = useState<PlatformAccountRef | null>(null);
  const period = periodParams(range);
  const figures = useSelfOperated(period);
  const openStatement = useCallback((row: AccountRow) => setAccount(row.account), []);
  const columns = useAccountColumns(openStatement);
  const data = figures.data;
  const state = !period
    ? t('selfOperated.choose')
    : figures.isError
      ? t('selfOperated.failed')
      : !data
        ? t('financeScreens.merchantFlow.loading')
        : undefined;
  const difference = data ? booksDifference(data, 'closingCents') : 0;
  return (
    <Stack gap="md">
      <Title order={2}>{t('selfOperated.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('selfOperated.hint')}
      </Text>
      <Group align="end" wrap="wrap">
        <PeriodInput
          value={range}
          onChange={(value) => {
            setRange(value);
            setAccount(null);
          }}
        />
      </Group>
      {data && period && (
        <Alert
          color={difference === 0 ? 'green' : 'red'}
          role="status"
          data-testid="books-check"
          title={
            difference === 0
              ? t('selfOperated.balanced')
              : t('selfOperated.unbalanced', { difference: formatCents(difference) })
          }
        >
          {t('selfOperated.sellerFundsNow', { amount: formatCents(data.sellerFunds.balanceCents) })}
        </Alert>
      )}
      <ResponsiveTable
        testId="self-operated-accounts"
        columns={columns}
        rows={period && data ? accountRows(data) : []}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-account': r.id, 'data-testid': 'self-operated-account' })}
        state={state}
      />
      {account && period && (
        <PlatformAccountStatement
          key={`${account.kind}:${account.feeType ?? ''}:${period.beginTime}:${period.endTime}`}
          account={account}
          period={period}
          onClose={() => setAccount(null)}
        />
      )}
    </Stack>
  );
}
