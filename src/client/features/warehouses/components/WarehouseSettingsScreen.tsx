import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { WarehouseRow } from '../../../../domain/warehouses/warehouses';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useSetWarehouseStatus } from '../api/set-warehouse-status';
import { useWarehouseList } from '../api/warehouse-list';
import type { WarehouseFilters as Filters } from '../api/warehouse-list';
import { warehouseDetailPath } from '../paths';
import { useStatusToggle } from '../use-status-toggle';
import { useStockSettingActions } from '../use-stock-setting-actions';
import { WarehouseFilters } from './WarehouseFilters';
import { WarehouseFormModal } from './WarehouseFormModal';
import { WarehouseTable } from './WarehouseTable';

/** undefined: no form; null: a new warehouse; a row: that warehouse. */
type Editing = WarehouseRow | null | undefined;

/**
 * /admin/Stock/Setting: every warehouse with its level, address, status and how many racks and
 * shelves it holds, a server page at a time; create, edit, enable or disable, open its racks.
 */
export function WarehouseSettingsScreen() {
  const { t } = useTranslation('warehouses');
  const navigate = useNavigate();
  const actions = useStockSettingActions();
  const [filters, setFilters] = useState<Filters>({});
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [editing, setEditing] = useState<Editing>(undefined);
  const list = useWarehouseList({ ...filters, pageNo, pageSize });
  const setStatus = useSetWarehouseStatus();
  const toggleStatus = useStatusToggle('warehouse', setStatus.mutateAsync);

  const page = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{t('warehouse.pageTitle')}</Title>
        {actions.add && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('warehouse.create')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <WarehouseFilters
          onSearch={(next) => {
            setFilters(next);
            setPageNo(1);
          }}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" pos="relative">
        <Stack gap="md">
          {list.isError && (
            <Alert color="red" role="alert">
              {list.error.message}
            </Alert>
          )}
          {list.isPending && <Loader size="sm" role="status" aria-label={t('table.loading')} />}
          {page && page.rows.length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              {t('warehouse.empty')}
            </Text>
          )}
          {page && page.rows.length > 0 && (
            <WarehouseTable
              rows={page.rows}
              actions={actions}
              onOpen={(w) => navigate(warehouseDetailPath(w.id))}
              onEdit={setEditing}
              onToggleStatus={(w) => void toggleStatus(w)}
            />
          )}
          {page && <TablePager totalCount={page.totalCount} totalPage={page.totalPage} {...pager} />}
        </Stack>
      </Paper>
      {editing !== undefined && (
        <WarehouseFormModal
          key={editing?.id ?? 'new'}
          warehouse={editing}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
