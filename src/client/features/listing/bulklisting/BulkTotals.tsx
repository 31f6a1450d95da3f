import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LABEL, MARKETPLACES } from '../../../../domain/listing/marketplaces';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { BatchTotals } from './bulk-draft';

/** What the batch comes to at the prices typed, before Confirm: its platform fee and payout, per marketplace. */
export function BulkTotals({ totals }: { totals: BatchTotals }) {
  const { t } = useTranslation('listing');
  const figures = [
    { id: 'pairs', label: t('bulk.totalPairs'), value: String(totals.items) },
    { id: 'listings', label: t('bulk.totalListings'), value: String(totals.listings) },
    { id: 'fee', label: t('terms.fee'), value: formatCents(totals.feeCents) },
    { id: 'payout', label: t('list.payout'), value: formatCents(totals.payoutCents) },
  ];
  const byMarketplace = MARKETPLACES.flatMap((m) => {
    const sums = totals.byMarketplace[m];
    return sums ? [[m, sums] as const] : [];
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('bulk.totalsTitle')}>
      <Stack gap="sm" data-testid="bulk-totals">
        <Title order={4}>{t('bulk.totalsTitle')}</Title>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
          {figures.map((f) => (
            <Stack key={f.id} gap={0} data-testid={`total-${f.id}`}>
              <Text size="xs" c="dimmed">
                {f.label}
              </Text>
              <Text size="lg" fw={600}>
                {f.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {byMarketplace.map(([m, sums]) => (
          <Text key={m} size="sm" data-testid={`total-on-${m}`}>
            {t('bulk.totalOn', {
              name: t(MARKETPLACE_LABEL[m]),
              count: sums.listings,
              fee: formatCents(sums.feeCents),
              payout: formatCents(sums.payoutCents),
            })}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t('bulk.totalsNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
