import { Alert, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconKey,
  IconPencil,
  IconPlayerPlay,
  IconPlayerPause,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStatus } from '../../../domain/kernel/users';
import type { TeamMemberRow, TeamRoleRow } from '../../../domain/teams/teams';
import { confirmAction } from '../../components/confirm-action';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../components/RowAction';
import { TablePager } from '../../components/TablePager';
import { MemberModal, MemberPasswordModal } from './MemberModal';
import { useChangeMember, useTeamMembers } from './team-api';
import type { MemberChange } from './team-api';

type Editing =
  { kind: 'member'; member: TeamMemberRow | null } | { kind: 'password'; member: TeamMemberRow } | null;

export function MemberStatus({ member }: { member: TeamMemberRow }) {
  const { t } = useTranslation('teams');
  const active = member.status === AccountStatus.active;
  return (
    <Group gap={4}>
      <Badge color={active ? 'green' : 'gray'} variant="light" tt="none">
        {t(active ? 'status.active' : 'status.disabled')}
      </Badge>
      {member.passwordDue && (
        <Badge color="yellow" variant="light" tt="none">
          {t('status.passwordDue')}
        </Badge>
      )}
    </Group>
  );
}

function useMemberActions() {
  const { t } = useTranslation('teams');
  const change = useChangeMember();
  return async (member: TeamMemberRow, what: MemberChange) => {
    const run = () => change.mutateAsync({ id: member.id, change: what });
    if (what === 'enable') {
      try {
        await run();
        notifications.show({ color: 'green', message: t('messages.enabled') });
      } catch (error) {
        notifications.show({ color: 'red', message: (error as Error).message });
      }
      return;
    }
    const ok = await confirmAction(what === 'remove' ? 'delete' : 'disabledAccount', {
      message: t(what === 'remove' ? 'members.confirmRemove' : 'members.confirmDisable', {
        username: member.username,
      }),
      onConfirm: run,
    });
    if (ok)
      notifications.show({
        color: 'green',
        message: t(what === 'remove' ? 'messages.removed' : 'messages.disabled'),
      });
  };
}

export function MembersPanel({ roles }: { roles: readonly TeamRoleRow[] }) {
  const { t } = useTranslation('teams');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [roleId, setRoleId] = useState<number | null>(null);
  const members = useTeamMembers({ pageNo, pageSize, roleId });
  const act = useMemberActions();
  const [editing, setEditing] = useState<Editing>(null);
  const page = members.data;

  const columns: ResponsiveColumn<TeamMemberRow>[] = [
    {
      id: 'member',
      header: t('members.member'),
      priority: 'key',
      cell: (m) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {m.realname}
          </Text>
          <Text size="xs" c="dimmed">
            {m.username}
          </Text>
        </Stack>
      ),
    },
    { id: 'role', header: t('members.role'), priority: 'key', cell: (m) => m.roleName },
    { id: 'status', header: t('members.status'), priority: 'high', cell: (m) => <MemberStatus member={m} /> },
    { id: 'email', header: t('members.email'), priority: 'low', cell: (m) => m.email || '—' },
    {
      id: 'created',
      header: t('members.created'),
      priority: 'low',
      cellProps: { fz: 'sm' },
      cell: (m) => m.gmtCreate.slice(0, 10),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      priority: 'key',
      align: 'right',
      cell: (m) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <RowAction
            label={t('members.editLabel', { username: m.username })}
            tooltip={t('common:actions.edit')}
            icon={IconPencil}
            onClick={() => setEditing({ kind: 'member', member: m })}
          />
          <RowAction
            label={t('members.passwordLabel', { username: m.username })}
            tooltip={t('actions.password')}
            icon={IconKey}
            onClick={() => setEditing({ kind: 'password', member: m })}
          />
          {m.status === AccountStatus.active ? (
            <RowAction
              label={t('members.disableLabel', { username: m.username })}
              tooltip={t('common:actions.disable')}
              icon={IconPlayerPause}
              onClick={() => void act(m, 'disable')}
            />
          ) : (
            <RowAction
              label={t('members.enableLabel', { username: m.username })}
              tooltip={t('common:actions.enable')}
              icon={IconPlayerPlay}
              onClick={() => void act(m, 'enable')}
            />
          )}
          <RowAction
            label={t('members.removeLabel', { username: m.username })}
            tooltip={t('actions.remove')}
            icon={IconTrash}
            color="red"
            onClick={() => void act(m, 'remove')}
          />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Select
          w={220}
          clearable
          placeholder={t('members.allRoles')}
          aria-label={t('members.role')}
          data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
          value={roleId === null ? null : String(roleId)}
          onChange={(v) => {
            setRoleId(v ? Number(v) : null);
            setPageNo(1);
          }}
        />
        <Button
          leftSection={<IconUserPlus size={16} />}
          disabled={roles.length === 0}
          onClick={() => setEditing({ kind: 'member', member: null })}
        >
          {t('members.invite')}
        </Button>
      </Group>
      {roles.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('members.needRole')}
        </Text>
      )}
      {members.isError && (
        <Alert color="red" role="alert">
          {members.error.message}
        </Alert>
      )}
      <ResponsiveTable
        testId="team-members"
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(m) => m.id}
        rowName={(m) => m.username}
        rowProps={(m) => ({ 'data-username': m.username })}
        state={
          members.isPending ? t('list.loading') : page?.rows.length === 0 ? t('members.empty') : undefined
        }
      />
      <TablePager
        totalCount={page?.totalCount ?? 0}
        totalPage={page?.totalPage ?? 1}
        pageNo={pageNo}
        pageSize={pageSize}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
      />
      {editing?.kind === 'member' && (
        <MemberModal
          key={editing.member?.id ?? 'new'}
          member={editing.member}
          roles={roles}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'password' && (
        <MemberPasswordModal member={editing.member} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
