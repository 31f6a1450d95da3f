import { Group, TextInput } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CodeSelect } from '../../../components/CodeSelect';
import { DayRangeInput } from '../../../components/DayRangeInput';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';

export type AuditFilterValues = {
  status: number | null;
  seller: string;
  oddNo: string;
  oneId: string;
  range: DatesRangeValue<string>;
};

export const NO_AUDIT_FILTERS: AuditFilterValues = {
  status: null,
  seller: '',
  oddNo: '',
  oneId: '',
  range: [null, null],
};

type TextField = 'seller' | 'oddNo' | 'oneId';

/**
 * Status (none offered where the list's tabs choose it), seller (merchant code or name), order
 * number, ONE ID and the day the order was made.
 */
export function AuditFilters({
  value,
  onChange,
  statuses,
  fields = ['seller', 'oddNo', 'oneId'],
}: {
  value: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
  statuses: readonly { code: number; label: string }[];
  fields?: readonly TextField[];
}) {
  const { t } = useTranslation(['outbound-audit', 'outbound']);
  const text = (field: TextField) => (
    <TextInput
      key={field}
      w={filterWidth(180)}
      label={t(`filters.${field}`)}
      placeholder={t(`filters.${field}Placeholder`)}
      leftSection={<IconSearch size={14} />}
      defaultValue={value[field]}
      onBlur={(e) => onChange({ ...value, [field]: e.currentTarget.value.trim() })}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange({ ...value, [field]: e.currentTarget.value.trim() });
      }}
    />
  );
  return (
    <FilterPanel active={countSetFilters(statuses.length > 0 ? value : { ...value, status: null })}>
      <Group gap="sm" align="flex-end" data-testid="audit-filters">
        {statuses.length > 0 && (
          <CodeSelect
            w={filterWidth(200)}
            label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            codes={statuses.map((s) => s.code)}
            labelOf={(code) => t(statuses.find((s) => s.code === code)?.label ?? '')}
            value={value.status}
            onChange={(status) => onChange({ ...value, status })}
          />
        )}
        {fields.map(text)}
        <DayRangeInput
          w={filterWidth(240)}
          label={t('filters.createdAt')}
          placeholder={t('filters.dateRange')}
          value={value.range}
          onChange={(range) => onChange({ ...value, range })}
        />
      </Group>
    </FilterPanel>
  );
}
