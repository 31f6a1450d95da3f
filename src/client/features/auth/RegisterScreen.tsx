import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { RegisterRequest } from '../../../domain/auth/auth';
import { PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '../../../domain/kernel/users';
import { registerSeller } from './auth-api';

type RegisterValues = Required<RegisterRequest>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /user/register: a seller signs up; the account waits for an administrator (POST /api/business/user/register). */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({
    initialValues: { username: '', password: '', confirmPassword: '', realname: '', email: '', phone: '' },
    validateInputOnBlur: true,
    validate: {
      username: (v) =>
        !v.trim()
          ? t('register.required')
          : USERNAME_PATTERN.test(v.trim())
            ? null
            : t('register.invalidUsername'),
      password: (v) =>
        !v
          ? t('register.required')
          : v.length < PASSWORD_MIN_LENGTH
            ? t('register.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
            : null,
      confirmPassword: (v, values) =>
        !v ? t('register.required') : v !== values.password ? t('register.passwordsDiffer') : null,
      realname: (v) => (v.trim() ? null : t('register.required')),
      email: (v) =>
        !v.trim() ? t('register.required') : EMAIL.test(v.trim()) ? null : t('register.invalidEmail'),
    },
  });

  const register = useMutation({
    mutationFn: (values: RegisterValues) =>
      registerSeller({ ...values, phone: values.phone.trim() || undefined }),
    onSuccess: (account) => navigate('/user/register-result', { state: { username: account.username } }),
  });

  return (
    <form onSubmit={form.onSubmit((values) => register.mutate(values))} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="lg">
          {t('register.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('register.intro')}
        </Text>
        {register.isError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} title={t('register.failed')} role="alert">
            {(register.error as Error).message}
          </Alert>
        )}
        <TextInput
          label={t('register.username')}
          description={t('register.usernameHint')}
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('register.password')}
          description={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <TextInput
          label={t('register.realname')}
          autoComplete="name"
          required
          {...form.getInputProps('realname')}
        />
        <TextInput
          label={t('register.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('register.phone')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Button type="submit" loading={register.isPending} fullWidth mt="xs">
          {t('register.submit')}
        </Button>
        <Anchor component={Link} to="/user/login" size="sm" ta="center">
          {t('register.haveAccount')}
        </Anchor>
      </Stack>
    </form>
  );
}
