import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DatesRangeValue } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { FEE_TYPES, TRANSACTION_STATUSES } from '../../../../domain/wallet';

/** The transactions list's filters: fee type, status and a date range (sent as beginTime/endTime). */
export type TransactionFilterValues = {
  feeType: number | null;
  status: number | null;
  range: DatesRangeValue<string>;
};

export const NO_TRANSACTION_FILTERS: TransactionFilterValues = {
  feeType: null,
  status: null,
  range: [null, null],
};

type Props = {
  value: TransactionFilterValues;
  onChange: (next: TransactionFilterValues) => void;
};

export function TransactionFilters({ value, onChange }: Props) {
  const { t } = useTranslation('wallet');
  const toNumber = (v: string | null) => (v === null ? null : Number(v));
  return (
    <FilterPanel active={countSetFilters(value)}>
      <Group gap="sm" align="flex-end" data-testid="transaction-filters">
        <Select
          w={filterWidth(220)}
          label={t('screens.field.feeType')}
          placeholder={t('screens.filters.allFeeTypes')}
          clearable
          data={FEE_TYPES.map((f) => ({ value: String(f), label: t(`ledger.feeTypes.${f}`) }))}
          value={value.feeType === null ? null : String(value.feeType)}
          onChange={(v) => onChange({ ...value, feeType: toNumber(v) })}
        />
        <Select
          w={filterWidth(170)}
          label={t('screens.field.status')}
          placeholder={t('screens.filters.allStatuses')}
          clearable
          data={TRANSACTION_STATUSES.map((s) => ({ value: String(s), label: t(`ledger.status.${s}`) }))}
          value={value.status === null ? null : String(value.status)}
          onChange={(v) => onChange({ ...value, status: toNumber(v) })}
        />
        <DatePickerInput
          type="range"
          w={filterWidth(240)}
          label={t('screens.field.transactionTime')}
          placeholder={t('screens.filters.dateRange')}
          clearable
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          value={value.range}
          onChange={(range) => onChange({ ...value, range })}
        />
      </Group>
    </FilterPanel>
  );
}
