import { Button, Group, Pagination, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../../api/paging';
import { useUnforecastParcels } from '../api/unforecast-parcels';
import type { UnforecastParcel } from '../api/unforecast-parcels';
import { useWarehouseChoices } from '../../../../api/warehouse-choices';
import { ForecastStatusBadge } from '../../../../components/ForecastStatusBadge';
import { adminForecastPath } from '../paths';
import { AssignParcelModal } from './AssignParcelModal';

/** Parcels warehouses received with no forecast, each waiting for an admin to name its seller. */
export function UnforecastParcels({ canAssign }: { canAssign: boolean }) {
  const { t } = useTranslation('inbound');
  const navigate = useNavigate();
  const warehouses = useWarehouseChoices();
  const [wareId, setWareId] = useState<number | null>(null);
  const [logNo, setLogNo] = useState('');
  const [settledLogNo] = useDebouncedValue(logNo.trim(), 300);
  const [pageNo, setPageNo] = useState(1);
  const [assigning, setAssigning] = useState<UnforecastParcel | null>(null);
  const parcels = useUnforecastParcels({
    ...(wareId !== null && { wareId }),
    ...(settledLogNo && { logNo: settledLogNo }),
    pageNo,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const rows = parcels.data?.rows ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          w={220}
          label={t('filters.trackingNumber')}
          placeholder={t('filters.trackingPlaceholder')}
          leftSection={<IconSearch size={14} />}
          value={logNo}
          onChange={(e) => {
            setLogNo(e.currentTarget.value);
            setPageNo(1);
          }}
        />
        <Select
          w={200}
          label={t('filters.warehouse')}
          placeholder={t('filters.allWarehouses')}
          clearable
          data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          value={wareId === null ? null : String(wareId)}
          onChange={(id) => {
            setWareId(id === null ? null : Number(id));
            setPageNo(1);
          }}
        />
      </Group>
      <ScrollArea type="auto">
        <Table striped miw={680} data-testid="unforecast-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.trackingNumber')}</Table.Th>
              <Table.Th>{t('fields.warehouse')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
              <Table.Th>{t('fields.received')}</Table.Th>
              <Table.Th>{t('fields.receivedBy')}</Table.Th>
              {canAssign && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((parcel) => (
              <Table.Tr key={parcel.id} data-testid="unforecast-row">
                <Table.Td ff="monospace" fz="sm">
                  {parcel.logNo}
                </Table.Td>
                <Table.Td fz="sm">{parcel.wareName}</Table.Td>
                <Table.Td>
                  <ForecastStatusBadge status={parcel.status} />
                </Table.Td>
                <Table.Td fz="sm">{parcel.gmtReceived ?? '—'}</Table.Td>
                <Table.Td fz="sm">{parcel.receivedBy || '—'}</Table.Td>
                {canAssign && (
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconUserShare size={14} />}
                      onClick={() => setAssigning(parcel)}
                    >
                      {t('admin.assign')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!parcels.isLoading && rows.length === 0 && (
          <Text c="dimmed" ta="center" p="lg">
            {t('admin.noUnforecast')}
          </Text>
        )}
      </ScrollArea>
      {parcels.data && parcels.data.totalPage > 1 && (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={parcels.data.totalPage}
            value={pageNo}
            onChange={setPageNo}
            withEdges={false}
          />
        </Group>
      )}
      <AssignParcelModal
        parcel={assigning}
        onClose={() => setAssigning(null)}
        onAssigned={(packId) => navigate(adminForecastPath(packId))}
      />
    </Stack>
  );
}
