import { Group, TextInput } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import {
  APPLICATION_KIND_LABEL,
  APPLICATION_KINDS,
  APPLICATION_STAGE_LABEL,
  APPLICATION_STAGES,
} from '../../../../domain/wallet/applications';
import { DayRangeInput } from '../../../components/DayRangeInput';
import { CodeSelect } from '../../../components/CodeSelect';

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
  return (
    <FilterPanel active={countSetFilters(value)}>
      <Group gap="sm" align="flex-end" data-testid="platform-flow-filters">
        <CodeSelect
          w={filterWidth(150)}
          label={t('screens.field.kind')}
          placeholder={t('screens.filters.allKinds')}
          codes={APPLICATION_KINDS}
          labelOf={(k) => t(APPLICATION_KIND_LABEL[k])}
          value={value.kind}
          onChange={(kind) => onChange({ ...value, kind })}
        />
        <CodeSelect
          w={filterWidth(200)}
          label={t('screens.field.stage')}
          placeholder={t('screens.filters.allStages')}
          codes={APPLICATION_STAGES}
          labelOf={(s) => t(APPLICATION_STAGE_LABEL[s])}
          value={value.stage}
          onChange={(stage) => onChange({ ...value, stage })}
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
        <DayRangeInput
          w={filterWidth(240)}
          label={t('screens.field.appliedAt')}
          placeholder={t('screens.filters.dateRange')}
          value={value.range}
          onChange={(range) => onChange({ ...value, range })}
        />
      </Group>
    </FilterPanel>
  );
}
