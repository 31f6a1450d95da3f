import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseChoices } from '../../../api/warehouse-choices';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';

export type RepairFilterValues = { keyword: string; seller: string; wareId: number | null };
export const NO_REPAIR_FILTERS: RepairFilterValues = { keyword: '', seller: '', wareId: null };

/** The admin's repair lists' search: a number or ONE ID, the seller (where the list has one) and the warehouse. */
export function RepairFilters({
  value,
  onSearch,
  withSeller = true,
  keywordHint,
}: {
  value: RepairFilterValues;
  onSearch: (next: RepairFilterValues) => void;
  withSeller?: boolean;
  keywordHint: string;
}) {
  const { t } = useTranslation('repair-screens');
  const warehouses = useWarehouseChoices();
  const [draft, setDraft] = useState(value);
  return (
    <FilterPanel active={countSetFilters(value)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch({ ...draft, keyword: draft.keyword.trim(), seller: draft.seller.trim() });
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('filter.keyword')}
            placeholder={keywordHint}
            value={draft.keyword}
            onChange={(e) => setDraft({ ...draft, keyword: e.currentTarget.value })}
            w={filterWidth(220)}
          />
          {withSeller && (
            <TextInput
              label={t('filter.seller')}
              placeholder={t('filter.sellerHint')}
              value={draft.seller}
              onChange={(e) => setDraft({ ...draft, seller: e.currentTarget.value })}
              w={filterWidth(200)}
            />
          )}
          <Select
            label={t('column.warehouse')}
            placeholder={t('filter.allWarehouses')}
            clearable
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
            value={draft.wareId === null ? null : String(draft.wareId)}
            onChange={(v) => setDraft({ ...draft, wareId: v ? Number(v) : null })}
            w={filterWidth(180)}
          />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
            {t('common:actions.search')}
          </Button>
        </Group>
      </form>
    </FilterPanel>
  );
}

/** The filters as a list request's fields (only those set). */
export function filterFields(v: RepairFilterValues) {
  return {
    ...(v.keyword ? { keyword: v.keyword } : {}),
    ...(v.seller ? { seller: v.seller } : {}),
    ...(v.wareId !== null ? { wareId: v.wareId } : {}),
  };
}
