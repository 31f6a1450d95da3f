import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REPAIR_ORDER_STATUS_LABEL, REPAIR_ORDER_STATUSES } from '../../../../domain/repair/codes';
import { useSellerRepairs } from '../api/seller-repairs';
import { filterFields } from '../components/RepairFilters';
import { RepairListPanel } from '../components/RepairListPanel';
import { ALL_TAB, statusOfTab, statusTabs, useRepairList } from '../components/use-repair-list';
import { NEW_REPAIR_PATH, sellerRepairDetailPath } from './repair-paths';
import { useSellerColumns } from './seller-columns';

/**
 * business `repair-order`: the seller's repair orders by status, each with its cost, days waiting,
 * review result and QC result; a new order asks for pairs in a warehouse and what to repair.
 */
export function SellerRepairsScreen() {
  const { t } = useTranslation('repair-screens');
  const navigate = useNavigate();
  const view = useRepairList<string>(ALL_TAB);
  const list = useSellerRepairs({
    ...view.paging,
    status: statusOfTab(view.tab),
    ...filterFields({ ...view.filters, seller: '' }),
  });
  const columns = useSellerColumns((oddNo) => navigate(sellerRepairDetailPath(oddNo)));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('seller.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(NEW_REPAIR_PATH)}>
          {t('seller.new')}
        </Button>
      </Group>
      <RepairListPanel
        view={view}
        tabLabel={t('column.status')}
        tabs={statusTabs(REPAIR_ORDER_STATUSES, (s) => t(REPAIR_ORDER_STATUS_LABEL[s]), {
          label: t('filter.allStatuses'),
          first: true,
        })}
        search={{ hint: t('filter.keywordHint') }}
        list={list}
        table={{
          testId: 'repair-orders',
          tableProps: { striped: true, highlightOnHover: true },
          columns,
          rowKey: (o) => o.oddNo,
          rowName: (o) => o.oddNo,
          rowProps: (o) => ({ 'data-testid': 'repair-order-row', 'data-odd-no': o.oddNo }),
        }}
      />
    </Stack>
  );
}
