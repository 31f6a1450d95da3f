import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../../domain/wallet/wallet';
import { APPLICATION_KIND_LABEL, APPLICATION_STAGE_LABEL } from '../../../../domain/wallet/applications';
import type { ApplicationKind, ApplicationStage } from '../../../../domain/wallet/applications';
import type { FinanceOverview } from '../../../../domain/wallet/overview';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { formatInCurrency } from '../components/money';
import { platformFlowFilteredPath } from '../platform-flow/platform-flow-paths';

type Waiting = FinanceOverview['pending'][number];

/** What the applications of a stage add up to, in each currency they were applied in. */
function amountsText(w: Waiting): string {
  const parts = [];
  if (w.usdCents > 0 || w.rmbCents === 0) parts.push(formatCents(w.usdCents));
  if (w.rmbCents > 0) parts.push(formatInCurrency(w.rmbCents, 'RMB'));
  return parts.join(' + ');
}

/** Recharges and withdrawals waiting for the platform, by stage, each opening the platform flow filtered. */
export function PendingApplications({ pending }: { pending: readonly Waiting[] | undefined }) {
  const { t } = useTranslation('wallet');
  const kindOf = (w: Waiting) => t(APPLICATION_KIND_LABEL[w.kind as ApplicationKind]);
  const stageOf = (w: Waiting) => t(APPLICATION_STAGE_LABEL[w.stage as ApplicationStage]);
  const columns: ResponsiveColumn<Waiting>[] = [
    { id: 'kind', header: t('overview.column.kind'), priority: 'key', cell: kindOf },
    { id: 'stage', header: t('overview.column.stage'), priority: 'key', cell: stageOf },
    {
      id: 'count',
      header: t('overview.column.count'),
      priority: 'key',
      align: 'right',
      cell: (w) => <span data-testid="pending-count">{w.count}</span>,
    },
    {
      id: 'amount',
      header: t('overview.column.amount'),
      priority: 'high',
      align: 'right',
      cell: (w) => <span data-testid="pending-amount">{amountsText(w)}</span>,
    },
    {
      id: 'open',
      header: t('overview.column.open'),
      priority: 'key',
      cell: (w) => (
        <Anchor
          component={Link}
          to={platformFlowFilteredPath(w.kind, w.stage)}
          size="sm"
          aria-label={t('overview.pending.openLabel', { kind: kindOf(w), stage: stageOf(w) })}
        >
          {t('overview.pending.open')}
        </Anchor>
      ),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('overview.pending.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('overview.pending.hint')}
          </Text>
        </div>
        <ResponsiveTable
          testId="overview-pending"
          columns={columns}
          rows={pending ?? []}
          rowKey={(w) => `${w.kind}-${w.stage}`}
          rowName={(w) => `${kindOf(w)} ${stageOf(w)}`}
          rowProps={(w) => ({ 'data-pending': `${w.kind}-${w.stage}` })}
        />
      </Stack>
    </Paper>
  );
}
