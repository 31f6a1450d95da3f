import { Group, Select, TextInput } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORECAST_STATUS_LABEL, FORECAST_STATUSES } from '../../../../../domain/inbound/rules';
import type { ForecastStatus } from '../../../../../domain/inbound/rules';
import {
  countSetFilters,
  FilterPanel,
  filterWidth,
} from '../../../../components/responsive-list/FilterPanel';
import { useWarehouseChoices } from '../../../../api/warehouse-choices';
import { DayRangeInput } from '../../../../components/DayRangeInput';
import { CodeSelect } from '../../../../components/CodeSelect';

/** What the forecast lists filter on; the date range becomes beginTime and endTime when sent. */
export type ForecastFilterValues = {
  status: ForecastStatus | null;
  logNo: string;
  wareId: number | null;
  range: DatesRangeValue<string>;
  shopUserId: number | null;
};

export const NO_FORECAST_FILTERS: ForecastFilterValues = {
  status: null,
  logNo: '',
  wareId: null,
  range: [null, null],
  shopUserId: null,
};

type Props = {
  value: ForecastFilterValues;
  onChange: <K extends keyof ForecastFilterValues>(field: K, value: ForecastFilterValues[K]) => void;
  /** Extra filters in the same row (the admin's seller picker). */
  children?: ReactNode;
};

export function ForecastFilters({ value, onChange, children }: Props) {
  const { t } = useTranslation('inbound');
  const warehouses = useWarehouseChoices();
  return (
    <FilterPanel active={countSetFilters(value)}>
      <Group gap="sm" align="flex-end" data-testid="forecast-filters">
        {children}
        <CodeSelect
          w={filterWidth(170)}
          label={t('filters.status')}
          placeholder={t('filters.allStatuses')}
          codes={FORECAST_STATUSES}
          labelOf={(s) => t(FORECAST_STATUS_LABEL[s])}
          value={value.status}
          onChange={(s) => onChange('status', s)}
        />
        <TextInput
          w={filterWidth(200)}
          label={t('filters.trackingNumber')}
          placeholder={t('filters.trackingPlaceholder')}
          leftSection={<IconSearch size={14} />}
          value={value.logNo}
          onChange={(e) => onChange('logNo', e.currentTarget.value)}
        />
        <Select
          w={filterWidth(180)}
          label={t('filters.warehouse')}
          placeholder={t('filters.allWarehouses')}
          clearable
          data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          value={value.wareId === null ? null : String(value.wareId)}
          onChange={(id) => onChange('wareId', id === null ? null : Number(id))}
        />
        <DayRangeInput
          w={filterWidth(240)}
          label={t('filters.created')}
          placeholder={t('filters.dateRange')}
          value={value.range}
          onChange={(range) => onChange('range', range)}
        />
      </Group>
    </FilterPanel>
  );
}
