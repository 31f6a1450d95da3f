import { Group, Stack, Text } from '@mantine/core';

/**
 * Who an account is, in one table cell: username and UID, then real name, e-mail and phone.
 * One cell instead of five keeps the actions in view on a 1024 px tablet.
 */
export function AccountIdentity({
  account,
}: {
  account: { uid: string; username: string; realname: string; email: string; phone?: string };
}) {
  const details = [account.realname, account.email, account.phone].filter(Boolean).join(' · ');
  return (
    <Stack gap={2}>
      <Group gap={8} wrap="nowrap">
        <Text size="sm" fw={600}>
          {account.username}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {account.uid}
        </Text>
      </Group>
      {details && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {details}
        </Text>
      )}
    </Stack>
  );
}
