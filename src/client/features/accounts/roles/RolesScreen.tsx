import { Badge, Button, Group, Stack, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../../domain/kernel/permissions';
import type { Action } from '../../../../domain/kernel/permissions';
import { confirmAction } from '../../../components/confirm-action';
import { RowAction } from '../../../components/RowAction';
import { useRoleName } from '../../../i18n/role-name';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/role-list';
import type { RoleFilter, RoleRow } from '../api/role-list';
import { KeywordFilter } from '../shared/KeywordFilter';
import { ListFooter } from '../shared/ListFooter';
import { ListTable } from '../shared/ListTable';
import { usePagedFilter } from '../shared/use-paged-filter';
import { UserTypeFilter } from '../shared/UserTypeControls';
import { useMay } from '../../../stores/permissions';
import { ROLE_USER_TYPES, roleEditability } from './role-form';
import { RoleDrawer } from './RoleDrawer';

/** Account/Roles: roles by kind of account, their permissions, and who holds them. */
export function RolesScreen() {
  const { t } = useTranslation('accounts');
  const may = useMay();
  const can = (action: Action) => may(AdminPage.roles, action);
  const list = usePagedFilter<RoleFilter>({ keyword: '', userType: null }, ['keyword']);
  const roles = useRoles(list.query);
  const remove = useDeleteRole();
  const roleName = useRoleName();
  const [editing, setEditing] = useState<{ role: RoleRow | null } | null>(null);
  const rows = roles.data?.rows ?? [];

  const confirmDelete = (role: RoleRow) =>
    void confirmAction('delete', {
      message: t('roles.deleteText', { name: role.name }),
      onConfirm: () => remove.mutateAsync(role.id),
    });

  const roleActions = (role: RoleRow) => {
    const viewOnly = roleEditability(role).readOnly || !can('edit');
    const name = roleName(role);
    return (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <RowAction
          label={t(viewOnly ? 'roles.viewOf' : 'roles.editOf', { name })}
          tooltip={viewOnly ? t('roles.view') : t('common:actions.edit')}
          icon={viewOnly ? IconEye : IconEdit}
          color="gray"
          onClick={() => setEditing({ role })}
        />
        {can('delete') && !role.isSystem && (
          <RowAction
            label={t('roles.deleteOf', { name })}
            tooltip={t('common:actions.delete')}
            icon={IconTrash}
            color="red"
            onClick={() => confirmDelete(role)}
          />
        )}
        {can('delete') && role.isSystem && (
          // Kept in the column so every row lines up; it says why there is no delete.
          <Tooltip label={t('roles.systemNotDeletable')} withArrow>
            <ThemeIcon
              variant="transparent"
              color="gray"
              role="img"
              aria-label={t('roles.systemNotDeletable')}
            >
              <IconLock size={16} />
            </ThemeIcon>
          </Tooltip>
        )}
      </Group>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={3}>{t('roles.title')}</Title>
        {can('add') && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ role: null })}>
            {t('roles.new')}
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <KeywordFilter
          w={240}
          placeholder={t('roles.keywordPlaceholder')}
          value={list.filter.keyword ?? ''}
          onChange={(keyword) => list.change('keyword', keyword)}
        />
        <UserTypeFilter
          types={ROLE_USER_TYPES}
          w={170}
          value={list.filter.userType}
          onChange={(userType) => list.change('userType', userType)}
        />
      </Group>
      <ListTable<RoleRow>
        testId="roles"
        minWidth={720}
        columns={[
          {
            id: 'name',
            header: t('roles.name'),
            priority: 'key',
            cell: (role) => (
              <Group gap="xs" wrap="nowrap">
                {roleName(role)}
                {role.isSystem && (
                  <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} />}>
                    {t('roles.system')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            id: 'userType',
            header: t('fields.userType'),
            priority: 'high',
            cell: (role) => t(`userType.${role.userType}`),
          },
          { id: 'holders', header: t('roles.holders'), priority: 'high', cell: (role) => role.userCount },
          {
            id: 'grants',
            header: t('roles.grantCount'),
            priority: 'low',
            cell: (role) => role.permissions.length,
          },
          {
            id: 'modified',
            header: t('fields.modified'),
            priority: 'low',
            cellProps: { style: { whiteSpace: 'nowrap' } },
            cell: (role) => role.gmtModify,
          },
          {
            id: 'actions',
            header: t('list.actions'),
            priority: 'key',
            align: 'right',
            cell: roleActions,
          },
        ]}
        rows={rows}
        rowKey={(role) => role.id}
        rowName={(role) => roleName(role)}
        rowProps={(role) => ({ 'data-role': role.name })}
        query={roles}
      />
      <ListFooter page={roles.data} onPage={list.setPageNo} />
      <RoleDrawer editing={editing} mayEdit={can('edit')} onClose={() => setEditing(null)} />
    </Stack>
  );
}
