import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CataloguePage } from '../../../../domain/kernel/permissions';
import type { CatalogueProductView } from '../../../../domain/sourcing/catalogue';
import { useRequestKey } from '../../../api/request-key';
import { MarketplaceName } from '../../../components/MarketplaceName';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { ShopProductCell } from '../shop/ShopProductCell';
import { SyncStateCell } from '../shop/SyncStateCell';
import { useCatalogueProducts, useReadShops } from './catalogue-api';
import { CatalogueFilters, NO_SEARCH, searchParams } from './CatalogueFilters';
import { MappedSize } from './MappedSize';

/** The conflicts screen, opened on one product's open conflicts. */
export const conflictsPathOf = (productId: string) =>
  `/admin/SKUManage/TikTokSKUManage?tab=conflicts&keyword=${encodeURIComponent(productId)}`;

/**
 * Admin portal `SKUManage/TikTokProduct` (issue 26 point 3): every seller's TikTok shop products,
 * made here or at the shop, each size with the SKU and size of ours it maps to (and how), the sync
 * state with the shop's refusals, and the open conflicts leading to TikTokSKUManage. The connected
 * shops can be read again at once.
 */
export function TikTokProductScreen() {
  const { t } = useTranslation('sourcing-shop');
  const mayRead = useMay()(CataloguePage.tiktokProduct, 'edit');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [search, setSearch] = useState(NO_SEARCH);
  const products = useCatalogueProducts({ pageNo, pageSize, ...searchParams(search) });
  const read = useReadShops();
  const [requestKey, renewKey] = useRequestKey();
  const readAgain = async () => {
    try {
      const { message } = await read.mutateAsync({ requestKey });
      renewKey();
      notifications.show({ color: 'green', message });
    } catch {
      // Shown below (read.error); the next try keeps the key.
    }
  };
  const columns = useMemo(
    (): ResponsiveColumn<CatalogueProductView>[] => [
      {
        id: 'product',
        header: t('columns.product'),
        priority: 'key',
        cell: (p) => (
          <Stack gap={2} miw={0}>
            <ShopProductCell product={p} withOursBadge />
            <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="catalogue-seller">
              {t('catalogue.sellerShop', { name: p.seller.name, uid: p.seller.uid, shop: p.shopName })}
            </Text>
            <MarketplaceName marketplace="tiktok" mode={p.mode} />
          </Stack>
        ),
      },
      {
        id: 'sizes',
        header: t('catalogue.columns.mapping'),
        priority: 'key',
        width: 230,
        cell: (p) => (
          <Stack gap={2} data-testid="catalogue-sizes">
            {p.sizes.map((s) => (
              <MappedSize key={`${s.skuId ?? ''}${s.sizeText}`} size={s} />
            ))}
          </Stack>
        ),
      },
      {
        id: 'state',
        header: t('columns.state'),
        priority: 'high',
        cell: (p) => <SyncStateCell state={p.state} marketStatus={p.marketStatus} errors={p.errors} />,
      },
      {
        id: 'conflicts',
        header: t('catalogue.columns.conflicts'),
        priority: 'key',
        cell: (p) =>
          p.openConflicts > 0 && p.productId ? (
            <Anchor component={Link} to={conflictsPathOf(p.productId)} size="sm" data-testid="open-conflicts">
              {t('catalogue.openConflicts', { count: p.openConflicts })}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('catalogue.noConflicts')}
            </Text>
          ),
      },
    ],
    [t],
  );
  const page = products.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={3}>{t('catalogue.productsTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('catalogue.productsIntro')}
          </Text>
        </Stack>
        {mayRead && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={read.isPending}
            onClick={() => void readAgain()}
          >
            {t('catalogue.readShops')}
          </Button>
        )}
      </Group>
      {read.error && (
        <Alert color="red" role="alert">
          {read.error.message}
        </Alert>
      )}
      {products.isError && (
        <Alert color="red" role="alert" title={t('catalogue.loadFailed')}>
          {products.error.message}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <CatalogueFilters
            keywordLabel={t('catalogue.productKeyword')}
            onSearch={(s) => {
              setSearch(s);
              setPageNo(1);
            }}
          />
          <ResponsiveTable
            testId="catalogue-products"
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={(p) => p.id}
            rowName={(p) => p.title}
            rowProps={(p) => ({ 'data-testid': 'catalogue-product', 'data-conflicts': p.openConflicts })}
            state={
              products.isPending
                ? t('catalogue.loading')
                : page?.rows.length === 0
                  ? t('catalogue.empty')
                  : undefined
            }
          />
          <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
        </Stack>
      </Paper>
    </Stack>
  );
}
