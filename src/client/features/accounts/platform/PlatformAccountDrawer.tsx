import { Group, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PLATFORM_USER_TYPES } from '../../../../domain/accounts/accounts';
import { PASSWORD_MIN_LENGTH, PortalId } from '../../../../domain/kernel/users';
import { useRoleName } from '../../../i18n/role-name';
import { useCreatePlatformAccount } from '../api/create-platform-account';
import type { PlatformAccountRow } from '../api/platform-account-list';
import { useRoleChoices } from '../api/role-list';
import { useUpdatePlatformAccount } from '../api/update-platform-account';
import { EditorButtons, EditorDrawer, SaveRefusal } from '../shared/EditorDrawer';
import { UserTypeChoice } from '../shared/UserTypeControls';
import { revealFirstError } from '../../../components/reveal-first-error';
import { createBody, initialValues, platformAccountValidation, updateBody } from './platform-account-form';
import type { PlatformAccountValues } from './platform-account-form';
import { WarehouseAssignmentEditor } from './WarehouseAssignmentEditor';

/**
 * Create (account null) or edit a platform account. Username, password and user type are set
 * once at creation. A refusal (name taken, last super admin, own role) shows the server's
 * message above the form and keeps every value typed.
 */
export function PlatformAccountDrawer({
  account,
  onClose,
}: {
  account: PlatformAccountRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const creating = account === null;
  const form = useForm<PlatformAccountValues>({
    initialValues: initialValues(account),
    validateInputOnBlur: true,
    validate: platformAccountValidation(t, creating),
  });
  const create = useCreatePlatformAccount();
  const update = useUpdatePlatformAccount();
  const save = creating ? create : update;
  const userType = Number(form.values.userType) as PortalId;
  const roles = useRoleChoices(userType);
  const roleName = useRoleName();

  const submit = (values: PlatformAccountValues) => {
    const done = { onSuccess: onClose };
    if (creating) create.mutate(createBody(values), done);
    else update.mutate(updateBody(account.id, values), done);
  };

  return (
    <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate>
      <Stack gap="sm">
        <SaveRefusal error={save.error} />
        <Group grow align="flex-start">
          <TextInput
            label={t('fields.username')}
            required={creating}
            disabled={!creating}
            autoComplete="off"
            {...form.getInputProps('username')}
          />
          {creating && (
            <PasswordInput
              label={t('fields.password')}
              description={t('form.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              required
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          )}
        </Group>
        <Group grow align="flex-start">
          <TextInput label={t('fields.realname')} required {...form.getInputProps('realname')} />
          <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} />
        </Group>
        <UserTypeChoice
          types={PLATFORM_USER_TYPES}
          value={form.values.userType}
          disabled={!creating}
          onChange={(value) => {
            form.setFieldValue('userType', value);
            // Roles belong to one kind of account: the old pick no longer applies.
            form.setFieldValue('roleId', null);
          }}
        />
        <Select
          label={t('fields.role')}
          required
          data={(roles.data?.rows ?? []).map((r) => ({ value: String(r.id), label: roleName(r) }))}
          placeholder={t('platform.pickRole')}
          error={roles.isError ? roles.error.message : undefined}
          {...form.getInputProps('roleId')}
        />
        {userType === PortalId.warehouse && (
          <WarehouseAssignmentEditor
            value={form.values.warehouses}
            onChange={(next) => form.setFieldValue('warehouses', next)}
          />
        )}
        <EditorButtons
          cancelLabel={t('common:actions.cancel')}
          submitLabel={creating ? t('platform.create') : t('common:actions.save')}
          saving={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** The drawer around the form; a fresh form for every account opened. */
export function PlatformAccountEditor({
  editing,
  onClose,
}: {
  editing: { account: PlatformAccountRow | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const title = editing?.account
    ? t('platform.editTitle', { username: editing.account.username })
    : t('platform.createTitle');
  return (
    <EditorDrawer opened={editing !== null} onClose={onClose} title={title}>
      {editing && (
        <PlatformAccountDrawer
          key={editing.account?.id ?? 'new'}
          account={editing.account}
          onClose={onClose}
        />
      )}
    </EditorDrawer>
  );
}
