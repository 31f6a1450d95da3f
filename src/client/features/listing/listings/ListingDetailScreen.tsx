import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import type { priceChangeView } from '../../../../domain/listing/listing-requests';
import { formatCents } from '../../../../domain/wallet/wallet';
import { marketplaceFeeCents } from '../../../../domain/listing/rules';
import { InfoGrid } from '../../../components/InfoGrid';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { CROSS_LISTING_PATH } from './listing-columns';
import { displayTime, listingMessageText, priceReasonText } from './listing-text';
import { useListingDetail } from './listings-api';
import { ListingStateBadge } from './ListingStateBadge';
import { MarketplaceName } from './MarketplaceName';

type PriceChange = z.infer<typeof priceChangeView>;

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Seller portal `cross-listing/detail?id=` (issue 25 point 2): one listing, its item, marketplace
 * and state, its prices down to the payout after the marketplace's fee, the marketplace's word, and
 * every price it had with the reason.
 */
export function ListingDetailScreen() {
  const { t } = useTranslation('listing');
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const detail = useListingDetail(id);
  const l = detail.data;

  const columns: ResponsiveColumn<PriceChange>[] = [
    {
      id: 'price',
      header: t('detail.price'),
      priority: 'key',
      align: 'right',
      cell: (c) => formatCents(c.priceCents),
    },
    { id: 'reason', header: t('detail.reason'), priority: 'key', cell: (c) => priceReasonText(t, c.reason) },
    {
      id: 'operator',
      header: t('detail.operator'),
      priority: 'high',
      cell: (c) => c.operator ?? t('detail.system'),
    },
    { id: 'at', header: t('detail.at'), priority: 'key', cell: (c) => displayTime(c.at) },
  ];

  const back = (
    <Anchor component={Link} to={CROSS_LISTING_PATH} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (id === null)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert">
          {t('detail.noId')}
        </Alert>
      </Stack>
    );
  const message = listingMessageText(t, l?.message ?? null);
  return (
    <Stack gap="md" maw={960}>
      {back}
      <Title order={3}>{t('detail.title')}</Title>
      {detail.isPending && <Loader size="sm" role="status" aria-label={t('detail.loading')} />}
      {detail.isError && (
        <Alert color="red" role="alert">
          {detail.error.message}
        </Alert>
      )}
      {l && (
        <>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group gap="sm" wrap="wrap">
                <MarketplaceName marketplace={l.marketplace} mode={l.mode} size="md" />
                <ListingStateBadge state={l.state} />
              </Group>
              {message && (
                <Alert
                  color={l.state === 'failed' ? 'red' : 'blue'}
                  title={t('detail.message')}
                  data-testid="market-message"
                >
                  {message}
                </Alert>
              )}
              <InfoGrid
                items={[
                  [t('list.oneId'), <OneIdLink key="oneId" oneId={l.oneId} />],
                  [t('list.product'), l.name],
                  [t('detail.sku'), l.sku],
                  [t('detail.size'), l.size],
                  [t('detail.externalId'), l.externalId],
                  [t('detail.autoPricing'), l.autoPricing ? t('detail.on') : t('detail.off')],
                  [t('list.updated'), displayTime(l.updatedAt)],
                ]}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={5}>{t('detail.prices')}</Title>
              <InfoGrid
                items={[
                  [t('list.price'), formatCents(l.priceCents), 'price'],
                  [t('detail.originalPrice'), formatCents(l.originalPriceCents)],
                  [t('terms.bottomLine'), formatCents(l.bottomLineCents)],
                  [t('terms.minimumPayout'), formatCents(l.minimumPayoutCents)],
                  [
                    t('terms.fee'),
                    `${formatCents(marketplaceFeeCents(l.priceCents, l.feeBasisPoints))} (${l.feeBasisPoints / 100}%)`,
                  ],
                  [t('list.payout'), formatCents(l.payoutCents), 'payout'],
                ]}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={5}>{t('detail.history')}</Title>
              <ResponsiveTable
                testId="price-history"
                columns={columns}
                rows={l.priceChanges}
                rowKey={(c) => l.priceChanges.indexOf(c)}
                rowProps={() => ({ 'data-testid': 'price-change' })}
                state={l.priceChanges.length === 0 ? t('detail.noHistory') : undefined}
              />
              <Text size="xs" c="dimmed">
                {t('detail.historyNote')}
              </Text>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
