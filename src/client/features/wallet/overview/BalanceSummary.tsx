import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { FinanceOverview, SellerBalance } from '../../../../domain/wallet/overview';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';

type Balances = FinanceOverview['balances'];

/** The sellers' money now: totals, how many sellers have any, and the largest balances. */
export function BalanceSummary({ balances }: { balances: Balances | undefined }) {
  const { t } = useTranslation('wallet');
  const figures = [
    ['available', balances && formatCents(balances.availableCents)],
    ['held', balances && formatCents(balances.heldCents)],
    ['sellersWithMoney', balances && String(balances.sellersWithMoney)],
  ] as const;
  const money = (cents: number) => formatCents(cents);
  const columns: ResponsiveColumn<SellerBalance>[] = [
    {
      id: 'seller',
      header: t('overview.column.seller'),
      priority: 'key',
      cell: (s) => (
        <>
          <Text size="sm">{s.uid}</Text>
          <Text size="xs" c="dimmed">
            {s.name}
          </Text>
        </>
      ),
    },
    {
      id: 'available',
      header: t('overview.column.available'),
      priority: 'high',
      align: 'right',
      cell: (s) => money(s.availableCents),
    },
    {
      id: 'held',
      header: t('overview.column.held'),
      priority: 'high',
      align: 'right',
      cell: (s) => money(s.heldCents),
    },
    {
      id: 'total',
      header: t('overview.column.total'),
      priority: 'key',
      align: 'right',
      cell: (s) => money(s.totalCents),
    },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {figures.map(([name, text]) => (
          <Paper key={name} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {t(`overview.balances.${name}`)}
            </Text>
            {text === undefined ? (
              <Skeleton h={28} mt={4} />
            ) : (
              <Text size="xl" fw={700} data-testid={`overview-${name}`}>
                {text}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>{t('overview.balances.topSellers')}</Title>
          <ResponsiveTable
            testId="overview-top-sellers"
            columns={columns}
            rows={balances?.topSellers ?? []}
            rowKey={(s) => s.sellerId}
            rowName={(s) => s.uid}
            rowProps={(s) => ({ 'data-seller': s.uid })}
            state={balances?.topSellers.length === 0 ? t('overview.balances.noSellers') : undefined}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
