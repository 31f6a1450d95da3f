import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerSearch } from '../api/seller-options';

/** Picks an active seller by uid, username or name, searching the merchant accounts as the admin types. */
type Props = {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  placeholder?: string;
  w?: number | string;
  required?: boolean;
  error?: string;
};

export function SellerPicker({ value, onChange, label, placeholder, w, required, error }: Props) {
  const { t } = useTranslation('inbound');
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState('');
  const [settled] = useDebouncedValue(search === chosenLabel ? '' : search, 250);
  const sellers = useSellerSearch(settled, true);
  const data = (sellers.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.realname || s.username} (${s.uid})`,
  }));
  if (value !== null && !data.some((o) => o.value === String(value)))
    data.unshift({ value: String(value), label: chosenLabel || `#${value}` });

  return (
    <Select
      w={w}
      label={label}
      placeholder={placeholder}
      withAsterisk={required}
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={sellers.isFetching ? t('items.searching') : t('admin.noSeller')}
      onChange={(id, option) => {
        setChosenLabel(option?.label ?? '');
        onChange(id === null ? null : Number(id));
      }}
      error={error}
    />
  );
}
