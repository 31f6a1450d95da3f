import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TableTdProps } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../domain/inspection/rules';
import { parseOneId } from '../../../domain/kernel/one-id';
import {
  centsToDollars,
  INVENTORY_STATUS_LABEL,
  INVENTORY_STATUSES,
} from '../../../domain/kernel/product-rules';
import type { InventoryStatus } from '../../../domain/kernel/product-rules';
import { WarehousePermission } from '../../../domain/kernel/permissions';
import { PSEUDO_SHELF_READY_FOR_LISTING } from '../../../domain/warehouses/rules';
import { OneIdLink } from '../../components/one-id-drawer/OneIdLink';
import { filterWidth } from '../../components/responsive-list/FilterPanel';
import { ListTabs } from '../../components/responsive-list/ListTabs';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../components/responsive-list/ResponsiveTable';
import { useLocalShelves } from '../../offline/local-queries';
import { selectedWareId, useSession } from '../../stores/session';
import { ExportButton } from '../../components/ExportButton';
import { TablePager } from '../../components/TablePager';
import { useMay } from '../../stores/permissions';
import { useInventoryList } from './api/warehouse-inventory-list';
import type { InventoryRow } from './api/warehouse-inventory-list';

const BASE = '/warehouse/InventoryView';
const ALL = 'all';
const AWAITING = 'awaiting';

function statusOfType(type: string | undefined): InventoryStatus | undefined {
  const n = Number(type);
  return (INVENTORY_STATUSES as readonly number[]).includes(n) ? (n as InventoryStatus) : undefined;
}

/**
 * /warehouse/InventoryView/:type?/:pageNo? — items of the selected warehouse by status (:type is a
 * status code, or "all") and shelf, with storage days and fee. Clicking a ONE ID opens the one-ID
 * drawer. Offline, the last-known page shows, marked with the time it was loaded.
 */
export function InventoryViewScreen() {
  const { t } = useTranslation('shelving');
  const { type, pageNo } = useParams();
  const navigate = useNavigate();
  const { online } = useNetwork();
  const wareId = useSession((s) => s.headerWareId) ?? selectedWareId();
  const status = statusOfType(type);
  const page = Math.max(1, Number(pageNo) || 1);
  const [pageSize, setPageSize] = useState(20);
  const [shelf, setShelf] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const shelves = useLocalShelves(wareId) ?? [];

  const go = (nextType: string, nextPage = 1) => navigate(`${BASE}/${nextType}/${nextPage}`);
  const shelfId = shelf === null || shelf === AWAITING ? undefined : Number(shelf);
  const filters = {
    status,
    shelfId,
    awaitingShelving: shelf === AWAITING ? true : undefined,
    oneId: parseOneId(search) !== null ? search : undefined,
    keyword: search && parseOneId(search) === null ? search : undefined,
  };
  const query = useInventoryList({ wareId, pageNo: page, pageSize, ...filters });
  const mayExport = useMay()(WarehousePermission.inventoryView, 'export');
  const data = query.data;
  const stale = data !== undefined && (!online || query.isError);

  const labels = INVENTORY_STATUSES.map((s) => t(INVENTORY_STATUS_LABEL[s]));
  const tabLabel = (s: InventoryStatus, i: number) =>
    labels.indexOf(labels[i]) !== labels.lastIndexOf(labels[i]) ? `${labels[i]} (${s})` : labels[i];
  const shelfOptions = [
    { value: AWAITING, label: t('awaiting.title') },
    { value: String(PSEUDO_SHELF_READY_FOR_LISTING), label: t('readyForListing') },
    ...shelves
      .filter((s) => s.id !== PSEUDO_SHELF_READY_FOR_LISTING)
      .map((s) => ({ value: String(s.id), label: s.name })),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('inventory.title')}</Title>
        {mayExport && (
          <ExportButton path="/inventory_view/export" query={filters} centerPath="/warehouse/DownLoad" />
        )}
      </Group>
      <ListTabs
        label={t('column.status')}
        value={status === undefined ? ALL : String(status)}
        onChange={(v) => go(v)}
        tabs={[
          { value: ALL, label: t('inventory.all') },
          ...INVENTORY_STATUSES.map((s, i) => ({ value: String(s), label: tabLabel(s, i) })),
        ]}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('inventory.shelf')}
          placeholder={t('inventory.allShelves')}
          data={shelfOptions}
          value={shelf}
          onChange={(v) => {
            setShelf(v);
            go(status === undefined ? ALL : String(status));
          }}
          searchable
          clearable
          w={filterWidth(220)}
          data-testid="inventory-shelf"
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(typed.trim());
            go(status === undefined ? ALL : String(status));
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('inventory.keyword')}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              w={{ base: 200, sm: 260 }}
            />
            <Button type="submit" variant="default" leftSection={<IconSearch size={16} />}>
              {t('common:actions.search')}
            </Button>
          </Group>
        </form>
      </Group>
      {stale ? (
        <Alert color="orange" data-testid="inventory-stale">
          {t('inventory.stale', { time: dayjs(query.dataUpdatedAt).format('YYYY-MM-DD HH:mm') })}
        </Alert>
      ) : null}
      {query.isError && data === undefined ? <Alert color="red">{t('inventory.failed')}</Alert> : null}
      <Card withBorder padding={0}>
        <InventoryTable rows={data?.rows ?? []} loading={query.isLoading} />
      </Card>
      {data ? (
        <TablePager
          totalCount={data.totalCount}
          totalPage={data.totalPage}
          pageNo={page}
          pageSize={pageSize}
          onPage={(n) => go(status === undefined ? ALL : String(status), n)}
          onPageSize={(size) => {
            setPageSize(size);
            go(status === undefined ? ALL : String(status));
          }}
        />
      ) : null}
    </Stack>
  );
}

