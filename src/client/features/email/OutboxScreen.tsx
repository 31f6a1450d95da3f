import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_KINDS, MAIL_STATUSES, mayRetry } from '../../../domain/email/email';
import type { MailKindCode, MailStatus, OutboxRow } from '../../../domain/email/email';
import { EMAIL_PAGE } from '../../../domain/kernel/permissions';
import { FilterPanel, filterWidth } from '../../components/responsive-list/FilterPanel';
import { ListTabs } from '../../components/responsive-list/ListTabs';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../components/TablePager';
import { usePaging } from '../../components/use-paging';
import { useMay } from '../../stores/permissions';
import { useOutboxList, useOutboxSummary, useRetryMail } from './api/outbox';
import { MailDetails } from './MailDetails';
import { useOutboxColumns } from './outbox-columns';
import { TransportNotice } from './TransportNotice';

const ALL = 'all';

/**
 * Email (admin, module 1500 page 3): every message the platform sent or keeps, by status, kind and
 * recipient, newest first; a row opens the message and its delivery. Above the list: where mail
 * goes (the SMTP server, or nowhere: no server is configured and mail stays here). A failed message
 * (or a kept one once a server is configured) can be sent again.
 */
export function OutboxScreen() {
  const { t } = useTranslation('email');
  const may = useMay();
  const [tab, setTab] = useState<string>(ALL);
  const [kind, setKind] = useState<MailKindCode | null>(null);
  const [to, setTo] = useState('');
  const [debouncedTo] = useDebouncedValue(to.trim(), 300);
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const summary = useOutboxSummary();
  const status = tab === ALL ? undefined : (tab as MailStatus);
  const list = useOutboxList({
    pageNo,
    pageSize,
    status,
    kind: kind ?? undefined,
    to: debouncedTo || undefined,
  });
  const retry = useRetryMail();
  const smtpConfigured = summary.data?.smtpConfigured ?? false;
  const canEdit = may(EMAIL_PAGE, 'edit');
  const canRetry = useCallback(
    (mail: OutboxRow) => canEdit && mayRetry(mail.status, smtpConfigured),
    [canEdit, smtpConfigured],
  );
  // Sending again is one attempt, undone by nothing and harmful to nobody: no confirmation.
  const sendAgain = useCallback(
    (mail: OutboxRow) =>
      retry.mutate(mail.id, {
        onSuccess: () => notifications.show({ color: 'green', message: t('outbox.retryDone') }),
        onError: (error) =>
          notifications.show({ color: 'red', message: `${t('outbox.retryFailed')} ${error.message}` }),
      }),
    [retry, t],
  );
  const columns = useOutboxColumns(canRetry, sendAgain, retry.isPending ? retry.variables : null);
  const counts = summary.data?.counts;
  const total = counts ? MAIL_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const tabs = [
    { value: ALL, label: t('outbox.allStatuses'), count: total },
    ...MAIL_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`), count: counts?.[s] })),
  ];
  const filtered = Boolean(status || kind || debouncedTo);
  const page = list.data;
  const rows = page?.rows ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('outbox.title')}</Title>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          loading={list.isFetching || summary.isFetching}
          onClick={() => {
            void list.refetch();
            void summary.refetch();
          }}
        >
          {t('common:actions.refresh')}
        </Button>
      </Group>
      {summary.data && <TransportNotice summary={summary.data} />}
      <ListTabs
        label={t('outbox.column.status')}
        value={tab}
        onChange={(value) => {
          setTab(value);
          setPageNo(1);
        }}
        tabs={tabs.map((tab) => ({
          ...tab,
          label: tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`,
          count: undefined,
        }))}
      />
      <FilterPanel active={(kind ? 1 : 0) + (debouncedTo ? 1 : 0)}>
        <Group gap="sm" align="flex-end">
          <Select
            w={filterWidth(190)}
            label={t('outbox.kindFilter')}
            placeholder={t('outbox.allStatuses')}
            clearable
            data={MAIL_KINDS.map((k) => ({ value: k, label: t(`outbox.kind.${k}`) }))}
            value={kind}
            onChange={(value) => {
              setKind((value as MailKindCode | null) ?? null);
              setPageNo(1);
            }}
          />
          <TextInput
            w={filterWidth(240)}
            label={t('outbox.toFilter')}
            placeholder={t('outbox.toFilter')}
            value={to}
            onChange={(event) => {
              setTo(event.currentTarget.value);
              setPageNo(1);
            }}
          />
        </Group>
      </FilterPanel>
      <ResponsiveTable
        testId="outbox"
        minWidth={900}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        rowName={(m) => m.to}
        rowProps={(m) => ({ 'data-testid': 'mail-row', 'data-status': m.status, 'data-mail': m.id })}
        tableProps={{ highlightOnHover: true, verticalSpacing: 'xs' }}
        details={{
          heading: t('outbox.details'),
          content: (m) => <MailDetails mail={m} />,
          label: (m, expanded) => t(expanded ? 'outbox.hideMessage' : 'outbox.showMessage', { to: m.to }),
          rowClick: true,
        }}
        state={
          list.isError ? (
            <Text c="red" ta="center" py="lg" role="alert">
              {`${t('outbox.loadFailed')} ${list.error.message}`}
            </Text>
          ) : page && rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {filtered ? t('outbox.emptyFiltered') : t('outbox.empty')}
            </Text>
          ) : null
        }
      />
      <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
    </Stack>
  );
}
