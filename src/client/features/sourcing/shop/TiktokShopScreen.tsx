import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { SHOP_SYNC_STATE_LABEL, SHOP_SYNC_STATES } from '../../../../domain/sourcing/shop-products';
import type { ShopProductView, ShopSyncState } from '../../../../domain/sourcing/shop-products';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { useShopProducts, useShopStatus } from './shop-api';
import { ShopProductModal } from './ShopProductModal';
import { ShopProductsTable } from './ShopProductsTable';
import { ShopStatusPanel } from './ShopStatusPanel';

type Filters = { state: ShopSyncState | null; keyword: string };
/** The product form: closed, a new product, or one of the seller's to change. */
type Editing = { product: ShopProductView | null } | null;

/**
 * Seller portal `tiktok-shop` (menu "TikTok-shop sync"; issue 26 point 4): the seller's TikTok shop
 * (connected or not, the simulator named), its products with their sync state, sizes, stock, price
 * and the shop's refusals, found by state or keyword; making a product of a SKU, changing one, and
 * Sync. While a sync runs the screen reads the shop again by itself.
 */
export function TiktokShopScreen() {
  const { t } = useTranslation(['sourcing-shop', 'common']);
  const mayEdit = useMay()(BusinessPart.sourcing, 'add');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [draft, setDraft] = useState<Filters>({ state: null, keyword: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [editing, setEditing] = useState<Editing>(null);
  const status = useShopStatus();
  const products = useShopProducts(
    { pageNo, pageSize, state: filters.state ?? undefined, keyword: filters.keyword.trim() || undefined },
    status.data?.syncQueued ?? false,
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPageNo(1);
  };
  const page = products.data;
  const failed = status.error ?? products.error;
  return (
    <Stack gap="md">
      <Title order={3}>{t('title')}</Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {failed && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {failed.message}
        </Alert>
      )}
      {status.isPending && <Loader size="sm" role="status" aria-label={t('loading')} />}
      {status.data && (
        <ShopStatusPanel
          status={status.data}
          mayEdit={mayEdit}
          onNewProduct={() => setEditing({ product: null })}
        />
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <FilterPanel active={countSetFilters(filters)}>
            <form onSubmit={search}>
              <Group align="flex-end" gap="xs" wrap="wrap">
                <Select
                  label={t('filters.state')}
                  placeholder={t('filters.anyState')}
                  clearable
                  w={filterWidth(180)}
                  data={SHOP_SYNC_STATES.map((s) => ({ value: s, label: t(SHOP_SYNC_STATE_LABEL[s]) }))}
                  value={draft.state}
                  onChange={(v) => setDraft({ ...draft, state: (v as ShopSyncState | null) ?? null })}
                />
                <TextInput
                  label={t('filters.keyword')}
                  value={draft.keyword}
                  maxLength={64}
                  w={filterWidth(240)}
                  onChange={(e) => setDraft({ ...draft, keyword: e.currentTarget.value })}
                />
                <Button type="submit" leftSection={<IconSearch size={16} />}>
                  {t('common:actions.search')}
                </Button>
              </Group>
            </form>
          </FilterPanel>
          <ShopProductsTable
            rows={page?.rows ?? []}
            onEdit={mayEdit ? (product) => setEditing({ product }) : null}
            state={products.isPending ? t('loading') : page?.rows.length === 0 ? t('empty') : undefined}
          />
          <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
        </Stack>
      </Paper>
      {editing && <ShopProductModal product={editing.product} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
