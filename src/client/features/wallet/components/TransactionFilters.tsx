import { Group } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { FEE_TYPES, TRANSACTION_STATUSES } from '../../../../domain/wallet/wallet';
import { DayRangeInput } from '../../../components/DayRangeInput';
import { CodeSelect } from '../../../components/CodeSelect';

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
  return (
    <FilterPanel active={countSetFilters(value)}>
      <Group gap="sm" align="flex-end" data-testid="transaction-filters">
        <CodeSelect
          w={filterWidth(220)}
          label={t('screens.field.feeType')}
          placeholder={t('screens.filters.allFeeTypes')}
          codes={FEE_TYPES}
          labelOf={(f) => t(`ledger.feeTypes.${f}`)}
          value={value.feeType}
          onChange={(feeType) => onChange({ ...value, feeType })}
        />
        <CodeSelect
          w={filterWidth(170)}
          label={t('screens.field.status')}
          placeholder={t('screens.filters.allStatuses')}
          codes={TRANSACTION_STATUSES}
          labelOf={(s) => t(`ledger.status.${s}`)}
          value={value.status}
          onChange={(status) => onChange({ ...value, status })}
        />
        <DayRangeInput
          w={filterWidth(240)}
          label={t('screens.field.transactionTime')}
          placeholder={t('screens.filters.dateRange')}
          value={value.range}
          onChange={(range) => onChange({ ...value, range })}
        />
      </Group>
    </FilterPanel>
  );
}
