import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRow } from '../../../../domain/inventory/views';
import { ORDER_ITEMS_MAX, ORDER_REMARK_MAX } from '../../../../domain/outbound/outbound';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { usePlatformOutbound, usePlatformPairs } from '../api/admin-platform';

/** A platform direct outbound: the admin ticks pairs the platform owns (available) and sends them out. */
export function PlatformOutboundModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('outbound-audit');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [oneId, setOneId] = useState('');
  const pairs = usePlatformPairs({ pageNo, pageSize, oneId: oneId || undefined }, opened);
  const [picked, setPicked] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const { create } = usePlatformOutbound();
  const close = () => {
    setPicked([]);
    setRemark('');
    create.reset();
    onClose();
  };
  const toggle = (id: string) =>
    setPicked((was) => (was.includes(id) ? was.filter((x) => x !== id) : [...was, id]));
  const columns: ResponsiveColumn<ItemRow>[] = [
    {
      id: 'pick',
      header: '',
      label: t('bulk.select'),
      priority: 'key',
      width: 40,
      cell: (i) => (
        <Checkbox
          aria-label={t('sale.pickOne', { oneId: i.oneId })}
          checked={picked.includes(i.oneId)}
          onChange={() => toggle(i.oneId)}
        />
      ),
    },
    { id: 'oneId', header: t('field.oneId'), priority: 'key', cell: (i) => i.oneId },
    { id: 'sku', header: t('field.sku'), priority: 'key', cell: (i) => i.sku },
    { id: 'size', header: t('field.size'), priority: 'high', cell: (i) => i.spec },
    { id: 'warehouse', header: t('field.warehouse'), priority: 'high', cell: (i) => i.wareName },
    { id: 'shelf', header: t('field.shelf'), priority: 'low', cell: (i) => i.shelvesName ?? '-' },
  ];
  const submit = async () => {
    await create.mutateAsync({ oneIds: picked, remark: remark.trim() });
    close();
  };
  const rows = pairs.data?.rows ?? [];
  return (
    <Modal opened={opened} onClose={close} title={t('sale.createTitle')} size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sale.createHint')}
        </Text>
        <TextInput
          label={t('filters.oneId')}
          leftSection={<IconSearch size={14} />}
          w={220}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              setOneId(e.currentTarget.value.trim());
              setPageNo(1);
            }
          }}
          onBlur={(e) => {
            setOneId(e.currentTarget.value.trim());
            setPageNo(1);
          }}
        />
        <ResponsiveTable
          testId="platform-pairs"
          tableProps={{ striped: true }}
          columns={columns}
          rows={rows}
          rowKey={(i) => i.oneId}
          rowName={(i) => i.oneId}
          state={pairs.data && rows.length === 0 ? t('sale.noPairs') : undefined}
        />
        <TablePager
          totalCount={pairs.data?.totalCount ?? 0}
          totalPage={pairs.data?.totalPage ?? 1}
          {...pager}
        />
        <Textarea
          label={t('field.remark')}
          maxLength={ORDER_REMARK_MAX}
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
        />
        {create.isError && (
          <Alert color="red" role="alert">
            {create.error.message}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="sm">{t('sale.picked', { count: picked.length, max: ORDER_ITEMS_MAX })}</Text>
          <Group>
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              disabled={picked.length === 0 || picked.length > ORDER_ITEMS_MAX}
              loading={create.isPending}
              onClick={() => void submit()}
              data-testid="platform-create-submit"
            >
              {t('sale.create')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
