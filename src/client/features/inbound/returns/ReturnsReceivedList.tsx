import { Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WarehousePermission } from '../../../../domain/kernel/permissions';
import { useLocalOps } from '../../../offline/local-queries';
import { LocalOpsTable } from '../../../components/LocalOpsTable';
import { usePageNo } from '../../../components/use-page-no';
import { OneIdLinks } from '../../../components/one-id-drawer/OneIdLink';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { useMay } from '../../../stores/permissions';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { returnedParcelKeys, useReturnedParcels } from './api/returned-parcel-list';
import type { ReturnedParcelRow } from './api/returned-parcel-list';

const PAGE_SIZE = 10;
const LOCAL_SHOWN = 20;

/**
 * Returns received: this tablet's not-yet-confirmed returns first (they exist only here until the
 * server has them), then the server's list of platform returns of the warehouse, paged by :pageNo.
 */
export function ReturnsReceivedList({ wareId }: { wareId: number | null }) {
  const { t } = useTranslation('inbound');
  const canReadServer = useMay()(WarehousePermission.appointment, 'query');
  const ops = useLocalOps({ type: 'receiveReturn', wareId: wareId ?? 0 }) ?? [];
  const [pageNo, setPageNo] = usePageNo('/warehouse/ReturnWarehouse/ReturnWarehouse');
  const server = useReturnedParcels({ wareId, pageNo, pageSize: PAGE_SIZE }, canReadServer);
  const client = useQueryClient();
  const applied = ops.filter((o) => o.state === 'applied').length;
  // A return the server has just accepted belongs in its list: read it again.
  useEffect(() => {
    if (applied > 0) void client.invalidateQueries({ queryKey: returnedParcelKeys.all });
  }, [applied, client]);

  const local = ops.filter((o) => o.state !== 'applied' && o.state !== 'discarded').slice(0, LOCAL_SHOWN);
  const recentApplied = ops.filter((o) => o.state === 'applied').slice(0, canReadServer ? 0 : LOCAL_SHOWN);
  const localRows = [...local, ...recentApplied];
  const columns = useReturnColumns();

  return (
    <Stack gap="md">
      <Card withBorder padding="md" data-testid="returns-local">
        <Text fw={600} mb="xs">
          {t('list.localTitle')}
        </Text>
        {localRows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('list.localEmpty')}
          </Text>
        ) : (
          <LocalOpsTable
            ops={localRows}
            timeFormat="MM-DD HH:mm"
            rowTestId="return-local-row"
            columns={[
              { header: t('column.tracking'), cell: (op) => String(op.payload.logNo), monospace: true },
              {
                header: t('column.oneIds'),
                cell: (op) => <OneIdLinks oneIds={op.payload.oneIds} style={TOUCH_TARGET} />,
              },
            ]}
          />
        )}
      </Card>
      {canReadServer ? (
        <Card withBorder padding="md" data-testid="returns-server">
          <Text fw={600} mb="xs">
            {t('list.serverTitle')}
          </Text>
          {server.isError && !server.data ? (
            <Text c="red" size="sm">
              {t('list.failed')}
            </Text>
          ) : null}
          {server.data && server.data.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('list.serverEmpty')}
            </Text>
          ) : null}
          {server.data && server.data.rows.length > 0 ? (
            <ResponsiveTable
              testId="returns-server-table"
              minWidth={640}
              columns={columns}
              rows={server.data.rows}
              rowKey={(r) => r.id}
              rowName={(r) => r.logNos[0]?.logNo ?? `#${r.id}`}
              rowProps={() => ({ 'data-testid': 'return-server-row' })}
              tableProps={{ striped: true, verticalSpacing: 6 }}
              touch
            />
          ) : null}
          {server.data && server.data.totalPage > 1 ? (
            <Group justify="flex-end" mt="sm">
              <Pagination
                total={server.data.totalPage}
                value={pageNo}
                onChange={setPageNo}
                size="sm"
                styles={{ control: TOUCH_TARGET }}
              />
            </Group>
          ) : null}
        </Card>
      ) : null}
    </Stack>
  );
}

/** The server's returns: when and what was received on a tablet wide; seller, who and remark fold first. */
function useReturnColumns(): ResponsiveColumn<ReturnedParcelRow>[] {
  const { t } = useTranslation('inbound');
  return [
    {
      id: 'received',
      header: t('column.received'),
      priority: 'key',
      cell: (r) => {
        const at = r.logNos[0]?.gmtReceived;
        return at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '-';
      },
    },
    {
      id: 'tracking',
      header: t('column.tracking'),
      priority: 'key',
      cellProps: { ff: 'monospace' },
      cell: (r) => r.logNos[0]?.logNo ?? '-',
    },
    {
      id: 'seller',
      header: t('column.seller'),
      priority: 'high',
      cell: (r) => r.shopInfo.realname || r.shopInfo.uid,
    },
    {
      id: 'receivedBy',
      header: t('column.receivedBy'),
      priority: 'high',
      cell: (r) => r.logNos[0]?.receivedBy || '-',
    },
    { id: 'remark', header: t('column.remark'), priority: 'low', cell: (r) => r.remark || '-' },
  ];
}
