import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCreateRole } from '../api/create-role';
import { usePermissionCatalogue } from '../api/permission-catalogue';
import type { RoleRow } from '../api/role-list';
import { useUpdateRole } from '../api/update-role';
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
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} title={t('form.notSaved')} role="alert">
            {save.error.message}
          </Alert>
        )}
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
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('fields.userType')}
          </Text>
          <SegmentedControl
            disabled={!creating}
            data={ROLE_USER_TYPES.map((type) => ({ value: String(type), label: t(`userType.${type}`) }))}
            value={form.values.userType}
            onChange={(value) => {
              form.setFieldValue('userType', value);
              form.setFieldValue('permissions', grantsForUserType(form.values.permissions, Number(value)));
            }}
            aria-label={t('fields.userType')}
          />
        </Stack>
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {readOnly ? t('form.close') : t('form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {creating ? t('roles.create') : t('form.save')}
            </Button>
          )}
        </Group>
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
  const title = editing?.role ? t('roles.editTitle', { name: editing.role.name }) : t('roles.createTitle');
  return (
    <Drawer opened={editing !== null} onClose={onClose} position="right" size="xl" title={title}>
      {editing && (
        <RoleForm key={editing.role?.id ?? 'new'} role={editing.role} mayEdit={mayEdit} onClose={onClose} />
      )}
    </Drawer>
  );
}
