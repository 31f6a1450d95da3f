import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusesOf } from '../../../../domain/outbound/outbound';
import type { OrderKind } from '../../../../domain/outbound/outbound';
import { CodeSelect } from '../../../components/CodeSelect';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { orderStatusKey } from './OrderStatusBadge';

/** An order list's filters: status (the kind's own), order number and ONE ID, applied by Search. */
export type OrderFilterValues = { status: number | null; oddNo: string; oneId: string };
export const NO_ORDER_FILTERS: OrderFilterValues = { status: null, oddNo: '', oneId: '' };

type Props = {
  kind: OrderKind;
  value: OrderFilterValues;
  onSearch: (next: OrderFilterValues) => void;
  /** False where the list's tabs choose the status. */
  withStatus?: boolean;
};

export function OrderFilters({ kind, value, onSearch, withStatus = true }: Props) {
  const { t } = useTranslation(['outbound', 'common']);
  const [draft, setDraft] = useState(value);
  return (
    <FilterPanel active={countSetFilters(withStatus ? value : { ...value, status: null })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch({ ...draft, oddNo: draft.oddNo.trim(), oneId: draft.oneId.trim() });
        }}
      >
        <Group gap="sm" align="flex-end" data-testid="order-filters">
          {withStatus && (
            <CodeSelect
              w={filterWidth(220)}
              label={t('list.status')}
              placeholder={t('list.allStatuses')}
              codes={statusesOf(kind)}
              labelOf={(s) => t(orderStatusKey(kind, s) ?? String(s))}
              value={draft.status}
              onChange={(status) => setDraft({ ...draft, status })}
              data-testid="filter-status"
            />
          )}
          <TextInput
            w={filterWidth(180)}
            label={t('list.oddNo')}
            value={draft.oddNo}
            onChange={(e) => setDraft({ ...draft, oddNo: e.currentTarget.value })}
            data-testid="filter-oddNo"
          />
          <TextInput
            w={filterWidth(180)}
            label={t('list.oneId')}
            value={draft.oneId}
            onChange={(e) => setDraft({ ...draft, oneId: e.currentTarget.value })}
            data-testid="filter-oneId"
          />
          <Button type="submit" data-testid="filter-search">
            {t('common:actions.search')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              // The tabs' status stays: reset clears what this panel sets.
              const cleared = withStatus ? NO_ORDER_FILTERS : { ...NO_ORDER_FILTERS, status: value.status };
              setDraft(cleared);
              onSearch(cleared);
            }}
          >
            {t('common:actions.reset')}
          </Button>
        </Group>
      </form>
    </FilterPanel>
  );
}
