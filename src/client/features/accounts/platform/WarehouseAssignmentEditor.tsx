import { Alert, Button, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  permissionCatalogue,
  WAREHOUSE_PERMISSION_CODES,
  WAREHOUSE_PERMISSION_TITLES,
} from '../../../../domain/kernel/permissions';
import type { PermissionGrant } from '../../../../domain/kernel/permissions';
import { fullWarehouseGrants } from '../../../../domain/kernel/roles';
import { useWarehouseChoices } from '../../../api/warehouse-choices';
import { GrantMatrix } from '../shared/GrantMatrix';
import type { GrantRow } from '../shared/GrantMatrix';
import { setEvery } from '../shared/grant-editing';

export type AssignmentDraft = { wareId: number; wareName: string; permissions: PermissionGrant[] };

const CATALOGUE = new Map(permissionCatalogue().map((p) => [p.permissionId, p.actions]));

/**
 * Which warehouses a warehouse staff account works in and what it may do in each: warehouse
 * codes 700101-700110 and 7001010 by action. A newly picked warehouse starts with every
 * permission (fullWarehouseGrants), which "None" clears.
 */
export function WarehouseAssignmentEditor({
  value,
  onChange,
}: {
  value: readonly AssignmentDraft[];
  onChange: (next: AssignmentDraft[]) => void;
}) {
  const { t } = useTranslation('accounts');
  const choices = useWarehouseChoices('everyStatus');
  const known = new Map((choices.data ?? []).map((w) => [w.id, w.name]));
  for (const a of value) if (!known.has(a.wareId)) known.set(a.wareId, a.wareName);
  const rows: GrantRow[] = WAREHOUSE_PERMISSION_CODES.map((code) => ({
    code,
    title: t(WAREHOUSE_PERMISSION_TITLES[code]),
    actions: CATALOGUE.get(code) ?? [],
  }));
  const everything = rows.map((r) => ({ code: r.code, actions: r.actions }));

  const pick = (ids: string[]) =>
    onChange(
      ids.map(Number).map(
        (wareId) =>
          value.find((a) => a.wareId === wareId) ?? {
            wareId,
            wareName: known.get(wareId) ?? String(wareId),
            permissions: fullWarehouseGrants(),
          },
      ),
    );
  const update = (wareId: number, permissions: PermissionGrant[]) =>
    onChange(value.map((a) => (a.wareId === wareId ? { ...a, permissions } : a)));

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('platform.warehouses')}
        description={t('platform.warehousesHint')}
        placeholder={value.length ? undefined : t('platform.pickWarehouses')}
        data={[...known].map(([id, name]) => ({ value: String(id), label: name }))}
        value={value.map((a) => String(a.wareId))}
        onChange={pick}
        searchable
        nothingFoundMessage={t('list.empty')}
        error={
          choices.isError ? t('platform.warehousesFailed', { reason: choices.error.message }) : undefined
        }
      />
      {value.length === 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('platform.noWarehouseWarning')}
        </Alert>
      )}
      {value.map((assignment) => (
        <Paper key={assignment.wareId} withBorder p="sm" data-warehouse={assignment.wareName}>
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{known.get(assignment.wareId) ?? assignment.wareName}</Text>
            <Group gap="xs">
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => update(assignment.wareId, setEvery(assignment.permissions, everything, true))}
                aria-label={t('platform.grantAllIn', { warehouse: assignment.wareName })}
              >
                {t('grants.all')}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => update(assignment.wareId, setEvery(assignment.permissions, everything, false))}
                aria-label={t('platform.grantNoneIn', { warehouse: assignment.wareName })}
              >
                {t('grants.none')}
              </Button>
            </Group>
          </Group>
          <GrantMatrix
            rows={rows}
            grants={assignment.permissions}
            onChange={(next) => update(assignment.wareId, next)}
            label={t('platform.permissionsIn', { warehouse: assignment.wareName })}
          />
        </Paper>
      ))}
    </Stack>
  );
}
