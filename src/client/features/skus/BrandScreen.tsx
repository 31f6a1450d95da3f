import { Alert, Button, Group, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandRow } from '../../../domain/skus/brands';
import { RowAction } from '../../components/RowAction';
import { TablePager } from '../../components/TablePager';
import { usePaging } from '../../components/use-paging';
import { useBrandList } from './api/brand-list';
import { BrandFormModal } from './components/BrandFormModal';
import { useSkuActions } from './use-sku-actions';

type Dialog = { brand: BrandRow | null } | null;

/** Admin brand management (spec section 2): the brand list with SKU counts, new and edit brand. */
export function BrandScreen() {
  const { t } = useTranslation('skus');
  const actions = useSkuActions('admin');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useBrandList({ pageNo, pageSize, name: name.trim() });
  const page = list.data;
  const search = () => {
    setName(typed);
    setPageNo(1);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" gap="sm">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              search();
            }}
            style={{ flex: '1 1 260px', maxWidth: 360 }}
          >
            <TextInput
              aria-label={t('brand.search')}
              placeholder={t('brand.search')}
              leftSection={<IconSearch size={16} />}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onBlur={search}
            />
          </form>
          {actions.add && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ brand: null })}>
              {t('brand.create')}
            </Button>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {list.isError && (
            <Alert color="red" role="alert">
              {list.error.message}
            </Alert>
          )}
          {/* A keyboard user scrolls the table sideways on a phone: its viewport takes focus. */}
          <ScrollArea
            type="auto"
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('brand.list') }}
          >
            <Table striped highlightOnHover miw={560} data-testid="brand-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('brand.name')}</Table.Th>
                  <Table.Th>{t('brand.skuCount')}</Table.Th>
                  <Table.Th>{t('field.modified')}</Table.Th>
                  <Table.Th w={60}>{t('field.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page?.rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text c="dimmed" ta="center" py="md">
                        {t('brand.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {page?.rows.map((brand) => (
                  <Table.Tr key={brand.id}>
                    <Table.Td fw={600}>{brand.name}</Table.Td>
                    <Table.Td>{brand.skuCount}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {brand.gmtModify}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {actions.edit && (
                        <RowAction
                          label={t('brand.edit', { name: brand.name })}
                          tooltip={t('common:actions.edit')}
                          icon={IconEdit}
                          onClick={() => setDialog({ brand })}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
        </Stack>
      </Paper>
      {dialog && (
        <BrandFormModal
          brand={dialog.brand}
          opened
          onClose={() => setDialog(null)}
          onSaved={(saved) =>
            notifications.show({
              color: 'green',
              message: t(dialog.brand ? 'brand.saved' : 'brand.added', { name: saved.name }),
            })
          }
        />
      )}
    </Stack>
  );
}
