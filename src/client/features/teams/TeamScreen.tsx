import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconShieldLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MembersPanel } from './MembersPanel';
import { RolesPanel } from './RolesPanel';
import { useTeamRoles } from './team-api';

/**
 * The seller's Team (`/business/team`, issue 28 point 4): the people who work in this seller
 * account, each under their own name and with a team role that gives them parts of the portal.
 */
export function TeamScreen() {
  const { t } = useTranslation('teams');
  const roles = useTeamRoles();
  return (
    <Stack gap="md">
      <Stack gap={4} maw={720}>
        <Title order={3}>{t('title')}</Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <Tabs defaultValue="members" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
              {t('tabs.members')}
            </Tabs.Tab>
            <Tabs.Tab value="roles" leftSection={<IconShieldLock size={16} />}>
              {t('tabs.roles')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members">
            <MembersPanel roles={roles.data ?? []} />
          </Tabs.Panel>
          <Tabs.Panel value="roles">
            <RolesPanel />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
