import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_PART_TITLES, isBusinessPart } from '../../../domain/kernel/permissions';
import { accessOfActions, PART_ACCESS_TITLES } from '../../../domain/teams/teams';
import type { TeamRoleRow } from '../../../domain/teams/teams';
import { confirmAction } from '../../components/confirm-action';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../components/RowAction';
import { RoleModal } from './RoleModal';
import { useDeleteTeamRole, useTeamRoles } from './team-api';

/** The parts a role gives, each marked read or edit. */
export function RoleParts({ role }: { role: TeamRoleRow }) {
  const { t } = useTranslation('teams');
  return (
    <Group gap={4}>
      {role.permissions
        .filter((g) => isBusinessPart(g.permissionId))
        .map((g) => {
          const access = accessOfActions(g.actionList);
          return (
            <Badge
              key={g.permissionId}
              variant={access === 'edit' ? 'filled' : 'light'}
              size="sm"
              tt="none"
              miw="max-content"
            >
              {`${t(BUSINESS_PART_TITLES[g.permissionId as keyof typeof BUSINESS_PART_TITLES])} · ${t(PART_ACCESS_TITLES[access])}`}
            </Badge>
          );
        })}
    </Group>
  );
}

export function RolesPanel() {
  const { t } = useTranslation('teams');
  const roles = useTeamRoles();
  const remove = useDeleteTeamRole();
  const [editing, setEditing] = useState<{ role: TeamRoleRow | null } | null>(null);

  const onDelete = async (role: TeamRoleRow) => {
    const ok = await confirmAction('delete', {
      message: t('roles.confirmDelete', { name: role.name }),
      onConfirm: () => remove.mutateAsync({ id: role.id }),
    });
    if (ok) notifications.show({ color: 'green', message: t('messages.roleDeleted') });
  };
  const columns: ResponsiveColumn<TeamRoleRow>[] = [
    { id: 'name', header: t('roles.name'), priority: 'key', cell: (r) => <Text fw={500}>{r.name}</Text> },
    { id: 'parts', header: t('roles.parts'), priority: 'high', cell: (r) => <RoleParts role={r} /> },
    { id: 'members', header: t('roles.members'), priority: 'high', cell: (r) => r.memberCount },
    {
      id: 'actions',
      header: t('list.actions'),
      priority: 'key',
      align: 'right',
      cell: (r) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <RowAction
            label={t('roles.editLabel', { name: r.name })}
            tooltip={t('common:actions.edit')}
            icon={IconPencil}
            onClick={() => setEditing({ role: r })}
          />
          <RowAction
            label={t('roles.deleteLabel', { name: r.name })}
            tooltip={t('common:actions.delete')}
            icon={IconTrash}
            color="red"
            onClick={() => void onDelete(r)}
          />
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          {t('roles.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ role: null })}>
          {t('roles.new')}
        </Button>
      </Group>
      {roles.isError && (
        <Alert color="red" role="alert">
          {roles.error.message}
        </Alert>
      )}
      <ResponsiveTable
        testId="team-roles"
        columns={columns}
        rows={roles.data ?? []}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        rowProps={(r) => ({ 'data-role': r.name })}
        state={roles.isPending ? t('list.loading') : roles.data?.length === 0 ? t('roles.empty') : undefined}
      />
      {editing && (
        <RoleModal key={editing.role?.id ?? 'new'} role={editing.role} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
