import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StoredUserType } from '../../../domain/kernel/users';
import { apiUrl } from '../../api/http';
import { apiHost, useSession } from '../../stores/session';
import { captchaRequiredBy, logIn, loginTypeOf } from './auth-api';
import { useLoginFields } from './use-login-fields';
import type { LoginValues } from './use-login-fields';

/** The three portals a person can log in to, in the order the login form offers them. */
export const LOGIN_CHOICES: readonly StoredUserType[] = ['business', 'warehouse', 'admin'];

/**
 * /user/login. Success stores the session; the route guard then loads the user and opens the
 * redirect query or the default page. Wrong credentials, captcha, 429 and 423 show the server's
 * message; 423 also opens the contact-support modal (the http client does that).
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const storedUserType = useSession((s) => s.storedUserType);
  const setStoredUserType = useSession((s) => s.setStoredUserType);
  const startSession = useSession((s) => s.startSession);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaNonce, setCaptchaNonce] = useState(() => Date.now());
  const form = useLoginFields(t('form.required'), captchaShown);

  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      logIn({
        username: values.username.trim(),
        password: values.password,
        captcha: captchaShown ? values.captcha.trim() : undefined,
        userType: loginTypeOf(storedUserType),
      }),
    onSuccess: (result) => startSession(result),
    onError: (error) => {
      if (captchaRequiredBy(error)) setCaptchaShown(true);
      // A captcha is good for one attempt only.
      setCaptchaNonce(Date.now());
      form.setField('captcha', '');
    },
  });

  const captchaSrc = `${apiUrl('/captcha', apiHost({ storedUserType }))}?t=${captchaNonce}`;

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="lg">
          {t('title')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-label={t('userType.label')}
          value={storedUserType}
          onChange={(value) => {
            setStoredUserType(value as StoredUserType);
            login.reset();
          }}
          data={LOGIN_CHOICES.map((type) => ({ value: type, label: t(`userType.${type}`) }))}
        />
        {login.isError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} title={t('form.failed')} role="alert">
            {(login.error as Error).message}
          </Alert>
        )}
        <TextInput
          label={t('form.username')}
          autoComplete="username"
          required
          {...form.inputProps('username')}
        />
        <PasswordInput
          label={t('form.password')}
          autoComplete="current-password"
          required
          {...form.inputProps('password')}
        />
        <Anchor component={Link} to="/user/recover" size="sm" ta="right" mt={-6}>
          {t('form.forgotPassword')}
        </Anchor>
        {captchaShown && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('form.captcha')}
              autoComplete="off"
              required
              style={{ flex: 1 }}
              {...form.inputProps('captcha')}
            />
            <Image src={captchaSrc} alt={t('form.captchaImage')} h={36} w={120} radius="sm" bg="white" />
            <ActionIcon
              variant="default"
              size={36}
              onClick={() => setCaptchaNonce(Date.now())}
              aria-label={t('form.refreshCaptcha')}
            >
              <IconRefresh size={18} />
            </ActionIcon>
          </Group>
        )}
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {t('form.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('form.noAccount')}{' '}
          <Anchor component={Link} to="/user/register" onClick={() => setStoredUserType('business')}>
            {t('form.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
