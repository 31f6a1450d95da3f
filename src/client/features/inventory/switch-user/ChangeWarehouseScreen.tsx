import { Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { WarehousePermission } from '../../../../domain/kernel/permissions';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { useSwitchRecords } from '../api/switch-records';
import type { SwitchRecord } from '../api/switch-records';
import { useMay } from '../../../stores/permissions';
import { SwitchItemsForm } from './SwitchItemsForm';

/** Warehouse ChangeWarehouse/:pageNo? (switch user management): past moves and a form for a new one. */
export function ChangeWarehouseScreen() {
  const { t } = useTranslation('inventory');
  const params = useParams();
  const navigate = useNavigate();
  const pageNo = Math.max(1, Number(params.pageNo) || 1);
  const [oneId, setOneId] = useState('');
  const [oddNo, setOddNo] = useState('');
  const [filter] = useDebouncedValue(
    { oneId: oneId.trim() || undefined, oddNo: oddNo.trim() || undefined },
    300,
  );
  const [formOpen, setFormOpen] = useState(false);
  const mayAdd = useMay()(WarehousePermission.changeWarehouse, 'add');
  const list = useSwitchRecords({ ...filter, pageNo, pageSize: DEFAULT_PAGE_SIZE });
  const goTo = (n: number) => void navigate(`/warehouse/ChangeWarehouse/${n}`);
  const page = list.data;
  const columns = useSwitchColumns();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <TextInput
            placeholder={t('switchScreen.oneId')}
            aria-label={t('switchScreen.oneId')}
            value={oneId}
            onChange={(e) => {
              setOneId(e.currentTarget.value);
              if (pageNo !== 1) goTo(1);
            }}
            w={filterWidth(180)}
          />
          <TextInput
            placeholder={t('switchScreen.oddNo')}
            aria-label={t('switchScreen.oddNo')}
            value={oddNo}
            onChange={(e) => {
              setOddNo(e.currentTarget.value);
              if (pageNo !== 1) goTo(1);
            }}
            w={filterWidth(180)}
          />
          <Button
            variant="default"
            onClick={() => {
              setOneId('');
              setOddNo('');
            }}
          >
            {t('common:actions.reset')}
          </Button>
        </Group>
        {mayAdd ? (
          <Button
            leftSection={<IconArrowsExchange size={16} />}
            onClick={() => setFormOpen(true)}
            data-testid="switch-new"
          >
            {t('switchScreen.newMove')}
          </Button>
        ) : null}
      </Group>
      <ResponsiveTable
        testId="switch-records"
        minWidth={800}
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        rowName={(r) => r.oddNo}
        rowProps={() => ({ 'data-testid': 'switch-record' })}
        tableProps={{ striped: true, highlightOnHover: true }}
        state={
          page && page.rows.length === 0 ? (
            <Text c="dimmed" ta="center">
              {t('switchScreen.empty')}
            </Text>
          ) : null
        }
      />
      {page && page.totalPage > 1 ? (
        <Pagination total={page.totalPage} value={page.pageNo} onChange={goTo} size="sm" />
      ) : null}
      <SwitchItemsForm opened={formOpen} onClose={() => setFormOpen(false)} />
    </Stack>
  );
}

/** A move: its number, pairs and new owner at every width; old owners and reason on a tablet; the rest folds. */
function useSwitchColumns(): ResponsiveColumn<SwitchRecord>[] {
  const { t } = useTranslation('inventory');
  const header = (c: 'oddNo' | 'items' | 'from' | 'to' | 'reason' | 'operator' | 'time') =>
    t(`switchScreen.columns.${c}`);
  return [
    { id: 'oddNo', header: header('oddNo'), priority: 'key', cell: (r) => r.oddNo },
    {
      id: 'items',
      header: header('items'),
      priority: 'key',
      cell: (r) => (
        <Stack gap={2}>
          {r.items.map((i) => (
            <OneIdLink key={i.oneId} oneId={i.oneId} />
          ))}
        </Stack>
      ),
    },
    {
      id: 'from',
      header: header('from'),
      priority: 'high',
      cell: (r) => (
        <Stack gap={2}>
          {r.items.map((i) => (
            <Text key={i.oneId} size="sm">
              {i.fromUser.uid} {i.fromUser.realname}
              {i.orderNo ? ` · ${i.orderNo}` : ''}
            </Text>
          ))}
        </Stack>
      ),
    },
    { id: 'to', header: header('to'), priority: 'key', cell: (r) => `${r.toUser.uid} ${r.toUser.realname}` },
    { id: 'reason', header: header('reason'), priority: 'high', cell: (r) => r.reason },
    { id: 'operator', header: header('operator'), priority: 'low', cell: (r) => r.operator },
    { id: 'time', header: header('time'), priority: 'low', cell: (r) => r.gmtCreate },
  ];
}
