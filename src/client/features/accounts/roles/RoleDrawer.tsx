import { Alert, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../i18n/role-name';
import { useCreateRole } from '../api/create-role';
import { usePermissionCatalogue } from '../api/permission-catalogue';
import type { RoleRow } from '../api/role-list';
import { useUpdateRole } from '../api/update-role';
import { EditorButtons, EditorDrawer, SaveRefusal } from '../shared/EditorDrawer';
import { UserTypeChoice } from '../shared/UserTypeControls';
import {
  grantsForUserType,
  initialRoleValues,
  roleEditability,
  roleValidation,
  ROLE_USER_TYPES,
} from './role-form';
import type { RoleValues } from './role-form';
import { PermissionTree } from './PermissionTree';

/** Create (role null) or edit a role: its name, kind of account and permission tree. */
export function RoleForm({
  role,
  mayEdit = true,
  onClose,
}: {
  role: RoleRow | null;
  mayEdit?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const creating = role === null;
  const editability = roleEditability(role);
  const readOnly = editability.readOnly || !mayEdit;
  const { nameLocked } = editability;
  const form = useForm<RoleValues>({
    initialValues: initialRoleValues(role),
    validateInputOnBlur: true,
    validate: roleValidation(t),
  });
  const catalogue = usePermissionCatalogue();
  const roleName = useRoleName();
  const create = useCreateRole();
  const update = useUpdateRole();
  const save = creating ? create : update;

  const submit = (values: RoleValues) => {
    const done = { onSuccess: onClose };
    const body = { name: values.name.trim(), permissions: values.permissions };
    if (creating)
      create.mutate({ ...body, userType: Number(values.userType) as (typeof ROLE_USER_TYPES)[number] }, done);
    else update.mutate({ ...body, id: role.id }, done);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <SaveRefusal error={save.error} />
        {editability.readOnly && (
          <Alert color="gray" icon={<IconLock size={16} />}>
            {t('roles.superAdminFixed')}
          </Alert>
        )}
        <TextInput
          label={t('roles.name')}
          required
          disabled={readOnly || nameLocked}
          description={nameLocked && !readOnly ? t('roles.systemNameLocked') : undefined}
          {...form.getInputProps('name')}
          // A system role's name cannot change: it shows in the reader's language, and the stored
          // name in the form's values is what a save sends.
          {...(nameLocked && role ? { value: roleName(role) } : {})}
        />
        <UserTypeChoice
          types={ROLE_USER_TYPES}
          value={form.values.userType}
          disabled={!creating}
          onChange={(value) => {
            form.setFieldValue('userType', value);
            form.setFieldValue('permissions', grantsForUserType(form.values.permissions, Number(value)));
          }}
        />
        {catalogue.isPending && <Loader size="sm" />}
        {catalogue.isError && (
          <Text c="red">{t('list.loadFailed', { reason: catalogue.error.message })}</Text>
        )}
        {catalogue.data && (
          <PermissionTree
            catalogue={catalogue.data}
            userType={Number(form.values.userType)}
            grants={form.values.permissions}
            onChange={(next) => form.setFieldValue('permissions', next)}
            disabled={readOnly}
          />
        )}
        <EditorButtons
          cancelLabel={readOnly ? t('common:actions.close') : t('common:actions.cancel')}
          submitLabel={readOnly ? undefined : creating ? t('roles.create') : t('common:actions.save')}
          saving={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

export function RoleDrawer({
  editing,
  mayEdit,
  onClose,
}: {
  editing: { role: RoleRow | null } | null;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const roleName = useRoleName();
  const title = editing?.role
    ? t('roles.editTitle', { name: roleName(editing.role) })
    : t('roles.createTitle');
  return (
    <EditorDrawer opened={editing !== null} onClose={onClose} title={title}>
      {editing && (
        <RoleForm key={editing.role?.id ?? 'new'} role={editing.role} mayEdit={mayEdit} onClose={onClose} />
      )}
    </EditorDrawer>
  );
}
