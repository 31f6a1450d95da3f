import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnAddressLine } from '../../../../domain/listing/return-accounts';
import type { ReturnAccountView } from '../../../../domain/listing/return-accounts';
import { AdminPage } from '../../../../domain/kernel/permissions';
import { MARKETPLACE_LABEL, MARKETPLACES } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { confirmAction } from '../../../components/confirm-action';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { useMay } from '../../../stores/permissions';
import { useDeleteReturnAccount, useReturnAccounts, useSwitchReturnAccount } from './return-account-api';
import { ReturnAccountEditor } from './ReturnAccountDrawer';

type Actions = {
  onEdit?: (a: ReturnAccountView) => void;
  onSwitch?: (a: ReturnAccountView) => void;
  onDelete?: (a: ReturnAccountView) => void;
};

function useColumns({ onEdit, onSwitch, onDelete }: Actions): ResponsiveColumn<ReturnAccountView>[] {
  const { t } = useTranslation(['return-accounts', 'listing']);
  return useMemo(
    () => [
      {
        id: 'account',
        header: t('column.account'),
        priority: 'key',
        cell: (a) => (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {a.accountName}
            </Text>
            <Text size="xs" c="dimmed">
              {t(MARKETPLACE_LABEL[a.marketplace])} · {a.accountRef}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'address',
        header: t('column.address'),
        priority: 'high',
        cell: (a) => (
          <Stack gap={2}>
            <Text size="sm">{returnAddressLine(a)}</Text>
            {a.phone || a.email ? (
              <Text size="xs" c="dimmed">
                {[a.phone, a.email].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'warehouse',
        header: t('column.warehouse'),
        priority: 'low',
        cell: (a) => a.wareName ?? t('form.everyWarehouse'),
      },
      {
        id: 'status',
        header: t('column.status'),
        priority: 'key',
        cell: (a) => (
          <Badge variant="light" color={a.active ? 'teal' : 'gray'}>
            {t(a.active ? 'active' : 'inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: t('column.actions'),
        priority: 'key',
        cell: (a) => (
          <Group gap={4} wrap="wrap">
            {onEdit && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => onEdit(a)}
                aria-label={t('editOf', { name: a.accountName })}
              >
                {t('common:actions.edit')}
              </Button>
            )}
            {onSwitch && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => onSwitch(a)}
                aria-label={t(a.active ? 'disableOf' : 'enableOf', { name: a.accountName })}
              >
                {t(a.active ? 'common:actions.disable' : 'common:actions.enable')}
              </Button>
            )}
            {onDelete && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => onDelete(a)}
                aria-label={t('deleteOf', { name: a.accountName })}
              >
                {t('common:actions.delete')}
              </Button>
            )}
          </Group>
        ),
      },
    ],
    [t, onEdit, onSwitch, onDelete],
  );
}

/**
 * Admin `Account/ReturnAccount` (module 1100 page 3): the platform's accounts at each marketplace and
 * the address returns come back to. Sales moved to returned name the account their pair comes back
 * through (Sales Orders); an account a sale names is switched off rather than deleted.
 */
export function ReturnAccountScreen() {
  const { t } = useTranslation(['return-accounts', 'listing']);
  const may = useMay();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [marketplace, setMarketplace] = useState<MarketplaceCode | undefined>();
  const [active, setActive] = useState<boolean | undefined>();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const list = useReturnAccounts(
    { pageNo, pageSize },
    { marketplace, active, keyword: debounced || undefined },
  );
  const switchActive = useSwitchReturnAccount();
  const remove = useDeleteReturnAccount();
  const [editing, setEditing] = useState<{ account: ReturnAccountView | null } | null>(null);
  const page = list.data;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notifications.show({ color: 'green', message: t(done) });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };
  const columns = useColumns({
    onEdit: may(AdminPage.returnAccount, 'edit') ? (a) => setEditing({ account: a }) : undefined,
    onSwitch:
      may(AdminPage.returnAccount, 'enable') && may(AdminPage.returnAccount, 'disable')
        ? (a) =>
            void act(
              () => switchActive.mutateAsync({ id: a.id, active: !a.active }),
              a.active ? 'disabled' : 'enabled',
            )
        : undefined,
    onDelete: may(AdminPage.returnAccount, 'delete')
      ? (a) =>
          void confirmAction('delete', { message: t('confirmDelete', { name: a.accountName }) }).then(
            (ok) => {
              if (ok) void act(() => remove.mutateAsync(a.id), 'deleted');
            },
          )
      : undefined,
  });
  const filtered = marketplace !== undefined || active !== undefined || debounced !== '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={680}>
          <Title order={3}>{t('title')}</Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </Stack>
        {may(AdminPage.returnAccount, 'add') && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ account: null })}>
            {t('add')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('field.marketplace')}
              placeholder={t('filter.all')}
              clearable
              w={180}
              data={MARKETPLACES.map((m) => ({ value: m, label: t(MARKETPLACE_LABEL[m]) }))}
              value={marketplace ?? null}
              onChange={(v) => {
                setMarketplace((v as MarketplaceCode | null) ?? undefined);
                setPageNo(1);
              }}
            />
            <Select
              label={t('column.status')}
              placeholder={t('filter.all')}
              clearable
              w={160}
              data={[
                { value: 'true', label: t('active') },
                { value: 'false', label: t('inactive') },
              ]}
              value={active === undefined ? null : String(active)}
              onChange={(v) => {
                setActive(v === null ? undefined : v === 'true');
                setPageNo(1);
              }}
            />
            <TextInput
              label={t('filter.keyword')}
              placeholder={t('filter.keywordHint')}
              leftSection={<IconSearch size={16} />}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.currentTarget.value);
                setPageNo(1);
              }}
              style={{ flex: '1 1 220px' }}
            />
          </Group>
          {list.isError && (
            <Alert color="red" role="alert" title={t('loadFailed')}>
              {list.error.message}
            </Alert>
          )}
          <ResponsiveTable
            testId="return-accounts"
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={(a) => a.id}
            rowName={(a) => a.accountName}
            rowProps={(a) => ({ 'data-testid': 'return-account-row', 'data-active': a.active })}
            state={
              page?.rows.length === 0
                ? t(filtered ? 'emptyFiltered' : 'empty')
                : list.isLoading
                  ? t('loading')
                  : undefined
            }
            minWidth={760}
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
        </Stack>
      </Paper>
      <ReturnAccountEditor editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
