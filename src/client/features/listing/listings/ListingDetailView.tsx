import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ListingDelisting } from '../../../../domain/listing/admin-listings';
import { marketplaceFeeCents } from '../../../../domain/listing/rules';
import { formatCents } from '../../../../domain/wallet/wallet';
import { InfoGrid } from '../../../components/InfoGrid';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { MarketplaceName } from '../../../components/MarketplaceName';
import { displayTime, listingMessageText } from './listing-text';
import { useListingDetail } from './listings-api';
import type { ListingDetail } from './listings-api';
import { ListingStateBadge } from './ListingStateBadge';
import { PriceHistory } from './PriceHistory';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * `cross-listing/detail?id=` as the seller and the admin see it (issue 25 point 2): one listing, its
 * item (and, for the admin, its seller), marketplace and state, an admin's delisting with the reason,
 * its prices down to the payout after the marketplace's fee, the marketplace's word, and every price
 * it had with the reason. `actions` are the screen's buttons on the listing.
 */
export function ListingDetailView({
  backTo,
  actions,
}: {
  backTo: string;
  actions?: (listing: ListingDetail) => ReactNode;
}) {
  const { t } = useTranslation('listing');
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const detail = useListingDetail(id);
  const l = detail.data;

  const backLink = (
    <Anchor component={Link} to={backTo} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (id === null)
    return (
      <Stack gap="md">
        {backLink}
        <Alert color="red" role="alert">
          {t('detail.noId')}
        </Alert>
      </Stack>
    );
  const message = listingMessageText(t, l?.message ?? null);
  return (
    <Stack gap="md" maw={960}>
      {backLink}
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
              <Group justify="space-between" wrap="wrap">
                <Group gap="sm" wrap="wrap">
                  <MarketplaceName marketplace={l.marketplace} mode={l.mode} size="md" />
                  <ListingStateBadge state={l.state} />
                </Group>
                {actions?.(l)}
              </Group>
              {l.delisting && <AdminDelisting delisting={l.delisting} />}
              {message && (
                <Alert
                  color={l.state === 'failed' ? 'red' : 'blue'}
                  title={t('detail.message')}
                  data-testid="market-message"
                >
                  {message}
                </Alert>
              )}
              <InfoGrid items={itemFacts(t, l)} />
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
          {/* Only the admin's detail names the seller: the note then speaks of the seller's bottom line. */}
          <PriceHistory
            changes={l.priceChanges}
            note={l.seller ? t('admin.historyNote') : t('detail.historyNote')}
          />
        </>
      )}
    </Stack>
  );
}

type Fact = [label: string, value: ReactNode, testId?: string];

/** The item, who sells it (on the admin's detail), where it is listed and how it is priced. */
function itemFacts(t: TFunction, l: ListingDetail): Fact[] {
  const seller: Fact[] = l.seller
    ? [[t('detail.seller'), `${l.seller.name} (${l.seller.uid})`, 'seller']]
    : [];
  return [
    [t('list.oneId'), <OneIdLink key="oneId" oneId={l.oneId} />],
    [t('list.product'), l.name],
    [t('detail.sku'), l.sku],
    [t('detail.size'), l.size],
    ...seller,
    [t('detail.externalId'), l.externalId],
    [t('detail.autoPricing'), l.autoPricing ? t('detail.on') : t('detail.off')],
    [t('list.updated'), displayTime(l.updatedAt)],
  ];
}

/** The platform took the listing down: who, when and the reason the admin gave. */
function AdminDelisting({ delisting }: { delisting: ListingDelisting }) {
  const { t } = useTranslation('listing');
  if (delisting.reason !== 'admin') return null;
  return (
    <Alert color="orange" title={t('detail.adminDelisted')} data-testid="admin-delisting">
      <Stack gap={4}>
        {delisting.note && <Text size="sm">{delisting.note}</Text>}
        {delisting.by && delisting.at && (
          <Text size="xs" c="dimmed">
            {t('detail.adminDelistedBy', { by: delisting.by, at: displayTime(delisting.at) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
