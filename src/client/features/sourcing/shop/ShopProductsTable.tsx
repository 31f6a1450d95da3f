import { Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopProductView } from '../../../../domain/sourcing/shop-products';
import { formatCents } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { ShopProductCell } from './ShopProductCell';
import { SyncStateCell } from './SyncStateCell';

type Props = {
  rows: ShopProductView[];
  state: string | undefined;
  onEdit: ((product: ShopProductView) => void) | null;
};

/**
 * The seller's shop products: each with its sync state and the shop's refusals in its own words,
 * its sizes with price, the pairs available and the stock last sent, and TikTok's id and status.
 */
export function ShopProductsTable({ rows, state, onEdit }: Props) {
  const { t } = useTranslation(['sourcing-shop', 'common']);
  const columns = useMemo(
    (): ResponsiveColumn<ShopProductView>[] => [
      {
        id: 'product',
        header: t('columns.product'),
        priority: 'key',
        cell: (p) => <ShopProductCell product={p} withSku />,
      },
      {
        id: 'state',
        header: t('columns.state'),
        priority: 'key',
        cell: (p) => <SyncStateCell state={p.state} marketStatus={p.marketStatus} errors={p.errors} />,
      },
      {
        id: 'sizes',
        header: t('columns.sizes'),
        priority: 'high',
        width: 230,
        cell: (p) => (
          <Stack gap={2} data-testid="shop-product-sizes">
            {p.sizes.map((s) => (
              <Text key={s.sellerSku || s.size} size="xs">
                {t('columns.size', {
                  size: s.size,
                  price: s.priceCents === null ? '—' : formatCents(s.priceCents),
                  available: s.available,
                })}
                {s.stockSent !== null && s.stockSent !== s.available && (
                  <Text span size="xs" c="orange">
                    {' '}
                    {t('columns.stockSent', { count: s.stockSent })}
                  </Text>
                )}
              </Text>
            ))}
          </Stack>
        ),
      },
      {
        id: 'synced',
        header: t('columns.synced'),
        priority: 'low',
        cell: (p) => (p.syncedAt ? String(formatDisplayTime(p.syncedAt)) : '—'),
      },
      ...(onEdit
        ? [
            {
              id: 'actions',
              header: t('columns.actions'),
              priority: 'key' as const,
              cell: (p: ShopProductView) =>
                p.origin === 'ours' ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onEdit(p)}
                    aria-label={t('columns.editProduct', { title: p.title })}
                  >
                    {t('common:actions.edit')}
                  </Button>
                ) : null,
            },
          ]
        : []),
    ],
    [t, onEdit],
  );
  return (
    <ResponsiveTable
      testId="shop-products"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      rowName={(p) => p.title}
      rowProps={(p) => ({ 'data-testid': 'shop-product', 'data-state': p.state })}
      state={state}
    />
  );
}
