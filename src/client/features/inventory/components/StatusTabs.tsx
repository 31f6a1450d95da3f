import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTabs } from '../../../components/responsive-list/ListTabs';
import { INVENTORY_STATUS_LABEL } from '../../../../domain/kernel/product-rules';
import { INVENTORY_TABS } from '../../../../domain/inventory/views';
import type { StatusCount } from '../../../../domain/inventory/views';

/** The count a tab shows: its statuses' counts (every status for "All"). */
export function tabCount(tab: (typeof INVENTORY_TABS)[number], counts: readonly StatusCount[]): number {
  return counts
    .filter((c) => tab.statuses.length === 0 || (tab.statuses as readonly number[]).includes(c.status))
    .reduce((n, c) => n + c.count, 0);
}

/** One tab per inventory status (spec section 4; 9 and 10 together), each with its count. */
export function StatusTabs({
  active,
  counts,
  onChange,
}: {
  active: string;
  counts: readonly StatusCount[];
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation(['inventory', 'inbound']);
  return (
    <ListTabs
      label={t('table.status')}
      value={active}
      onChange={onChange}
      tabs={INVENTORY_TABS.map((tab) => ({
        value: tab.key,
        label: tab.statuses.length === 0 ? t('tabs.all') : t(INVENTORY_STATUS_LABEL[tab.statuses[0]]),
        count: tabCount(tab, counts),
        rightSection: (
          <Badge
            size="sm"
            variant={tab.key === active ? 'filled' : 'light'}
            circle={false}
            data-testid={`tab-count-${tab.key}`}
          >
            {tabCount(tab, counts)}
          </Badge>
        ),
      }))}
    />
  );
}
