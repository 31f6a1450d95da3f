import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LABEL, MARKETPLACES } from '../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import { filterWidth } from '../../components/responsive-list/FilterPanel';

/**
 * The filter fields the listing area's lists share (cross-listing and Sales Orders, the seller's and
 * the admin's): the admin's seller, the marketplace, and a keyword field with the list's own label.
 */
export function SellerFilterField({
  value,
  onChange,
}: {
  value: string;
  onChange: (seller: string) => void;
}) {
  const { t } = useTranslation('listing');
  return (
    <TextInput
      label={t('admin.seller')}
      placeholder={t('admin.sellerPlaceholder')}
      w={filterWidth(240)}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function MarketplaceFilterField({
  value,
  onChange,
}: {
  value: MarketplaceCode | null;
  onChange: (marketplace: MarketplaceCode | null) => void;
}) {
  const { t } = useTranslation('listing');
  return (
    <Select
      label={t('list.marketplace')}
      w={filterWidth(180)}
      clearable
      data={MARKETPLACES.map((m) => ({ value: m, label: t(MARKETPLACE_LABEL[m]) }))}
      value={value}
      onChange={(v) => onChange(v as MarketplaceCode | null)}
    />
  );
}

export function KeywordFilterField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (keyword: string) => void;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      w={filterWidth(240)}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/**
 * A list's filter form: the fields `children` draws from the draft being filled in (`change` patches
 * it); Search hands the draft to `onSearch`.
 */
export function FilterForm<F>({
  empty,
  onSearch,
  children,
}: {
  empty: F;
  onSearch: (filters: F) => void;
  children: (draft: F, change: (patch: Partial<F>) => void) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState<F>(empty);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form onSubmit={search}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children(draft, (patch) => setDraft((d) => ({ ...d, ...patch })))}
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          {t('actions.search')}
        </Button>
      </Group>
    </form>
  );
}
