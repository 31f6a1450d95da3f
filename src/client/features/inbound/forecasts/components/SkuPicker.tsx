import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkuRow } from '../../../../../domain/skus/skus';
import { useSkuSearch } from '../api/sku-search';

/** Picks a catalogue SKU, searching the catalogue by code, name or brand as the seller types. */
type Props = {
  value: string;
  label: string;
  error?: ReactNode;
  onPick: (sku: SkuRow | null) => void;
  onBlur?: () => void;
};

export function skuLabelOf(sku: Pick<SkuRow, 'sku' | 'brand' | 'name'>): string {
  return `${sku.sku} · ${sku.brand} ${sku.name}`.trim();
}

export function SkuPicker({ value, label, error, onPick, onBlur }: Props) {
  const { t } = useTranslation('inbound');
  const [search, setSearch] = useState('');
  // Once a SKU is picked the box shows its label; searching for that label would find nothing.
  const keyword = search === label ? '' : search;
  const [settled] = useDebouncedValue(keyword, 250);
  const found = useSkuSearch(settled);
  const rows = found.data ?? [];
  const data = rows.map((sku) => ({ value: sku.sku, label: skuLabelOf(sku) }));
  if (value && !data.some((o) => o.value === value)) data.unshift({ value, label: label || value });

  return (
    <Select
      label={t('fields.sku')}
      placeholder={t('items.skuPlaceholder')}
      withAsterisk
      searchable
      clearable
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      // The catalogue has already matched the text; showing every answer keeps name matches visible.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? t('items.searching') : t('items.noSku')}
      onChange={(code) => onPick(rows.find((r) => r.sku === code) ?? null)}
      onBlur={onBlur}
      error={error}
    />
  );
}
