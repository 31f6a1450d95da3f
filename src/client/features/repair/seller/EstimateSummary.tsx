import { Alert, Anchor, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RepairEstimate } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';

const RECHARGE_PATH = '/business/wallet/WalletCharge';

type Props = {
  estimate: RepairEstimate | undefined;
  loading: boolean;
  error: string | null;
  availableCents: number | undefined;
  /** How much a refused submission said was missing from the wallet. */
  shortfallCents: number;
};

/**
 * The order's estimate (from Fee/RepairMange): the total, the repairs pending ahead in the warehouse
 * and the estimated days; the wallet's available balance and how the hold works.
 */
export function EstimateSummary({ estimate, loading, error, availableCents, shortfallCents }: Props) {
  const { t } = useTranslation('repair-screens');
  const missing =
    shortfallCents > 0
      ? shortfallCents
      : estimate && availableCents !== undefined
        ? Math.max(0, estimate.totalCents - availableCents)
        : 0;
  return (
    <Stack gap="xs" data-testid="repair-estimate">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Figure
          label={t('create.total')}
          value={estimate ? formatCents(estimate.totalCents) : '-'}
          testId="estimate-total"
        />
        <Figure
          label={t('column.pendingAhead')}
          value={estimate ? String(estimate.pendingAhead) : '-'}
          testId="estimate-ahead"
        />
        <Figure
          label={t('column.estimatedDays')}
          value={estimate ? t('days', { count: estimate.estimatedDays }) : '-'}
          testId="estimate-days"
        />
        <Figure
          label={t('create.available')}
          value={availableCents === undefined ? '-' : formatCents(availableCents)}
          testId="wallet-available"
        />
      </SimpleGrid>
      {loading && <Loader size="xs" role="status" aria-label={t('create.estimating')} />}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('create.holdExplain')}
      </Text>
      {missing > 0 && (
        <Alert color="orange" role="alert" data-testid="repair-shortfall">
          {t('create.shortfall', { amount: formatCents(missing) })}{' '}
          <Anchor component={Link} to={RECHARGE_PATH}>
            {t('create.recharge')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
