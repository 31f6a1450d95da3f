import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopCandidate } from '../../../../domain/sourcing/shop-products';
import { useShopCandidates } from './shop-api';

/**
 * The SKU a new product is of: the seller's own SKUs first, or any of the catalogue found by code or
 * name. A SKU the seller already has a product of is shown but cannot be chosen (change that one).
 */
export function ShopSkuPicker({ onPick }: { onPick: (candidate: ShopCandidate) => void }) {
  const { t } = useTranslation('sourcing-shop');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<ShopCandidate | null>(null);
  const candidates = useShopCandidates(keyword, true);
  const found = candidates.data ?? [];
  // The chosen SKU stays an option while its label fills the search box.
  const list = chosen && !found.some((c) => c.sku === chosen.sku) ? [chosen, ...found] : found;
  return (
    <Select
      label={t('form.sku')}
      description={t('form.skuHint')}
      placeholder={t('form.skuPlaceholder')}
      searchable
      withAsterisk
      searchValue={search}
      onSearchChange={setSearch}
      value={chosen?.sku ?? null}
      filter={({ options }) => options}
      nothingFoundMessage={candidates.isFetching ? t('form.skuSearching') : t('form.skuNone')}
      data={list.map((c) => ({
        value: c.sku,
        label: c.productId
          ? t('form.skuInShop', { sku: c.sku, name: c.name })
          : t('form.skuOption', { sku: c.sku, brand: c.brand, name: c.name }),
        disabled: c.productId !== null,
      }))}
      onChange={(sku) => {
        const candidate = list.find((c) => c.sku === sku) ?? null;
        setChosen(candidate);
        if (candidate) onPick(candidate);
      }}
      data-testid="shop-sku"
    />
  );
}
