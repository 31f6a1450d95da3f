import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InventoryStatusBadge } from '../../../components/InventoryStatusBadge';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';

/** A pair as an order (or the form asking for one) shows it. */
export type OrderPair = {
  oneId: string;
  sku: string;
  brand: string;
  name: string;
  size: string;
  status: number;
};

type Props<P extends OrderPair> = {
  pairs: readonly P[];
  /** Columns after the pair's own: a label upload, a storage fee, a label to view. */
  extra?: readonly ResponsiveColumn<P>[];
  /** Marks a pair that stops the order (not available): its row is named, for the eye and for tests. */
  problem?: (pair: P) => ReactNode;
};

/** The pairs of an order with their inventory status (spec section 4), each ONE ID opening the drawer. */
export function OrderItemsTable<P extends OrderPair>({ pairs, extra = [], problem }: Props<P>) {
  const { t } = useTranslation('outbound');
  const columns = useMemo<ResponsiveColumn<P>[]>(
    () => [
      { id: 'oneId', header: t('items.oneId'), priority: 'key', cell: (p) => <OneIdLink oneId={p.oneId} /> },
      {
        id: 'product',
        header: t('items.product'),
        priority: 'key',
        cell: (p) => (
          <>
            <Text size="sm" fw={500} truncate maw={240}>
              {p.name || p.sku}
            </Text>
            <Text size="xs" c="dimmed">
              {[p.brand, p.sku].filter(Boolean).join(' · ')}
            </Text>
          </>
        ),
      },
      { id: 'size', header: t('items.size'), priority: 'high', cell: (p) => p.size },
      {
        id: 'status',
        header: t('items.status'),
        priority: 'key',
        cell: (p) => (
          <>
            <InventoryStatusBadge status={p.status} size="sm" />
            {problem?.(p)}
          </>
        ),
      },
      ...extra,
    ],
    [t, extra, problem],
  );
  return (
    <ResponsiveTable
      testId="order-items"
      columns={columns}
      rows={pairs}
      rowKey={(p) => p.oneId}
      rowName={(p) => p.oneId}
      rowProps={(p) => ({ 'data-testid': 'order-item', 'data-one-id': p.oneId })}
    />
  );
}
