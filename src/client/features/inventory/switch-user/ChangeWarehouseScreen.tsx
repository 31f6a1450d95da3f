import { Button, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { WarehousePermission } from '../../../../domain/permissions';
import { DEFAULT_PAGE_SIZE } from '../../../api/paging';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { useSwitchRecords } from '../api/switch-records';
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
            w={180}
          />
          <TextInput
            placeholder={t('switchScreen.oddNo')}
            aria-label={t('switchScreen.oddNo')}
            value={oddNo}
            onChange={(e) => {
              setOddNo(e.currentTarget.value);
              if (pageNo !== 1) goTo(1);
            }}
            w={180}
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
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover data-testid="switch-records">
          <Table.Thead>
            <Table.Tr>
              {(['oddNo', 'items', 'from', 'to', 'reason', 'operator', 'time'] as const).map((c) => (
                <Table.Th key={c}>{t(`switchScreen.columns.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(page?.rows ?? []).map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.oddNo}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {r.items.map((i) => (
                      <OneIdLink key={i.oneId} oneId={i.oneId} />
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {r.items.map((i) => (
                      <Text key={i.oneId} size="sm">
                        {i.fromUser.uid} {i.fromUser.realname}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {r.toUser.uid} {r.toUser.realname}
                </Table.Td>
                <Table.Td>{r.reason}</Table.Td>
                <Table.Td>{r.operator}</Table.Td>
                <Table.Td>{r.gmtCreate}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page && page.rows.length === 0 ? (
        <Text c="dimmed" ta="center">
          {t('switchScreen.empty')}
        </Text>
      ) : null}
      {page && page.totalPage > 1 ? (
        <Pagination total={page.totalPage} value={page.pageNo} onChange={goTo} size="sm" />
      ) : null}
      <SwitchItemsForm opened={formOpen} onClose={() => setFormOpen(false)} />
    </Stack>
  );
}
