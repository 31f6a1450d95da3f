import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { askRecovery } from './recover-api';

/** Asks for a recovery link; the answer reads the same whether the account exists or not. */
export function RecoverAskForm() {
  const { t } = useTranslation('email');
  const form = useForm({
    initialValues: { account: '' },
    validate: { account: (v) => (v.trim() ? null : t('recover.required')) },
  });
  const ask = useMutation({ mutationFn: (account: string) => askRecovery(account) });

  return (
    <form onSubmit={form.onSubmit((values) => ask.mutate(values.account.trim()))} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="lg">
          {t('recover.ask.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('recover.ask.hint')}
        </Text>
        {ask.isSuccess && (
          <Alert
            color="green"
            icon={<IconMailCheck size={16} />}
            title={t('recover.ask.sentTitle')}
            role="status"
          >
            {ask.data}
          </Alert>
        )}
        {ask.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={16} />}
            title={t('recover.ask.failed')}
            role="alert"
          >
            {ask.error.message}
          </Alert>
        )}
        <TextInput
          label={t('recover.ask.account')}
          autoComplete="username"
          required
          {...form.getInputProps('account')}
        />
        <Button type="submit" loading={ask.isPending} fullWidth mt="xs">
          {t('recover.ask.submit')}
        </Button>
        <Anchor component={Link} to="/user/login" size="sm" ta="center">
          {t('recover.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
