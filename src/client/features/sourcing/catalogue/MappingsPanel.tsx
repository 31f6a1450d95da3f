import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMarketplaceCode, MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import type { MappingView } from '../../../../domain/sourcing/catalogue';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMappings } from './catalogue-api';
import { CatalogueFilters, searchParams } from './CatalogueFilters';
import type { CatalogueSearch } from './CatalogueFilters';

/**
 * Our SKUs and sizes, each with the marketplaces' catalogue variants that stand for it (found by
 * style code and barcode) and the sellers' shop sizes mapped to it, and how each was mapped.
 */
export function MappingsPanel({ initial }: { initial: CatalogueSearch }) {
  const { t } = useTranslation('sourcing-shop');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [search, setSearch] = useState(initial);
  const mappings = useMappings({ pageNo, pageSize, keyword: searchParams(search).keyword });
  const columns = useMemo(
    (): ResponsiveColumn<MappingView>[] => [
      {
        id: 'sku',
        header: t('mappings.columns.sku'),
        priority: 'key',
        cell: (m) => (
          <Text size="sm" ff="monospace" fw={600}>
            {t('conflicts.skuSize', { sku: m.sku, size: m.size })}
          </Text>
        ),
      },
      {
        id: 'catalogue',
        header: t('mappings.columns.catalogue'),
        priority: 'high',
        cell: (m) =>
          m.catalogue.length === 0 ? (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ) : (
            <Stack gap={0}>
              {m.catalogue.map((c) => (
                <Text key={`${c.marketplace}|${c.variantId}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {t('mappings.variant', {
                    marketplace: isMarketplaceCode(c.marketplace)
                      ? t(MARKETPLACE_LABEL[c.marketplace])
                      : c.marketplace,
                    variant: c.variantId,
                    gtin: c.gtin ?? '—',
                  })}
                </Text>
              ))}
            </Stack>
          ),
      },
      {
        id: 'shops',
        header: t('mappings.columns.shops'),
        priority: 'key',
        cell: (m) =>
          m.shops.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('mappings.noShop')}
            </Text>
          ) : (
            <Stack gap={0} data-testid="mapped-shop-sizes">
              {m.shops.map((s) => (
                <Text
                  key={`${s.shopProductId}|${s.skuId ?? s.sellerSku}`}
                  size="xs"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {t('mappings.shopSize', { seller: s.seller.uid, sellerSku: s.sellerSku, size: s.sizeText })}
                  <Text span size="xs" c="dimmed">
                    {' · '}
                    {t(`catalogue.mappedBy.${s.mappedBy}`)}
                  </Text>
                </Text>
              ))}
            </Stack>
          ),
      },
    ],
    [t],
  );
  const page = mappings.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <CatalogueFilters
          initial={initial}
          withSeller={false}
          keywordLabel={t('mappings.keyword')}
          onSearch={(s) => {
            setSearch(s);
            setPageNo(1);
          }}
        />
        {mappings.isError && (
          <Alert color="red" role="alert" title={t('catalogue.loadFailed')}>
            {mappings.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId="catalogue-mappings"
          columns={columns}
          rows={page?.rows ?? []}
          rowKey={(m) => `${m.sku}|${m.size}`}
          rowName={(m) => `${m.sku} ${m.size}`}
          rowProps={() => ({ 'data-testid': 'mapping' })}
          state={
            mappings.isPending
              ? t('catalogue.loading')
              : page?.rows.length === 0
                ? t('mappings.empty')
                : undefined
          }
        />
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
      </Stack>
    </Paper>
  );
}
