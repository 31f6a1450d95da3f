import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import { SALE_ACTION_LABEL, offeredSaleActions } from '../../../../domain/listing/sales';
import type { SaleAction, SaleException } from '../../../../domain/listing/sales';
import { formatCents } from '../../../../domain/wallet/wallet';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { displayTime } from '../listings/listing-text';
import type { SaleRow } from './sales-api';
import { SaleStatusBadge } from './SaleStatusBadge';

const RED_ACTIONS: readonly SaleAction[] = ['withIssue', 'cancel', 'fake'];

const EXCEPTION_TEXT: Record<SaleException, string> = {
  soldElsewhere: 'errors.soldElsewhere',
  pairTaken: 'errors.pairTaken',
};

/**
 * Where the admin's and the seller's lists differ: the listing's detail path, and the seller's column
 * (the admin's list, which also offers the admin's actions).
 */
export type SaleColumnsOptions = { listingPath: (id: number) => string; withSeller: boolean };

/** The columns of Sales Orders; `onAct` is absent where the user may not act on sales. */
export function useSaleColumns(
  onAct: ((sale: SaleRow, action: SaleAction) => void) | undefined,
  options: SaleColumnsOptions,
): ResponsiveColumn<SaleRow>[] {
  const { t } = useTranslation('listing');
  const { listingPath, withSeller } = options;
  return useMemo(() => {
    const seller: ResponsiveColumn<SaleRow> = {
      id: 'seller',
      header: t('admin.seller'),
      priority: 'high',
      cell: (s) => (
        <>
          <Text size="sm">{s.seller?.name}</Text>
          <Text size="xs" c="dimmed">
            {s.seller?.uid}
          </Text>
        </>
      ),
    };
    const columns: ResponsiveColumn<SaleRow>[] = [
      {
        id: 'order',
        header: t('sales.order'),
        priority: 'key',
        cell: (s) => (
          <Stack gap={2}>
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {s.orderNo}
            </Text>
            <Text size="xs" c="dimmed">
              {t(MARKETPLACE_LABEL[s.marketplace])}
            </Text>
          </Stack>
        ),
      },
      ...(withSeller ? [seller] : []),
      {
        id: 'item',
        header: t('sales.item'),
        priority: 'key',
        cell: (s) => (
          <Stack gap={2}>
            {s.oneId ? <OneIdLink oneId={s.oneId} /> : '—'}
            <Text size="xs" c="dimmed">
              {[s.sku, s.size].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'price',
        header: t('sales.price'),
        priority: 'high',
        align: 'right',
        cell: (s) => formatCents(s.priceCents),
      },
      {
        id: 'status',
        header: t('sales.status'),
        priority: 'key',
        cell: (s) => (
          <Stack gap={4} align="flex-start">
            <SaleStatusBadge status={s.status} />
            {s.status === 'returned' && s.pairAwaitingCheck && (
              <Text size="xs" c="orange" maw={240} data-testid="sale-pair-back">
                {t('sales.pairBack')}
              </Text>
            )}
            {s.returnTo && (
              <Text size="xs" c="dimmed" maw={260} data-testid="sale-return-to">
                {t('sale.returnTo', { name: s.returnTo.accountName, line: s.returnTo.line })}
              </Text>
            )}
            {s.exception && (
              <Text size="xs" c="red" maw={240} data-testid="sale-exception">
                {t(EXCEPTION_TEXT[s.exception])}
              </Text>
            )}
            {s.note && (
              <Text size="xs" c="dimmed" maw={240} data-testid="sale-note">
                {s.note}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'consignment',
        header: t('sales.consignment'),
        priority: 'low',
        cell: (s) => s.consignmentNo ?? '—',
      },
      { id: 'ordered', header: t('sales.ordered'), priority: 'low', cell: (s) => displayTime(s.orderedAt) },
      {
        id: 'actions',
        header: t('list.actions'),
        priority: 'key',
        cell: (s) => (
          <Group gap={4} wrap="wrap">
            {s.listingId !== null && (
              <Button component={Link} to={listingPath(s.listingId)} size="compact-sm" variant="subtle">
                {t('sales.listing')}
              </Button>
            )}
            {onAct &&
              offeredSaleActions(s, withSeller ? 'admin' : 'seller').map((action) => (
                <Button
                  key={action}
                  size="compact-sm"
                  variant="light"
                  color={RED_ACTIONS.includes(action) ? 'red' : undefined}
                  aria-label={t('sales.actionOf', {
                    action: t(SALE_ACTION_LABEL[action]),
                    orderNo: s.orderNo,
                  })}
                  onClick={() => onAct(s, action)}
                >
                  {t(SALE_ACTION_LABEL[action])}
                </Button>
              ))}
          </Group>
        ),
      },
    ];
    return columns;
  }, [t, onAct, listingPath, withSeller]);
}
