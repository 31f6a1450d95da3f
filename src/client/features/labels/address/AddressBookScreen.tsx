import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLine } from '../../../../domain/labels/addresses';
import type { SavedAddress } from '../../../../domain/labels/addresses';
import { BusinessPart, SelfOperatedPage } from '../../../../domain/kernel/permissions';
import { confirmAction } from '../../../components/confirm-action';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePageNo } from '../../../components/use-page-no';
import { useMay } from '../../../stores/permissions';
import { useAddressBook, useDeleteAddress, useSetDefaultAddress } from './address-api';
import { useAddressColumns } from './address-columns';
import { AddressFormModal } from './AddressFormModal';

/** Whose book a screen shows: the seller's own, or the platform's (admin warehouse/address). */
type Book = { basePath: string; permission: string; title: string; intro: string };

const SELLER_BOOK: Book = {
  basePath: '/business/address',
  permission: BusinessPart.addresses,
  title: 'title',
  intro: 'intro',
};
const PLATFORM_BOOK: Book = {
  basePath: '/admin/warehouse/address',
  permission: SelfOperatedPage.warehouse,
  title: 'selfOperatedTitle',
  intro: 'selfOperatedIntro',
};

/** The dialog's state: closed, adding, or editing one address. */
type Editing = { address: SavedAddress | null } | null;

function AddressBook({ book }: { book: Book }) {
  const { t } = useTranslation('addresses');
  const may = useMay();
  const [pageNo, setPageNo] = usePageNo(book.basePath);
  const [pageSize, setPageSize] = useState(10);
  const list = useAddressBook({ pageNo, pageSize });
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const page = list.data;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notifications.show({ color: 'green', message: t(done) });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };
  const onDelete = async (a: SavedAddress) => {
    const ok = await confirmAction('delete', { message: t('confirmDelete', { line: addressLine(a) }) });
    if (ok) await act(() => remove.mutateAsync(a.id), 'deleted');
  };
  const columns = useAddressColumns({
    onEdit: may(book.permission, 'edit') ? (a) => setEditing({ address: a }) : undefined,
    onSetDefault: may(book.permission, 'edit')
      ? (a) => void act(() => makeDefault.mutateAsync(a.id), 'defaultSet')
      : undefined,
    onDelete: may(book.permission, 'delete') ? (a) => void onDelete(a) : undefined,
    onlyOne: page?.totalCount === 1,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={640}>
          <Title order={3}>{t(book.title)}</Title>
          <Text size="sm" c="dimmed">
            {t(book.intro)}
          </Text>
        </Stack>
        {may(book.permission, 'add') && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ address: null })}>
            {t('add')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {list.isError && (
            <Alert color="red" role="alert" title={t('loadFailed')}>
              {list.error.message}
            </Alert>
          )}
          <ResponsiveTable
            testId="address-book"
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={(a) => a.id}
            rowName={addressLine}
            rowProps={(a) => ({ 'data-testid': 'address-row', 'data-default': a.isDefault })}
            state={page?.rows.length === 0 ? t('empty') : undefined}
          />
          <TablePager
            ns="addresses"
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
      {editing && (
        <AddressFormModal
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** Seller portal `address/:pageNo?` (hidden; reached from the header's user menu). */
export function SellerAddressBookScreen() {
  return <AddressBook book={SELLER_BOOK} />;
}

/** Admin portal `warehouse/address`: the platform self-operated account's addresses. */
export function SelfOperatedAddressBookScreen() {
  return <AddressBook book={PLATFORM_BOOK} />;
}
