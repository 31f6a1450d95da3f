import { Button, Group, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleOff, IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RackRow } from '../../../../domain/warehouses/warehouses';
import { WarehouseStatus } from '../../../../domain/warehouses/rules';
import { useCreateRack } from '../api/create-rack';
import { useRenameRack } from '../api/rename-rack';
import { useSetRackStatus } from '../api/set-rack-status';
import { useStatusToggle } from '../use-status-toggle';
import type { StockSettingActions } from '../use-stock-setting-actions';
import { RowAction } from '../../../components/RowAction';
import { LabelNameModal } from './LabelNameModal';
import { StatusBadge } from './StatusBadges';

type Dialog = { kind: 'create' } | { kind: 'rename'; rack: RackRow } | null;

type Props = {
  wareId: number;
  racks: readonly RackRow[];
  selectedRackId: number | null;
  onSelect: (rack: RackRow) => void;
  actions: StockSettingActions;
};

/** A warehouse's racks: pick one to see its shelves; create, rename, enable or disable. */
export function RackList({ wareId, racks, selectedRackId, onSelect, actions }: Props) {
  const { t } = useTranslation('warehouses');
  const [dialog, setDialog] = useState<Dialog>(null);
  const createRack = useCreateRack();
  const renameRack = useRenameRack();
  const setStatus = useSetRackStatus();
  const toggleStatus = useStatusToggle('rack', setStatus.mutateAsync);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4}>{t('rack.listTitle', { count: racks.length })}</Title>
          {actions.add && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t('rack.create')}
            </Button>
          )}
        </Group>
        {racks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('rack.empty')}
          </Text>
        )}
        <ScrollArea.Autosize mah={{ base: 260, lg: 560 }} type="auto" offsetScrollbars>
          <Stack gap={4} role="list" aria-label={t('rack.listLabel')}>
            {racks.map((rack) => {
              const selected = rack.id === selectedRackId;
              const enabled = rack.status === WarehouseStatus.enabled;
              return (
                <Group
                  key={rack.id}
                  role="listitem"
                  data-testid="rack-item"
                  gap="xs"
                  wrap="nowrap"
                  px="xs"
                  py={6}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <UnstyledButton
                    onClick={() => onSelect(rack)}
                    aria-current={selected ? 'true' : undefined}
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    <Text size="sm" fw={600} truncate>
                      {rack.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('shelf.count', { count: rack.shelfCount })}
                    </Text>
                  </UnstyledButton>
                  <StatusBadge status={rack.status} />
                  {actions.edit && (
                    <RowAction
                      label={t('rack.rename', { name: rack.name })}
                      icon={IconEdit}
                      onClick={() => setDialog({ kind: 'rename', rack })}
                    />
                  )}
                  {enabled && actions.disable && (
                    <RowAction
                      label={t('rack.disable', { name: rack.name })}
                      icon={IconCircleOff}
                      color="orange"
                      onClick={() => void toggleStatus(rack)}
                    />
                  )}
                  {!enabled && actions.enable && (
                    <RowAction
                      label={t('rack.enable', { name: rack.name })}
                      icon={IconCircleCheck}
                      color="teal"
                      onClick={() => void toggleStatus(rack)}
                    />
                  )}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
      {dialog?.kind === 'create' && (
        <LabelNameModal
          kind="rack"
          title={t('rack.createTitle')}
          opened
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            const created = await createRack.mutateAsync({ wareId, name });
            notifications.show({ color: 'green', message: t('rack.created', { name }) });
            onSelect({
              id: created.id,
              wareId,
              name,
              status: WarehouseStatus.enabled,
              shelfCount: 0,
              gmtCreate: '',
            });
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <LabelNameModal
          kind="rack"
          title={t('rack.renameTitle', { name: dialog.rack.name })}
          initialName={dialog.rack.name}
          opened
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            await renameRack.mutateAsync({ id: dialog.rack.id, name });
            notifications.show({ color: 'green', message: t('rack.renamed', { name }) });
          }}
        />
      )}
    </Paper>
  );
}
