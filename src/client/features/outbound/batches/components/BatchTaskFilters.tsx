import { Group, Select, TextInput } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BATCH_STATUS_LABELS, OUTBOUND_BATCH_STATUSES } from '../../../../../domain/outbound/batches';
import { useWarehouseChoices } from '../../../../api/warehouse-choices';
import { CodeSelect } from '../../../../components/CodeSelect';
import { DayRangeInput } from '../../../../components/DayRangeInput';
import {
  countSetFilters,
  FilterPanel,
  filterWidth,
} from '../../../../components/responsive-list/FilterPanel';

export type BatchTaskFilterValues = {
  wareId: number | null;
  status: number | null;
  batchNo: string;
  range: DatesRangeValue<string>;
};

export const NO_BATCH_TASK_FILTERS: BatchTaskFilterValues = {
  wareId: null,
  status: null,
  batchNo: '',
  range: [null, null],
};

/** Warehouse, batch status (1-5), batch number and the days the batch was made in. */
export function BatchTaskFilters({
  value,
  onChange,
}: {
  value: BatchTaskFilterValues;
  onChange: (next: BatchTaskFilterValues) => void;
}) {
  const { t } = useTranslation('outbound-batches');
  const warehouses = useWarehouseChoices();
  const setBatchNo = (batchNo: string) => onChange({ ...value, batchNo: batchNo.trim() });
  return (
    <FilterPanel active={countSetFilters(value)}>
      <Group gap="sm" align="flex-end" data-testid="batch-task-filters">
        <Select
          w={filterWidth(200)}
          label={t('table.warehouse')}
          placeholder={t('filters.allWarehouses')}
          clearable
          data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          value={value.wareId === null ? null : String(value.wareId)}
          onChange={(id) => onChange({ ...value, wareId: id === null ? null : Number(id) })}
        />
        <CodeSelect
          w={filterWidth(200)}
          label={t('table.status')}
          placeholder={t('filters.allStatuses')}
          codes={OUTBOUND_BATCH_STATUSES}
          labelOf={(code) => t(BATCH_STATUS_LABELS[code])}
          value={value.status}
          onChange={(status) => onChange({ ...value, status })}
        />
        <TextInput
          w={filterWidth(180)}
          label={t('table.batchNo')}
          placeholder={t('filters.batchNoPlaceholder')}
          leftSection={<IconSearch size={14} />}
          defaultValue={value.batchNo}
          onBlur={(e) => setBatchNo(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setBatchNo(e.currentTarget.value);
          }}
        />
        <DayRangeInput
          w={filterWidth(240)}
          label={t('filters.createdIn')}
          placeholder={t('filters.dateRange')}
          value={value.range}
          onChange={(range) => onChange({ ...value, range })}
        />
      </Group>
    </FilterPanel>
  );
}
