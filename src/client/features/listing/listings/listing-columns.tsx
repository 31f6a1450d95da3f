import { ActionIcon, Group, Text } from '@mantine/core';
import { IconFileDescription, IconTagOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sellerActionsOf } from '../../../../domain/listing/listings';
import { formatCents } from '../../../../domain/wallet/wallet';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { MarketplaceName } from '../../../components/MarketplaceName';
import { displayTime } from './listing-text';
import type { ListingRow } from './listings-api';
import { ListingStateBadge } from './ListingStateBadge';

export const CROSS_LISTING_PATH = '/business/cross-listing';
export const listingDetailPath = (id: number) => `${CROSS_LISTING_PATH}/detail?id=${id}`;

/** Where the admin's and the seller's lists differ: the detail's path, and the seller's column. */
export type ListingColumnsOptions = { detailPath: (id: number) => string; withSeller: boolean };
export const SELLER_LISTING_COLUMNS: ListingColumnsOptions = {
  detailPath: listingDetailPath,
  withSeller: false,
};

/** The columns of `cross-listing`; `onDelist` is absent where the user may not delist. */
export function useListingColumns(
  onDelist: ((listing: ListingRow) => void) | undefined,
  delisting: number | null,
  options: ListingColumnsOptions,
): ResponsiveColumn<ListingRow>[] {
  const { t } = useTranslation('listing');
  const { detailPath, withSeller } = options;
  return useMemo(
    () => [
      { id: 'oneId', header: t('list.oneId'), priority: 'key', cell: (l) => <OneIdLink oneId={l.oneId} /> },
      ...(withSeller
        ? [
            {
              id: 'seller',
              header: t('admin.seller'),
              priority: 'high' as const,
              cell: (l: ListingRow) => (
                <>
                  <Text size="sm">{l.seller?.name}</Text>
                  <Text size="xs" c="dimmed">
                    {l.seller?.uid}
                  </Text>
                </>
              ),
            },
          ]
        : []),
      {
        id: 'product',
        header: t('list.product'),
        priority: 'key',
        cell: (l) => (
          <>
            <Text size="sm" fw={500} truncate maw={170}>
              {l.name || l.sku}
            </Text>
            <Text size="xs" c="dimmed">
              {[l.sku, l.size].filter(Boolean).join(' · ')}
            </Text>
          </>
        ),
      },
      {
        id: 'marketplace',
        header: t('list.marketplace'),
        priority: 'key',
        cell: (l) => <MarketplaceName marketplace={l.marketplace} mode={l.mode} />,
      },
      {
        id: 'state',
        header: t('list.state'),
        priority: 'key',
        cell: (l) => <ListingStateBadge state={l.state} />,
      },
      {
        id: 'price',
        header: t('list.price'),
        priority: 'high',
        align: 'right',
        cell: (l) => formatCents(l.priceCents),
      },
      {
        id: 'payout',
        header: t('list.payout'),
        // The admin's list makes room for the seller: the seller's payout folds into the row's details.
        priority: withSeller ? 'low' : 'high',
        align: 'right',
        cell: (l) => formatCents(l.payoutCents),
      },
      { id: 'updated', header: t('list.updated'), priority: 'low', cell: (l) => displayTime(l.updatedAt) },
      {
        id: 'actions',
        header: t('list.actions'),
        priority: 'key',
        cell: (l) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              component={Link}
              to={detailPath(l.id)}
              variant="subtle"
              aria-label={t('list.detailOf', { oneId: l.oneId })}
              title={t('list.detail')}
            >
              <IconFileDescription size={18} />
            </ActionIcon>
            {onDelist && sellerActionsOf(l.state).includes('delist') && (
              <RowAction
                label={t('delist.action', { oneId: l.oneId })}
                tooltip={t('delist.button')}
                icon={IconTagOff}
                color="orange"
                loading={delisting === l.id}
                onClick={() => onDelist(l)}
              />
            )}
          </Group>
        ),
      },
    ],
    [t, onDelist, delisting, detailPath, withSeller],
  );
}
