import { Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../../domain/kernel/permissions';
import type { Action } from '../../../../domain/kernel/permissions';
import { AccountStatus } from '../../../../domain/kernel/users';
import { useBusinessAccounts } from '../api/business-account-list';
import type { BusinessAccountFilter, BusinessAccountRow } from '../api/business-account-list';
import { usePendingRegistrations } from '../api/pending-registrations';
import { AccountIdentity } from '../shared/AccountIdentity';
import { AccountStatusBadge } from '../shared/AccountStatusBadge';
import { KeywordFilter } from '../shared/KeywordFilter';
import { ListFooter } from '../shared/ListFooter';
import { ListTable } from '../shared/ListTable';
import { usePagedFilter } from '../shared/use-paged-filter';
import { usePasswordReset } from '../shared/use-password-reset';
import { useMay } from '../../../stores/permissions';
import { FilterTab } from '../../../components/FilterTab';
import { BusinessAccountActions } from './BusinessAccountActions';
import { MERCHANT_FLAGS, MerchantFlagSwitch } from './MerchantFlagSwitch';
import { SellerTeamModal } from './SellerTeamModal';

/** The status tabs; "pending" is the awaiting-approval preset with its count. */
const TABS = {
  all: null,
  pending: AccountStatus.pending,
  active: AccountStatus.active,
  suspended: AccountStatus.suspended,
};
type TabKey = keyof typeof TABS;

function tabOf(status: BusinessAccountFilter['status']): TabKey {
  return (Object.keys(TABS) as TabKey[]).find((key) => TABS[key] === (status ?? null)) ?? 'all';
}

/** Account/BusinessAccount: merchants, their approval and suspension, flags and password resets. */
export function BusinessAccountScreen() {
  const { t } = useTranslation('accounts');
  const may = useMay();
  const can = (action: Action) => may(AdminPage.businessAccount, action);
  const list = usePagedFilter<BusinessAccountFilter>({ keyword: '', status: null }, ['keyword']);
  const accounts = useBusinessAccounts(list.query);
  const pending = usePendingRegistrations();
  const passwordReset = usePasswordReset('business');
  const [teamOf, setTeamOf] = useState<BusinessAccountRow | null>(null);
  const rows = accounts.data?.rows ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3}>{t('business.title')}</Title>
        <KeywordFilter
          w={300}
          maw="100%"
          placeholder={t('business.keywordPlaceholder')}
          value={list.filter.keyword ?? ''}
          onChange={(keyword) => list.change('keyword', keyword)}
        />
      </Group>
      <Tabs
        value={tabOf(list.filter.status)}
        onChange={(key) => list.change('status', TABS[(key ?? 'all') as TabKey])}
      >
        <Tabs.List>
          <FilterTab value="all">{t('business.tabs.all')}</FilterTab>
          <FilterTab
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
          </FilterTab>
          <FilterTab value="active">{t('business.tabs.active')}</FilterTab>
          <FilterTab value="suspended">{t('business.tabs.suspended')}</FilterTab>
        </Tabs.List>
      </Tabs>
      <ListTable<BusinessAccountRow>
        testId="business-accounts"
        minWidth={720}
        columns={[
          {
            id: 'merchant',
            header: t('business.merchant'),
            priority: 'key',
            cell: (account) => <AccountIdentity account={account} />,
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
            id: 'features',
            header: t('business.features'),
            priority: 'high',
            cell: (account) => (
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
            ),
          },
          {
            id: 'actions',
            header: t('list.actions'),
            priority: 'key',
            align: 'right',
            cell: (account) => (
              <BusinessAccountActions
                account={account}
                can={can}
                onResetPassword={passwordReset.start}
                onTeam={setTeamOf}
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
      {passwordReset.modal}
      {teamOf && <SellerTeamModal seller={teamOf} onClose={() => setTeamOf(null)} />}
    </Stack>
  );
}
