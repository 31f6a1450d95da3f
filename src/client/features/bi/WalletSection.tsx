import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BI_LINKS } from '../../../domain/bi/bi';
import type { BiBoard } from '../../../domain/bi/bi';
import { APPLICATION_KIND_LABEL, APPLICATION_STAGE_LABEL } from '../../../domain/wallet/applications';
import type { ApplicationKind, ApplicationStage } from '../../../domain/wallet/applications';
import { formatCents } from '../../../domain/wallet/wallet';
import { BiBarChart } from './BiBarChart';
import { Figure, FigureRow } from './Figure';
import { dollarsTick, Nothing, Section } from './Section';

/** What the applications of a stage add up to, in each currency they were applied in. */
const amountsOf = (w: BiBoard['waiting'][number]) =>
  [
    ...(w.usdCents > 0 || w.rmbCents === 0 ? [formatCents(w.usdCents)] : []),
    ...(w.rmbCents > 0 ? [formatCents(w.rmbCents).replace('$', '¥')] : []),
  ].join(' + ');

type Props = { wallet: BiBoard['wallet'] | undefined; waiting: BiBoard['waiting'] | undefined };

/** The sellers' money now and cash in and out of the period (without the excluded sellers), and what waits. */
export function WalletSection({ wallet, waiting }: Props) {
  const { t } = useTranslation(['bi', 'wallet']);
  const money = (cents: number | undefined) => (cents === undefined ? undefined : formatCents(cents));
  const figures = [
    ['available', money(wallet?.availableCents)],
    ['held', money(wallet?.heldCents)],
    ['in', money(wallet?.inCents)],
    ['out', money(wallet?.outCents)],
  ] as const;
  const moved = (wallet?.cashByDay ?? []).some((d) => d.inCents > 0 || d.outCents > 0);
  const open = (waiting ?? []).filter((w) => w.count > 0);
  return (
    <Section title={t('wallet.title')} testId="bi-wallet">
      <Text size="sm" c="dimmed" data-testid="bi-wallet-excluded">
        {t('wallet.excluded', { count: wallet?.excludedSellers ?? 0 })}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {figures.map(([name, value]) => (
          <Figure
            key={name}
            label={t(`wallet.${name}`)}
            value={value}
            to={BI_LINKS.wallet}
            linkLabel={t('wallet.openOverview')}
            testId={`bi-wallet-${name}`}
          />
        ))}
      </SimpleGrid>
      {wallet && !moved && <Nothing testId="bi-cash-none">{t('wallet.noCash')}</Nothing>}
      {wallet && moved && (
        <BiBarChart
          testId="bi-cash-chart"
          label={t('wallet.chartLabel')}
          h={200}
          dataKey="day"
          withLegend
          data={wallet.cashByDay.map((d) => ({ day: d.day, in: d.inCents / 100, out: d.outCents / 100 }))}
          series={[
            { name: 'in', label: t('wallet.in'), color: 'teal.6' },
            { name: 'out', label: t('wallet.out'), color: 'red.6' },
          ]}
          valueFormatter={dollarsTick}
          xAxisProps={{ tickFormatter: (day: string) => day.slice(5) }}
        />
      )}
      <Text size="sm" fw={600}>
        {t('wallet.waiting')}
      </Text>
      {waiting && open.length === 0 && <Nothing testId="bi-waiting-none">{t('wallet.noneWaiting')}</Nothing>}
      <Stack gap={4}>
        {open.map((w) => {
          const name = `${t(APPLICATION_KIND_LABEL[w.kind as ApplicationKind])} · ${t(
            APPLICATION_STAGE_LABEL[w.stage as ApplicationStage],
          )}`;
          return (
            <FigureRow
              key={`${w.kind}-${w.stage}`}
              name={name}
              value={t('wallet.waitingCount', { count: w.count, amount: amountsOf(w) })}
              to={BI_LINKS.waiting(w.kind, w.stage)}
              linkLabel={t('wallet.openWaiting', { name })}
              testId={`bi-waiting-${w.kind}-${w.stage}`}
            />
          );
        })}
      </Stack>
    </Section>
  );
}
