import { Alert, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HomeSummary } from '../../../domain/home/home';
import { formatCents } from '../../../domain/wallet/wallet';

type Figure = { key: string; value: string; to: string; hint?: string };

function figuresOf(f: HomeSummary['figures'], held: (amount: string) => string): Figure[] {
  // A figure of a part a team member's role lacks is null: not shown.
  const counts: [string, number | null, string][] = [
    ['pairsInStock', f.pairsInStock, '/business/in-warehouse/inventory'],
    ['listed', f.listed, '/business/cross-listing'],
    ['soldThisMonth', f.soldThisMonth, '/business/cross-listing/sales'],
  ];
  const figures: Figure[] = counts.flatMap(([key, value, to]) =>
    value === null ? [] : [{ key, value: String(value), to }],
  );
  if (f.availableCents !== null)
    figures.push({
      key: 'balance',
      value: formatCents(f.availableCents),
      to: '/business/wallet',
      hint: f.heldCents ? held(formatCents(f.heldCents)) : undefined,
    });
  return figures;
}

/** The seller's figures, each opening the list behind it. */
export function HomeFigures({ summary, failed }: { summary: HomeSummary | undefined; failed: boolean }) {
  const { t } = useTranslation('home');
  if (failed && !summary)
    return (
      <Alert color="red" role="alert">
        {t('figures.failed')}
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="home-figures">
      {summary
        ? figuresOf(summary.figures, (amount) => t('figures.held', { amount })).map((figure) => (
            <Card
              key={figure.key}
              withBorder
              padding="md"
              radius="md"
              component={Link}
              to={figure.to}
              data-testid={`home-figure-${figure.key}`}
            >
              <Text size="sm" c="dimmed">
                {t(`figures.${figure.key}`)}
              </Text>
              <Text fz={28} fw={700} c="bright" lh={1.3}>
                {figure.value}
              </Text>
              {figure.hint ? (
                <Text size="xs" c="dimmed">
                  {figure.hint}
                </Text>
              ) : null}
            </Card>
          ))
        : [0, 1, 2, 3].map((i) => <Skeleton key={i} h={96} radius="md" />)}
    </SimpleGrid>
  );
}
