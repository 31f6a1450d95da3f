import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconEdit, IconEye, IconLock, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../../domain/permissions';
import type { PortalId } from '../../../../domain/users';
import { confirmAction } from '../../../components/confirm-modal';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/role-list';
import type { RoleFilter, RoleRow } from '../api/role-list';
import { ListFooter } from '../shared/ListFooter';
import { TableState } from '../shared/TableState';
import { usePageActions } from '../shared/use-page-actions';
import { usePagedFilter } from '../shared/use-paged-filter';
import { ROLE_USER_TYPES, roleEditability } from './role-form';
import { RoleDrawer } from './RoleDrawer';

const COLUMNS = 6;

/** Account/Roles: roles by kind of account, their permissions, and who holds them. */
export function RolesScreen() {
  const { t } = useTranslation('accounts');
  const can = usePageActions(AdminPage.roles);
  const list = usePagedFilter<RoleFilter>({ keyword: '', userType: null }, ['keyword']);
  const roles = useRoles(list.query);
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ role: RoleRow | null } | null>(null);
  const rows = roles.data?.rows ?? [];

  const confirmDelete = (role: RoleRow) =>
    void confirmAction('delete', {
      message: t('roles.deleteText', { name: role.name }),
      onConfirm: () => remove.mutateAsync(role.id),
    });

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
        <TextInput
          w={240}
          leftSection={<IconSearch size={16} />}
          placeholder={t('roles.keywordPlaceholder')}
          aria-label={t('list.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(event) => list.change('keyword', event.currentTarget.value)}
        />
        <Select
          w={170}
          clearable
          placeholder={t('fields.userType')}
          aria-label={t('fields.userType')}
          data={ROLE_USER_TYPES.map((type) => ({ value: String(type), label: t(`userType.${type}`) }))}
          value={list.filter.userType ? String(list.filter.userType) : null}
          onChange={(value) => list.change('userType', value ? (Number(value) as PortalId) : null)}
        />
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="roles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roles.name')}</Table.Th>
              <Table.Th>{t('fields.userType')}</Table.Th>
              <Table.Th>{t('roles.holders')}</Table.Th>
              <Table.Th>{t('roles.grantCount')}</Table.Th>
              <Table.Th>{t('fields.modified')}</Table.Th>
              <Table.Th ta="right">{t('list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState query={roles} columns={COLUMNS} empty={rows.length === 0} />
            {rows.map((role) => {
              const viewOnly = roleEditability(role).readOnly || !can('edit');
              return (
                <Table.Tr key={role.id} data-role={role.name}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {role.name}
                      {role.isSystem && (
                        <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} />}>
                          {t('roles.system')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`userType.${role.userType}`)}</Table.Td>
                  <Table.Td>{role.userCount}</Table.Td>
                  <Table.Td>{role.permissions.length}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{role.gmtModify}</Table.Td>
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <Tooltip label={viewOnly ? t('roles.view') : t('form.edit')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          onClick={() => setEditing({ role })}
                          aria-label={t(viewOnly ? 'roles.viewOf' : 'roles.editOf', { name: role.name })}
                        >
                          {viewOnly ? <IconEye size={18} /> : <IconEdit size={18} />}
                        </ActionIcon>
                      </Tooltip>
                      {can('delete') && !role.isSystem && (
                        <Tooltip label={t('roles.delete')} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => confirmDelete(role)}
                            aria-label={t('roles.deleteOf', { name: role.name })}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {can('delete') && role.isSystem && (
                        // Kept in the column so every row lines up; it says why there is no delete.
                        <Tooltip label={t('roles.systemNotDeletable')} withArrow>
                          <ThemeIcon
                            variant="transparent"
                            color="gray"
                            aria-label={t('roles.systemNotDeletable')}
                          >
                            <IconLock size={16} />
                          </ThemeIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter page={roles.data} onPage={list.setPageNo} />
      <RoleDrawer editing={editing} mayEdit={can('edit')} onClose={() => setEditing(null)} />
    </Stack>
  );
}
