import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconPrinter, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RackRow, ShelfRow } from '../../../../domain/warehouses/warehouses';
import { SHELF_LABELS_MAX, WarehouseStatus } from '../../../../domain/warehouses/rules';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useCreateShelf } from '../api/create-shelf';
import { useRenameShelf } from '../api/rename-shelf';
import { useSetShelfStatus } from '../api/set-shelf-status';
import { usePrintShelfLabels } from '../api/shelf-labels';
import { useShelfList } from '../api/shelf-list';
import { useShelfSelection } from '../shelf-selection';
import { useStatusToggle } from '../use-status-toggle';
import type { StockSettingActions } from '../use-stock-setting-actions';
import { LabelNameModal } from './LabelNameModal';
import { ShelfBatchModal } from './ShelfBatchModal';
import { ShelfSearch } from './ShelfSearch';
import { ShelfTable } from './ShelfTable';

type Dialog = { kind: 'create' } | { kind: 'batch' } | { kind: 'rename'; shelf: ShelfRow } | null;

/**
 * The shelves of one rack, a server page at a time: find one by name or code, create one or a
 * numbered row, rename, enable or disable, and print the labels of the shelves ticked on any
 * page (or of one shelf) as a 4in x 6in PDF in a new window.
 */
export function ShelfPanel({
  rack,
  warehouseEnabled,
  actions,
}: {
  rack: RackRow;
  warehouseEnabled: boolean;
  actions: StockSettingActions;
}) {
  const { t } = useTranslation('warehouses');
  const [nameEq, setNameEq] = useState<string | undefined>(undefined);
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useShelfList({ rackId: rack.id, nameEq, pageNo, pageSize });
  const selection = useShelfSelection(rack.id);
  const labels = usePrintShelfLabels();
  const createShelf = useCreateShelf();
  const renameShelf = useRenameShelf();
  const setStatus = useSetShelfStatus();
  const toggleStatus = useStatusToggle('shelf', setStatus.mutateAsync);
  const rackEnabled = rack.status === WarehouseStatus.enabled;
  const page = list.data;

  const printSelected = () => {
    if (selection.count > SHELF_LABELS_MAX) {
      notifications.show({ color: 'red', message: t('print.tooMany', { max: SHELF_LABELS_MAX }) });
      return;
    }
    labels.print(selection.ids);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={4}>{t('shelf.panelTitle', { rack: rack.name })}</Title>
            <Badge variant="light" color="gray">
              {t('shelf.count', { count: rack.shelfCount })}
            </Badge>
          </Group>
          {actions.add && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => setDialog({ kind: 'create' })}
              >
                {t('shelf.create')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconStack2 size={14} />}
                onClick={() => setDialog({ kind: 'batch' })}
              >
                {t('batch.open')}
              </Button>
            </Group>
          )}
        </Group>
        {(!rackEnabled || !warehouseEnabled) && (
          <Alert color="yellow" variant="light">
            {t(warehouseEnabled ? 'shelf.rackDisabled' : 'shelf.warehouseDisabled')}
          </Alert>
        )}
        <ShelfSearch
          onSearch={(next) => {
            setNameEq(next);
            setPageNo(1);
          }}
        />
        <Group justify="space-between" gap="xs" wrap="wrap" data-testid="shelf-selection">
          <Text size="sm" c={selection.count ? undefined : 'dimmed'}>
            {t('shelf.selected', { count: selection.count })}
          </Text>
          <Group gap="xs">
            {selection.count > 0 && (
              <Button size="xs" variant="subtle" color="gray" onClick={selection.clear}>
                {t('shelf.clearSelection')}
              </Button>
            )}
            <Button
              size="xs"
              leftSection={<IconPrinter size={14} />}
              disabled={selection.count === 0}
              loading={labels.printing}
              onClick={printSelected}
            >
              {t('print.selected', { count: selection.count })}
            </Button>
          </Group>
        </Group>
        {list.isError && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        {list.isPending && <Loader size="sm" role="status" aria-label={t('table.loading')} />}
        {page && page.rows.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {nameEq ? t('shelf.notFound', { name: nameEq }) : t('shelf.empty')}
          </Text>
        )}
        {page && page.rows.length > 0 && (
          <ShelfTable
            rows={page.rows}
            selection={selection}
            actions={actions}
            statusChangeable={rackEnabled && warehouseEnabled}
            onPrint={(shelf) => labels.print([shelf.id])}
            onRename={(shelf) => setDialog({ kind: 'rename', shelf })}
            onToggleStatus={(shelf) => void toggleStatus(shelf)}
          />
        )}
        {page && <TablePager totalCount={page.totalCount} totalPage={page.totalPage} {...pager} />}
      </Stack>
      {dialog?.kind === 'batch' && (
        <ShelfBatchModal rackId={rack.id} rackName={rack.name} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'create' && (
        <LabelNameModal
          kind="shelf"
          title={t('shelf.createTitle', { rack: rack.name })}
          opened
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            const created = await createShelf.mutateAsync({ rackId: rack.id, name });
            notifications.show({
              color: 'green',
              message: t('shelf.created', { name: created.name, code: created.code }),
            });
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <LabelNameModal
          kind="shelf"
          title={t('shelf.renameTitle', { name: dialog.shelf.name })}
          initialName={dialog.shelf.name}
          hint={t('shelf.renameHint')}
          opened
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            const renamed = await renameShelf.mutateAsync({ id: dialog.shelf.id, name });
            notifications.show({
              color: 'green',
              message: t('shelf.renamed', { name: renamed.name, code: renamed.code }),
            });
          }}
        />
      )}
    </Paper>
  );
}
