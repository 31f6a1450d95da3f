import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';

export type CatalogueSearch = { seller: string; keyword: string };
export const NO_SEARCH: CatalogueSearch = { seller: '', keyword: '' };

/** The search fields as the routes take them: blank ones left out. */
export const searchParams = (s: CatalogueSearch) => ({
  seller: s.seller.trim() || undefined,
  keyword: s.keyword.trim() || undefined,
});

/**
 * The catalogue lists' search: the seller (merchant code, username or name) and a keyword (SKU,
 * title, TikTok product ID or barcode); `children` adds a list's own fields, which apply at once.
 */
export function CatalogueFilters({
  onSearch,
  keywordLabel,
  children,
  extraSet = 0,
  initial = NO_SEARCH,
  withSeller = true,
}: {
  initial?: CatalogueSearch;
  /** The list can be narrowed to a seller's (not our SKUs and sizes, which are everyone's). */
  withSeller?: boolean;
  onSearch: (search: CatalogueSearch) => void;
  keywordLabel: string;
  children?: ReactNode;
  extraSet?: number;
}) {
  const { t } = useTranslation(['sourcing-shop', 'common']);
  const [draft, setDraft] = useState<CatalogueSearch>(initial);
  const [applied, setApplied] = useState(() => countSetFilters(initial));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied(countSetFilters(draft));
    onSearch(draft);
  };
  return (
    <FilterPanel active={applied + extraSet}>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          {children}
          {withSeller && (
            <TextInput
              label={t('catalogue.seller')}
              value={draft.seller}
              maxLength={64}
              w={filterWidth(200)}
              onChange={(e) => setDraft({ ...draft, seller: e.currentTarget.value })}
            />
          )}
          <TextInput
            label={keywordLabel}
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
  );
}
