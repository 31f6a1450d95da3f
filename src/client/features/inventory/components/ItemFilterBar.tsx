import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INSPECTION_GRADE_LABEL, INSPECTION_GRADES } from '../../../../domain/inspection/rules';
import { FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { useWarehouseChoices } from '../../../api/warehouse-choices';
import { activeFilterCount, NO_ITEM_FILTERS } from '../item-filters';
import type { ItemFilterValues } from '../item-filters';
import { DayRangeInput } from '../../../components/DayRangeInput';
import { CodeSelect } from '../../../components/CodeSelect';

type Props = {
  value: ItemFilterValues;
  /** Applied on Search (or Enter), so typing does not reload the list on every key. */
  onSearch: (values: ItemFilterValues) => void;
  dates: ('in' | 'out')[];
  withOwner?: boolean;
  /** A batch's warehouse: shown in the warehouse filter, which cannot be changed. */
  fixedWareId?: number;
};

/** The stock lists' filters: ONE ID, SKU, brand, name, size, warehouse, grade and date ranges. */
export function ItemFilterBar({ value, onSearch, dates, withOwner = false, fixedWareId }: Props) {
  const { t } = useTranslation(['inventory', 'inbound']);
  const [draft, setDraft] = useState(value);
  const warehouses = useWarehouseChoices();
  const shownWareId = fixedWareId ?? draft.wareId;
  const set = <K extends keyof ItemFilterValues>(key: K, v: ItemFilterValues[K]) =>
    setDraft((d) => ({ ...d, [key]: v }));
  const text = (key: 'oneId' | 'sku' | 'brand' | 'remarks' | 'spec' | 'shopUser', w: number) => (
    <TextInput
      w={filterWidth(w)}
      size="xs"
      label={t(`filters.${key}`)}
      value={draft[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  const active = activeFilterCount(value);
  return (
    <FilterPanel active={active}>
      <form onSubmit={submit} data-testid="item-filters">
        <Group gap="xs" align="flex-end">
          {text('oneId', 130)}
          {text('sku', 130)}
          {text('brand', 110)}
          {text('remarks', 150)}
          {text('spec', 70)}
          {withOwner && text('shopUser', 140)}
          <Select
            w={filterWidth(150)}
            size="xs"
            label={t('filters.wareId')}
            placeholder={t('filters.all')}
            clearable={fixedWareId === undefined}
            disabled={fixedWareId !== undefined}
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
            value={shownWareId === null ? null : String(shownWareId)}
            onChange={(id) => set('wareId', id === null ? null : Number(id))}
          />
          <CodeSelect
            w={filterWidth(170)}
            size="xs"
            label={t('filters.checkResult')}
            placeholder={t('filters.all')}
            codes={INSPECTION_GRADES}
            labelOf={(g) => t(INSPECTION_GRADE_LABEL[g])}
            value={draft.checkResult}
            onChange={(g) => set('checkResult', g)}
          />
          {dates.map((kind) => (
            <DayRangeInput
              key={kind}
              w={filterWidth(220)}
              size="xs"
              label={t(kind === 'in' ? 'filters.inRange' : 'filters.outRange')}
              placeholder={t('filters.dateRange')}
              value={kind === 'in' ? draft.inRange : draft.outRange}
              onChange={(range) => set(kind === 'in' ? 'inRange' : 'outRange', range)}
            />
          ))}
          <Button type="submit" size="xs" leftSection={<IconSearch size={14} />}>
            {t('common:actions.search')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setDraft(NO_ITEM_FILTERS);
              onSearch(NO_ITEM_FILTERS);
            }}
          >
            {active ? t('filters.resetCount', { count: active }) : t('common:actions.reset')}
          </Button>
        </Group>
      </form>
    </FilterPanel>
  );
}
