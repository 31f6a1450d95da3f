import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../../domain/kernel/users';
import { formatDisplayTime } from '../../api/response';
import { checkRecovery, resetThroughRecovery } from './recover-api';

function LinksOut({ askAgain }: { askAgain: boolean }) {
  const { t } = useTranslation('email');
  return (
    <Group justify="center" gap="lg">
      {askAgain && (
        <Anchor component={Link} to="/user/recover" size="sm">
          {t('recover.askAgain')}
        </Anchor>
      )}
      <Anchor component={Link} to="/user/login" size="sm">
        {t('recover.backToLogin')}
      </Anchor>
    </Group>
  );
}

/**
 * Opened from a recovery mail: the link is checked first (used or expired says so at once), then
 * the new password is set under the same rules as a password change; every session ends.
 */
export function RecoverResetForm({ token }: { token: string }) {
  const { t } = useTranslation('email');
  const link = useQuery({
    queryKey: ['recover-check', token],
    queryFn: () => checkRecovery(token),
    retry: false,
    gcTime: 0,
    meta: { persist: false },
  });
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validateInputOnBlur: true,
    validate: {
      newPassword: (v) =>
        !v
          ? t('recover.required')
          : v.length < PASSWORD_MIN_LENGTH
            ? t('recover.reset.rule', { min: PASSWORD_MIN_LENGTH })
            : null,
      confirmPassword: (v, values) =>
        !v ? t('recover.required') : v !== values.newPassword ? t('recover.reset.differ') : null,
    },
  });
  const reset = useMutation({
    mutationFn: (values: { newPassword: string; confirmPassword: string }) =>
      resetThroughRecovery({ token, ...values }),
  });

  if (reset.isSuccess)
    return (
      <Stack gap="sm">
        <Alert
          color="green"
          icon={<IconCircleCheck size={16} />}
          title={t('recover.reset.doneTitle')}
          role="status"
        >
          {t('recover.reset.doneText')}
        </Alert>
        <Button component={Link} to="/user/login" fullWidth>
          {t('recover.backToLogin')}
        </Button>
      </Stack>
    );
  if (link.isPending)
    return (
      <Group justify="center" py="lg" role="status" aria-label={t('recover.reset.checking')}>
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('recover.reset.checking')}
        </Text>
      </Group>
    );
  if (link.isError)
    return (
      <Stack gap="sm">
        <Alert
          color="red"
          icon={<IconAlertCircle size={16} />}
          title={t('recover.reset.deadTitle')}
          role="alert"
        >
          {link.error.message}
        </Alert>
        <LinksOut askAgain />
      </Stack>
    );

  return (
    <form onSubmit={form.onSubmit((values) => reset.mutate(values))} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="lg">
          {t('recover.reset.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('recover.reset.forAccount', {
            username: link.data.username,
            time: formatDisplayTime(link.data.expiresAt),
          })}
        </Text>
        {reset.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={16} />}
            title={t('recover.reset.failed')}
            role="alert"
          >
            {reset.error.message}
          </Alert>
        )}
        <PasswordInput
          label={t('recover.reset.newPassword')}
          description={t('recover.reset.rule', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('recover.reset.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth mt="xs">
          {t('recover.reset.submit')}
        </Button>
        <LinksOut askAgain={reset.isError} />
      </Stack>
    </form>
  );
}
