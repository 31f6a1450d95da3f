import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../domain/kernel/users';
import { ApiError } from '../../api/http';
import { changePassword } from './auth-api';
import { useLeaveSession } from './use-logout';

export const CHANGE_PASSWORD_DIALOG_WIDTH = 400;
/** Spec section 8: the fallback when a failure carries no message of its own. */
export const CHANGE_PASSWORD_FALLBACK = '修改密码失败';

type PasswordValues = { oldPassword: string; newPassword: string; confirmpassword: string };

/** The message a failed change shows: the server's msg, the exception's message, or the fallback. */
export function changePasswordFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0) return error.message;
  return (error instanceof Error && error.message) || CHANGE_PASSWORD_FALLBACK;
}

/**
 * Change-password dialog (spec sections 2, 5 and 8), width 400. Every field is required and
 * checked on blur; the confirmation must equal the new password. A refusal keeps the dialog
 * open with the server's message; success ends every session of the account, so it logs out.
 * `required`: the password must be changed before anything else (PasswordChangeDue): the dialog
 * says why and cannot be closed or cancelled.
 */
export function ChangePasswordDialog({
  opened,
  onClose,
  required = false,
}: {
  opened: boolean;
  onClose: () => void;
  required?: boolean;
}) {
  const { t } = useTranslation('common');
  const leaveSession = useLeaveSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<PasswordValues>({
    initialValues: { oldPassword: '', newPassword: '', confirmpassword: '' },
    validateInputOnBlur: true,
    validate: {
      oldPassword: (v) => (v ? null : t('password.required')),
      newPassword: (v) =>
        !v
          ? t('password.required')
          : v.length < PASSWORD_MIN_LENGTH
            ? t('password.tooShort', { min: PASSWORD_MIN_LENGTH })
            : null,
      confirmpassword: (v, values) =>
        !v ? t('password.required') : v !== values.newPassword ? t('password.not.match') : null,
    },
  });

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        confirmPassword: values.confirmpassword,
      });
      if (answer.code !== 200) {
        setFailure(answer.msg);
        return;
      }
      notifications.show({ color: 'green', message: answer.msg || t('password.changed') });
      close();
      // The server has ended every session of this account: leave without calling /logout.
      leaveSession();
    } catch (error) {
      setFailure(changePasswordFailureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('password.title')}
      size={CHANGE_PASSWORD_DIALOG_WIDTH}
      centered
      withCloseButton={!required}
      closeOnClickOutside={!required}
      closeOnEscape={!required}
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          {required && (
            <Alert color="yellow" data-testid="password-change-due">
              {t('auth:passwordChangeDue')}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={t('password.oldPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label={t('password.newPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('password.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmpassword')}
          />
          <Group justify="flex-end" mt="xs">
            {!required && (
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {t('actions.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
