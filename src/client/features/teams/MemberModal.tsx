import { Alert, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../domain/kernel/users';
import { teamEmail, teamPassword, teamUsername } from '../../../domain/teams/teams';
import type { TeamMemberRow, TeamRoleRow } from '../../../domain/teams/teams';
import { useRequestKey } from '../../api/request-key';
import { FormModalActions } from '../../components/FormModalActions';
import { useInviteMember, useSetMemberPassword, useUpdateMember } from './team-api';

type Values = { username: string; realname: string; email: string; roleId: string | null; password: string };

/**
 * Invite (member null) or edit a team member. The seller gives the first password; the member must
 * choose their own at their first login. Username and password are set once, at the invitation.
 */
export function MemberModal({
  member,
  roles,
  onClose,
}: {
  member: TeamMemberRow | null;
  roles: readonly TeamRoleRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation('teams');
  const inviting = member === null;
  const [requestKey] = useRequestKey();
  const invite = useInviteMember();
  const update = useUpdateMember();
  const save = inviting ? invite : update;
  const form = useForm<Values>({
    initialValues: {
      username: member?.username ?? '',
      realname: member?.realname ?? '',
      email: member?.email ?? '',
      roleId: member ? String(member.roleId) : null,
      password: '',
    },
    validateInputOnBlur: true,
    validate: {
      username: (v) =>
        !inviting ? null : teamUsername.safeParse(v).success ? null : t('form.invalidUsername'),
      realname: (v) => (v.trim() ? null : t('form.required')),
      email: (v) => (teamEmail.safeParse(v.trim()).success ? null : t('form.invalidEmail')),
      roleId: (v) => (v ? null : t('form.required')),
      password: (v) =>
        !inviting
          ? null
          : teamPassword.safeParse(v).success
            ? null
            : t('form.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    },
  });
  const submit = (values: Values) => {
    const common = {
      realname: values.realname.trim(),
      email: values.email.trim(),
      roleId: Number(values.roleId),
    };
    if (member) update.mutate({ id: member.id, ...common }, { onSuccess: onClose });
    else
      invite.mutate(
        { ...common, username: values.username.trim(), password: values.password, requestKey },
        { onSuccess: onClose },
      );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={member ? t('members.editTitle', { username: member.username }) : t('members.inviteTitle')}
      size="lg"
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          {save.error && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('members.username')}
              required={inviting}
              disabled={!inviting}
              autoComplete="off"
              miw={200}
              {...form.getInputProps('username')}
            />
            <TextInput label={t('members.realname')} required miw={200} {...form.getInputProps('realname')} />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t('members.email')} type="email" miw={200} {...form.getInputProps('email')} />
            <Select
              label={t('members.role')}
              required
              miw={200}
              placeholder={t('members.pickRole')}
              data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
              {...form.getInputProps('roleId')}
            />
          </Group>
          {inviting && (
            <PasswordInput
              label={t('members.firstPassword')}
              description={t('members.firstPasswordHint', { min: PASSWORD_MIN_LENGTH })}
              required
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          )}
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** A new first password for a member (their sessions end; they choose their own at the next login). */
export function MemberPasswordModal({ member, onClose }: { member: TeamMemberRow; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const save = useSetMemberPassword();
  const form = useForm({
    initialValues: { password: '' },
    validate: {
      password: (v: string) =>
        teamPassword.safeParse(v).success ? null : t('form.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('members.passwordTitle', { username: member.username })}>
      <form
        onSubmit={form.onSubmit((v) =>
          save.mutate({ id: member.id, password: v.password }, { onSuccess: onClose }),
        )}
        noValidate
      >
        <Stack gap="sm">
          {save.error && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <PasswordInput
            label={t('members.firstPassword')}
            description={t('members.firstPasswordHint', { min: PASSWORD_MIN_LENGTH })}
            required
            autoComplete="new-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <FormModalActions onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
