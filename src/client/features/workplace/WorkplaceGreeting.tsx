import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GREETING_LABEL } from '../../../domain/workplace/greeting';
import { useRoleName } from '../../i18n/role-name';
import { useSession } from '../../stores/session';
import { useGreetingPeriod } from './use-greeting';

/** The top card of every home screen: the greeting by hour, who is logged in and in which role. */
export function WorkplaceGreeting({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('workplace');
  const period = useGreetingPeriod();
  const name = useSession((s) => s.userInfo?.realname || s.name);
  const avatar = useSession((s) => s.avatar);
  const role = useSession((s) => s.userInfo?.role);
  const username = useSession((s) => s.userInfo?.username);
  const roleName = useRoleName();
  return (
    <Paper p="lg" radius="md" withBorder>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Avatar src={avatar || null} name={name} size={64} radius="xl" color="initials" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} data-testid="workplace-greeting">
            {t(GREETING_LABEL[period], { name })}
          </Title>
          <Group gap="xs">
            {role ? (
              <Badge variant="light" size="lg" data-testid="workplace-role">
                {roleName(role)}
              </Badge>
            ) : null}
            {username ? (
              <Text size="sm" c="dimmed">
                {t('signedInAs', { username })}
              </Text>
            ) : null}
          </Group>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
