import { Select, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { FilterTab } from '../FilterTab';
import { useListLayout } from './use-list-layout';

export type ListTab = {
  value: string;
  label: string;
  /** Shown after the label: a tab's badge; on a phone the count goes in brackets instead. */
  rightSection?: ReactNode;
  count?: number;
};

/**
 * A list's views (status tabs): tabs on a tablet or wider; on a phone, where ten tabs would take
 * half the screen, the same choice as one labelled field.
 */
export function ListTabs({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly ListTab[];
  value: string;
  onChange: (value: string) => void;
  /** The field's label on a phone. */
  label: string;
}) {
  const layout = useListLayout();
  if (layout === 'phone')
    return (
      <Select
        label={label}
        allowDeselect={false}
        data={tabs.map((tab) => ({
          value: tab.value,
          label: tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`,
        }))}
        value={value}
        onChange={(next) => next && onChange(next)}
        data-testid="list-tabs-select"
      />
    );
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next)} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <FilterTab key={tab.value} value={tab.value} rightSection={tab.rightSection}>
            {tab.label}
          </FilterTab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
