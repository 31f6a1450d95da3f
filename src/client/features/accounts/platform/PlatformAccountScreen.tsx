import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_USER_TYPES } from '../../../../domain/accounts';
import type { PlatformUserType } from '../../../../domain/accounts';
import { AdminPage } from '../../../../domain/permissions';
import type { AccountStatus } from '../../../../domain/users';
import { usePlatformAccounts } from '../api/platform-account-list';
import type { PlatformAccountFilter, PlatformAccountRow } from '../api/platform-account-list';
import { useRoleChoices } from '../api/role-list';
import { AccountIdentity } from '../shared/AccountIdentity';
import { ACCOUNT_STATUS_LOOK, ACCOUNT_STATUSES, AccountStatusBadge } from '../shared/AccountStatusBadge';
import { ListFooter } from '../shared/ListFooter';
import { TableState } from '../shared/TableState';
import { usePageActions } from '../shared/use-page-actions';
import { usePagedFilter } from '../shared/use-paged-filter';
import { usePasswordReset } from '../shared/use-password-reset';
import { PlatformAccountActions } from './PlatformAccountActions';
import { PlatformAccountEditor } from './PlatformAccountDrawer';

const COLUMNS = 6;
const numberOrNull = (value: string | null) => (value ? Number(value) : null);

/** Account/PlatformAccount: admins and warehouse staff, their roles and warehouses. */
export function PlatformAccountScreen() {
  const { t } = useTranslation('accounts');
  const can = usePageActions(AdminPage.platformAccount);
  const list = usePagedFilter<PlatformAccountFilter>(
    { keyword: '', userType: null, status: null, roleId: null },
    ['keyword'],
  );
  const accounts = usePlatformAccounts(list.query);
  // The role filter needs the Roles page; without it the filter is left out.
  const mayListRoles = usePageActions(AdminPage.roles)('query');
  const roles = useRoleChoices(list.filter.userType ?? null, mayListRoles);
  const passwordReset = usePasswordReset('platform');
  const [editing, setEditing] = useState<{ account: PlatformAccountRow | null } | null>(null);
  const rows = accounts.data?.rows ?? [];
  const platformRoles = (roles.data?.rows ?? []).filter((r) =>
    (PLATFORM_USER_TYPES as readonly number[]).includes(r.userType),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={3}>{t('platform.title')}</Title>
        {can('add') && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ account: null })}>
            {t('platform.new')}
          </Button>
        )}
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          w={220}
          leftSection={<IconSearch size={16} />}
          placeholder={t('platform.keywordPlaceholder')}
          aria-label={t('list.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(event) => list.change('keyword', event.currentTarget.value)}
        />
        <Select
          w={160}
          clearable
          placeholder={t('fields.userType')}
          aria-label={t('fields.userType')}
          data={PLATFORM_USER_TYPES.map((type) => ({ value: String(type), label: t(`userType.${type}`) }))}
          value={list.filter.userType ? String(list.filter.userType) : null}
          onChange={(value) => {
            list.replace({
              ...list.filter,
              userType: numberOrNull(value) as PlatformUserType | null,
              roleId: null,
            });
          }}
        />
        <Select
          w={140}
          clearable
          placeholder={t('fields.status')}
          aria-label={t('fields.status')}
          data={ACCOUNT_STATUSES.map((s) => ({ value: String(s), label: t(ACCOUNT_STATUS_LOOK[s].key) }))}
          value={list.filter.status != null ? String(list.filter.status) : null}
          onChange={(value) => list.change('status', numberOrNull(value) as AccountStatus | null)}
        />
        {mayListRoles && (
          <Select
            w={180}
            clearable
            searchable
            placeholder={t('fields.role')}
            aria-label={t('fields.role')}
            data={platformRoles.map((r) => ({ value: String(r.id), label: r.name }))}
            value={list.filter.roleId ? String(list.filter.roleId) : null}
            onChange={(value) => list.change('roleId', numberOrNull(value))}
          />
        )}
      </Group>
      <Table.ScrollContainer minWidth={740}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="platform-accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('platform.account')}</Table.Th>
              <Table.Th>{t('fields.role')}</Table.Th>
              <Table.Th>{t('platform.warehouses')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
              <Table.Th>{t('fields.created')}</Table.Th>
              <Table.Th ta="right">{t('list.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState query={accounts} columns={COLUMNS} empty={rows.length === 0} />
            {rows.map((account) => (
              <Table.Tr key={account.id} data-username={account.username}>
                <Table.Td>
                  <AccountIdentity account={account} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{account.roleName}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`userType.${account.userType}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {account.warehouses.map((w) => (
                      <Badge
                        key={w.wareId}
                        variant="outline"
                        color="gray"
                        size="sm"
                        miw="max-content"
                        tt="none"
                      >
                        {w.wareName}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <AccountStatusBadge status={account.status} />
                </Table.Td>
                <Table.Td fz="sm">{account.gmtCreate}</Table.Td>
                <Table.Td>
                  <PlatformAccountActions
                    account={account}
                    can={can}
                    onEdit={(a) => setEditing({ account: a })}
                    onResetPassword={passwordReset.start}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter page={accounts.data} onPage={list.setPageNo} />
      <PlatformAccountEditor editing={editing} onClose={() => setEditing(null)} />
      {passwordReset.modal}
    </Stack>
  );
}
