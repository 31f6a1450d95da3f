import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPAIR_TAB_LABEL, REPAIR_TABS } from '../../../../domain/repair/codes';
import type { RepairTab } from '../../../../domain/repair/codes';

/** A task's pairs per RepireManage tab: "Pending pick 2 · Pending repair 1 · Completed 3". */
export function TabCounts({ tabs }: { tabs: Record<RepairTab, number> }) {
  const { t } = useTranslation('repair');
  return (
    <Group gap={8} data-testid="tab-counts">
      {REPAIR_TABS.filter((tab) => tabs[tab] > 0).map((tab) => (
        <Text key={tab} size="xs">
          {t(REPAIR_TAB_LABEL(tab))} {tabs[tab]}
        </Text>
      ))}
    </Group>
  );
}
