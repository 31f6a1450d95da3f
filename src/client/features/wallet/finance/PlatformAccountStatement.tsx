import { CloseButton, Group, Pagination, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { usePlatformAccountStatement } from '../api/self-operated';
import type { Period, PlatformAccountRef } from '../api/self-operated';
import { accountName, usePostingColumns } from './self-operated-columns';

const PAGE_SIZE = 20;

/** One platform account's postings of the period, newest first, between its opening and closing balance. */
export function PlatformAccountStatement({
  account,
  period,
  onClose,
}: {
  account: PlatformAccountRef;
  period: Period;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [pageNo, setPageNo] = useState(1);
  const statement = usePlatformAccountStatement({ ...account, ...period, pageNo, pageSize: PAGE_SIZE });
  const columns = usePostingColumns();
  const name = accountName(t, account);
  const data = statement.data;
  const state = statement.isError
    ? t('selfOperated.failed')
    : !data
      ? t('financeScreens.merchantFlow.loading')
      : data.data.length === 0
        ? t('selfOperated.statement.empty')
        : undefined;
  return (
    <Paper withBorder p="md" radius="md" data-testid="platform-account-statement">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3}>{t('selfOperated.statement.title', { account: name })}</Title>
          <CloseButton aria-label={t('selfOperated.statement.close')} onClick={onClose} />
        </Group>
        {data && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="platform-account-balances">
            <Text>
              {t('selfOperated.columns.opening')}: {formatCents(data.account.openingCents)}
            </Text>
            <Text>
              {t('selfOperated.columns.closing')}: {formatCents(data.account.closingCents)}
            </Text>
          </SimpleGrid>
        )}
        <ResponsiveTable
          testId="platform-account-postings"
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(p) => p.entryId}
          state={state}
        />
        {data && data.totalPage > 1 && (
          <Pagination
            total={data.totalPage}
            value={pageNo}
            onChange={setPageNo}
            getControlProps={(control) => ({
              'aria-label': t(`financeScreens.merchantFlow.page.${control}`),
            })}
          />
        )}
      </Stack>
    </Paper>
  );
}
