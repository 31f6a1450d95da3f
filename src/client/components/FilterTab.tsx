import { Tabs } from '@mantine/core';
import type { TabsTabProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * A tab that filters the list under it rather than showing a panel of its own. Mantine points every
 * tab at its panel (aria-controls); without panels that names an element that does not exist, which
 * screen readers announce as a broken reference. An empty value says "controls nothing named"
 * (Mantine drops an undefined one and keeps its own). Use inside <Tabs.List> like Tabs.Tab.
 */
export const FilterTab = forwardRef<HTMLButtonElement, TabsTabProps>(function FilterTab(props, ref) {
  return <Tabs.Tab ref={ref} {...props} aria-controls="" />;
});
