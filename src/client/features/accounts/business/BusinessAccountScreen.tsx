import { Badge, Group, Stack, Table, Tabs, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../../domain/permissions';
import { AccountStatus } from '../../../../domain/users';
import { useBusinessAccounts } from '../api/business-account-list';
import type { BusinessAccountFilter } from '../api/business-account-list';
import { usePendingRegistrations } from '../api/pending-registrations';
import { AccountIdentity } from '../shared/AccountIdentity';
import { AccountStatusBadge } from '../shared/AccountStatusBadge';
import { ListFooter } from '../shared/ListFooter';
import { TableState } from '../shared/TableState';
import { usePageActions } from '../shared/use-page-actions';
import { usePagedFilter } from '../shared/use-paged-filter';
import { usePasswordReset } from '../shared/use-password-reset';
import { BusinessAccountActions } from './BusinessAccountActions';
import { MERCHANT_FLAGS, MerchantFlagSwitch } from './MerchantFlagSwitch';

/** The status tabs; "pending" is the awaiting-approval preset with its count. */
const TABS = {
  all: null,
  pending: AccountStatus.pending,
  active: AccountStatus.active,
  suspended: AccountStatus.suspended,
};
type TabKey = keyof typeof TABS;
const COLUMNS = 5;

function tabOf(status: BusinessAccountFilter['status']): TabKey {
  return (Object.keys(TABS) as TabKey[]).find((key) => TABS[key] === (status ?? null)) ?? 'all';
}

/** Account/BusinessAccount: merchants, their approval and suspension, flags and password resets. */
export function BusinessAccountScreen() {
  const { t } = useTranslation('accounts');
  const can = usePageActions(AdminPage.businessAccount);
  const list = usePagedFilter<BusinessAccountFilter>({ keyword: '', status: null }, ['keyword']);
  const accounts = useBusinessAccounts(list.query);
  const pending = usePendingRegistrations();
  const passwordReset = usePasswordReset('business');
  const rows = accounts.data?.rows ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3}>{t('business.title')}</Title>
        <TextInput
          w={300}
          maw="100%"
          leftSection={<IconSearch size={16} />}
          placeholder={t('business.keywordPlaceholder')}
          aria-label={t('list.keyword')}
          value={list.filter.keyword ?? ''}
          onChange={(event) => list.change('keyword', event.currentTarget.value)}
        />
      </Group>
      <Tabs
        value={tabOf(list.filter.status)}
        onChange={(key) => list.change('status', TABS[(key ?? 'all') as TabKey])}
      >
        <Tabs.List>
          <Tabs.Tab value="all">{t('business.tabs.all')}</Tabs.Tab>
          <Tabs.Tab
            value="pending"
            rightSection={
              pending.data ? (
                <Badge size="sm" color="yellow" circle={pending.data < 10} data-testid="pending-count">
                  {pending.data}
                </Badge>
              ) : null
            }
          >
            {t('business.tabs.pending')}
          </Tabs.Tab>
          <Tabs.Tab value="active">{t('business.tabs.active')}</Tabs.Tab>
          <Tabs.Tab value="suspended">{t('business.tabs.suspended')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="business-accounts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('business.merchant')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
              <Table.Th>{t('fields.created')}</Table.Th>
              <Table.Th>{t('business.features')}</Table.Th>
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
                  <AccountStatusBadge status={account.status} />
                </Table.Td>
                <Table.Td fz="sm">{account.gmtCreate}</Table.Td>
                <Table.Td>
                  <Stack gap={6}>
                    {MERCHANT_FLAGS.map((flag) => (
                      <MerchantFlagSwitch
                        key={flag}
                        accountId={account.id}
                        username={account.username}
                        flags={account.flags}
                        flag={flag}
                        editable={can('edit')}
                      />
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <BusinessAccountActions account={account} can={can} onResetPassword={passwordReset.start} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter page={accounts.data} onPage={list.setPageNo} />
      {passwordReset.modal}
    </Stack>
  );
}
