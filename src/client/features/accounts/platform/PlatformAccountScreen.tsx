import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { PLATFORM_USER_TYPES } from '../../../../domain/accounts/accounts';
import { AdminPage } from '../../../../domain/kernel/permissions';
import type { Action } from '../../../../domain/kernel/permissions';
import type { AccountStatus } from '../../../../domain/kernel/users';
import { useRoleName } from '../../../i18n/role-name';
import { usePlatformAccounts } from '../api/platform-account-list';
import type { PlatformAccountFilter, PlatformAccountRow } from '../api/platform-account-list';
import { useRoleChoices } from '../api/role-list';
import { AccountIdentity } from '../shared/AccountIdentity';
import { ACCOUNT_STATUS_LOOK, ACCOUNT_STATUSES, AccountStatusBadge } from '../shared/AccountStatusBadge';
import { KeywordFilter } from '../shared/KeywordFilter';
import { ListFooter } from '../shared/ListFooter';
import { ListTable } from '../shared/ListTable';
import { usePagedFilter } from '../shared/use-paged-filter';
import { usePasswordReset } from '../shared/use-password-reset';
import { UserTypeFilter } from '../shared/UserTypeControls';
import { useMay } from '../../../stores/permissions';
import { PlatformAccountActions } from './PlatformAccountActions';
import { PlatformAccountEditor } from './PlatformAccountDrawer';

const numberOrNull = (value: string | null) => (value ? Number(value) : null);

/** Account/PlatformAccount: admins and warehouse staff, their roles and warehouses. */
export function PlatformAccountScreen() {
  const { t } = useTranslation('accounts');
  const may = useMay();
  const can = (action: Action) => may(AdminPage.platformAccount, action);
  const list = usePagedFilter<PlatformAccountFilter>(
    { keyword: '', userType: null, status: null, roleId: null },
    ['keyword'],
  );
  const accounts = usePlatformAccounts(list.query);
  // The role filter needs the Roles page; without it the filter is left out.
  const mayListRoles = may(AdminPage.roles, 'query');
  const roles = useRoleChoices(list.filter.userType ?? null, mayListRoles);
  const passwordReset = usePasswordReset('platform');
  const roleName = useRoleName();
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
      <FilterPanel active={list.active}>
        <Group gap="sm" align="flex-end">
          <KeywordFilter
            w={filterWidth(220)}
            placeholder={t('platform.keywordPlaceholder')}
            value={list.filter.keyword ?? ''}
            onChange={(keyword) => list.change('keyword', keyword)}
          />
          <UserTypeFilter
            types={PLATFORM_USER_TYPES}
            w={filterWidth(160)}
            value={list.filter.userType}
            // Roles belong to one kind of account: the role filter starts again.
            onChange={(userType) => list.replace({ ...list.filter, userType, roleId: null })}
          />
          <Select
            w={filterWidth(140)}
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
              data={platformRoles.map((r) => ({ value: String(r.id), label: roleName(r) }))}
              value={list.filter.roleId ? String(list.filter.roleId) : null}
              onChange={(value) => list.change('roleId', numberOrNull(value))}
            />
          )}
        </Group>
      </FilterPanel>
      <ListTable<PlatformAccountRow>
        testId="platform-accounts"
        minWidth={740}
        columns={[
          {
            id: 'account',
            header: t('platform.account'),
            priority: 'key',
            cell: (account) => <AccountIdentity account={account} />,
          },
          {
            id: 'role',
            header: t('fields.role'),
            priority: 'high',
            cell: (account) => (
              <>
                <Text size="sm">{roleName({ id: account.roleId, name: account.roleName })}</Text>
                <Text size="xs" c="dimmed">
                  {t(`userType.${account.userType}`)}
                </Text>
              </>
            ),
          },
          {
            id: 'warehouses',
            header: t('platform.warehouses'),
            priority: 'low',
            cell: (account) => (
              <Group gap={4}>
                {account.warehouses.map((w) => (
                  <Badge key={w.wareId} variant="outline" color="gray" size="sm" miw="max-content" tt="none">
                    {w.wareName}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            id: 'status',
            header: t('fields.status'),
            priority: 'key',
            cell: (account) => <AccountStatusBadge status={account.status} />,
          },
          {
            id: 'created',
            header: t('fields.created'),
            priority: 'low',
            cellProps: { fz: 'sm' },
            cell: (account) => account.gmtCreate,
          },
          {
            id: 'actions',
            header: t('list.actions'),
            priority: 'key',
            align: 'right',
            cell: (account) => (
              <PlatformAccountActions
                account={account}
                can={can}
                onEdit={(a) => setEditing({ account: a })}
                onResetPassword={passwordReset.start}
              />
            ),
          },
        ]}
        rows={rows}
        rowKey={(account) => account.id}
        rowName={(account) => account.username}
        rowProps={(account) => ({ 'data-username': account.username })}
        query={accounts}
      />
      <ListFooter page={accounts.data} onPage={list.setPageNo} />
      <PlatformAccountEditor editing={editing} onClose={() => setEditing(null)} />
      {passwordReset.modal}
    </Stack>
  );
}
