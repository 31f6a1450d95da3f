import '@mantine/dates/styles.css';
import { Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DatesRangeValue } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import {
  APPLICATION_KIND_LABEL,
  APPLICATION_KINDS,
  APPLICATION_STAGE_LABEL,
  APPLICATION_STAGES,
} from '../../../../domain/wallet-applications';

export type PlatformFlowFilterValues = {
  kind: number | null;
  stage: number | null;
  seller: string;
  range: DatesRangeValue<string>;
};

export const NO_PLATFORM_FLOW_FILTERS: PlatformFlowFilterValues = {
  kind: null,
  stage: null,
  seller: '',
  range: [null, null],
};

/** Kind, stage, the seller's merchant code or username, and the application date range. */
export function PlatformFlowFilters({
  value,
  onChange,
}: {
  value: PlatformFlowFilterValues;
  onChange: (next: PlatformFlowFilterValues) => void;
}) {
  const { t } = useTranslation('wallet');
  const num = (v: string | null) => (v === null ? null : Number(v));
  return (
    <FilterPanel active={countSetFilters(value)}>
      <Group gap="sm" align="flex-end" data-testid="platform-flow-filters">
        <Select
          w={filterWidth(150)}
          label={t('screens.field.kind')}
          placeholder={t('screens.filters.allKinds')}
          clearable
          data={APPLICATION_KINDS.map((k) => ({ value: String(k), label: t(APPLICATION_KIND_LABEL[k]) }))}
          value={value.kind === null ? null : String(value.kind)}
          onChange={(v) => onChange({ ...value, kind: num(v) })}
        />
        <Select
          w={filterWidth(200)}
          label={t('screens.field.stage')}
          placeholder={t('screens.filters.allStages')}
          clearable
          data={APPLICATION_STAGES.map((s) => ({ value: String(s), label: t(APPLICATION_STAGE_LABEL[s]) }))}
          value={value.stage === null ? null : String(value.stage)}
          onChange={(v) => onChange({ ...value, stage: num(v) })}
        />
        <TextInput
          w={filterWidth(190)}
          label={t('screens.field.seller')}
          placeholder={t('screens.filters.sellerPlaceholder')}
          leftSection={<IconSearch size={14} />}
          defaultValue={value.seller}
          onBlur={(e) => onChange({ ...value, seller: e.currentTarget.value.trim() })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange({ ...value, seller: e.currentTarget.value.trim() });
          }}
        />
        <DatePickerInput
          type="range"
          w={filterWidth(240)}
          label={t('screens.field.appliedAt')}
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
