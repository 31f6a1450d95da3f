import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useWalletSummary } from '../api/wallet-summary';

/** Available, held and total of the seller's wallet, the same figures on every wallet screen. */
export function WalletBalanceCards() {
  const { t } = useTranslation('wallet');
  const summary = useWalletSummary();
  if (summary.isError)
    return (
      <Alert color="red" role="alert">
        {summary.error.message}
      </Alert>
    );
  const figures = [
    ['available', summary.data?.availableCents],
    ['held', summary.data?.heldCents],
    ['total', summary.data?.totalCents],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {figures.map(([name, cents]) => (
        <Paper key={name} withBorder p="md" radius="md">
          <Text size="sm" c="dimmed">
            {t(`screens.balance.${name}`)}
          </Text>
          {cents === undefined ? (
            <Skeleton h={28} mt={4} />
          ) : (
            <Text size="xl" fw={700} data-testid={`wallet-${name}`}>
              {formatCents(cents)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