function InventoryTable({ rows, loading }: { rows: InventoryRow[]; loading: boolean }) {
  const { t } = useTranslation('shelving');
  const columns: ResponsiveColumn<InventoryRow>[] = [
    { id: 'oneId', header: t('column.oneId'), priority: 'key', cell: (r) => <OneIdLink oneId={r.oneId} /> },
    {
      id: 'product',
      header: t('column.product'),
      priority: 'key',
      cell: (r) => (
        <>
          <Text size="sm" lineClamp={1}>
            {[r.brand, r.remarks].filter(Boolean).join(' ')}
          </Text>
          <Text size="xs" c="dimmed">
            {r.sku}
          </Text>
        </>
      ),
    },
    { id: 'size', header: t('column.size'), priority: 'high', cell: (r) => r.spec },
    {
      id: 'status',
      header: t('column.status'),
      priority: 'key',
      cell: (r) => (
        <Text size="sm" c="blue" fw={500}>
          {statusText(t, r.status)}
        </Text>
      ),
    },
    {
      id: 'grade',
      header: t('column.grade'),
      priority: 'low',
      cell: (r) =>
        r.checkResult !== null && isInspectionGrade(r.checkResult)
          ? t(INSPECTION_GRADE_LABEL[r.checkResult])
          : t('grade.none'),
    },
    { id: 'shelf', header: t('column.shelf'), priority: 'key', cell: (r) => r.shelvesName || '-' },
    {
      id: 'owner',
      header: t('column.owner'),
      priority: 'low',
      cell: (r) => r.shopInfo.realname || r.shopInfo.uid,
    },
    {
      id: 'wareDays',
      header: t('column.wareDays'),
      priority: 'low',
      align: 'right',
      cell: (r) => r.wareDays,
    },
    {
      id: 'wareFee',
      header: t('column.wareFee'),
      priority: 'low',
      align: 'right',
      cellProps: { 'data-testid': 'ware-fee' } as TableTdProps,
      cell: (r) => `$${centsToDollars(r.wareFee)}`,
    },
  ];
  return (
    <ResponsiveTable
      testId="inventory-table"
      minWidth={860}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowName={(r) => r.oneId}
      rowProps={(r) => ({ 'data-testid': 'inventory-row', 'data-one-id': r.oneId })}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 6 }}
      state={
        rows.length === 0 && !loading ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('inventory.empty')}
          </Text>
        ) : null
      }
    />
  );
}

function statusText(t: (key: string) => string, status: number): string {
  const label = (INVENTORY_STATUS_LABEL as Record<number, string | undefined>)[status];
  return label ? t(label) : String(status);
}
