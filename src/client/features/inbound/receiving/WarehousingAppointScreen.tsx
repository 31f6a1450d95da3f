import { Alert, Card, Group, Loader, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { FORECAST_STATUS_LABEL, FORECAST_STATUSES } from '../../../../domain/inbound/rules';
import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { LocalForecast, QueuedOp } from '../../../offline/types';
import { selectedWareId, useSession } from '../../../stores/session';
import { useMay } from '../../../stores/permissions';
import { countSetFilters, FilterPanel, filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { filterForecasts, forecastWaitsForSync } from './forecast-filter';
import {
  expectedForecastKey,
  expectedForecastName,
  expectedForecastProps,
  sameExpectedForecast,
  useExpectedForecastColumns,
} from './forecast-columns';
import type { ExpectedForecast } from './forecast-columns';
import { ReceivePanel } from './ReceivePanel';
import { ScanSessionList } from './ScanSessionList';
import { useReceiveScan } from './use-receive-scan';

const PAGE_SIZE = 20;
const BASE = '/warehouse/WarehousingAppoint';

/**
 * /warehouse/WarehousingAppoint/:pageNo?: the expected parcels (forecasts) of the selected
 * warehouse, read from the tablet's cache so the screen works offline, with the receiving scan
 * panel at the top and this session's scans. The cache is the one source; the sync engine keeps it fresh.
 */
export function WarehousingAppointScreen() {
  const wareId = useSession((s) => s.headerWareId) ?? selectedWareId();
  const { t } = useTranslation('inbound');
  if (!wareId) return <Alert color="yellow">{t('receive.noWarehouse')}</Alert>;
  return <AppointScreen key={wareId} wareId={wareId} />;
}

function AppointScreen({ wareId }: { wareId: number }) {
  const canReceive = useMay()(WarehousePermission.appointment, 'edit');
  const { outcomeStore, receive, forecasts, opsById } = useReceiveScan(wareId);
  return (
    <Stack gap="md">
      <ReceivePanel canReceive={canReceive} outcomeStore={outcomeStore} receive={receive} />
      {canReceive ? <ScanSessionList wareId={wareId} opsById={opsById} /> : null}
      <ForecastList forecasts={forecasts} opsById={opsById} />
    </Stack>
  );
}

function usePage(): [number, (n: number) => void] {
  const { pageNo } = useParams();
  const navigate = useNavigate();
  const n = Number(pageNo);
  return [Number.isInteger(n) && n > 0 ? n : 1, (next) => navigate(`${BASE}/${next}`)];
}

/**
 * Memoised and fed deferred values: while a scanner fires 20 codes a second, the list follows the
 * queued ops in background renders that a scan's banner interrupts, and it renders one page only.
 */
const ForecastList = memo(function ForecastList(props: {
  forecasts: LocalForecast[] | undefined;
  opsById: ReadonlyMap<string, QueuedOp>;
}) {
  const forecasts = useDeferredValue(props.forecasts);
  const opsById = useDeferredValue(props.opsById);
  const { t } = useTranslation('inbound');
  const navigate = useNavigate();
  const [pageNo, setPage] = usePage();
  const [status, setStatus] = useState<string | null>(null);
  const [text, setText] = useState('');
  const rows = useMemo(
    () => filterForecasts(forecasts ?? [], { status: status ? Number(status) : undefined, text }),
    [forecasts, status, text],
  );
  const waiting = useMemo(() => {
    const set = new Set<string>();
    for (const op of opsById.values())
      if ((op.state === 'pending' || op.state === 'sending') && typeof op.payload.logNo === 'string')
        set.add(op.payload.logNo);
    return set;
  }, [opsById]);
  const totalPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const page = Math.min(pageNo, totalPage);
  const shown = useMemo(
    () =>
      rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((forecast): ExpectedForecast => ({
        forecast,
        waiting: forecastWaitsForSync(forecast, waiting),
      })),
    [rows, page, waiting],
  );
  const statusOptions = FORECAST_STATUSES.map((s) => ({
    value: String(s),
    label: t(FORECAST_STATUS_LABEL[s]),
  }));
  const openDetail = useCallback(
    (id: number) => navigate(`${BASE}/AppointDetail?id=${id}&open=detail&packId=${id}`),
    [navigate],
  );
  const columns = useExpectedForecastColumns(openDetail);
  const changeFilter = (apply: () => void) => {
    apply();
    if (pageNo !== 1) setPage(1);
  };

  return (
    <Card withBorder padding="md" data-testid="appoint-list">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3}>{t('list.title')}</Title>
        <FilterPanel active={countSetFilters({ text, status })}>
          <Group gap="xs" wrap="wrap">
            <TextInput
              w={filterWidth(300)}
              leftSection={<IconSearch size={16} />}
              placeholder={t('list.search')}
              aria-label={t('list.search')}
              styles={{ input: TOUCH_TARGET }}
              value={text}
              onChange={(e) => {
                const value = e.currentTarget.value;
                changeFilter(() => setText(value));
              }}
            />
            <Select
              w={filterWidth(200)}
              aria-label={t('list.status')}
              placeholder={t('list.allStatuses')}
              data={statusOptions}
              value={status}
              clearable
              styles={{ input: TOUCH_TARGET }}
              onChange={(value) => changeFilter(() => setStatus(value))}
            />
          </Group>
        </FilterPanel>
      </Group>
      <ResponsiveTable
        testId="appoint-table"
        minWidth={860}
        columns={columns}
        rows={shown}
        rowKey={expectedForecastKey}
        rowName={expectedForecastName}
        rowProps={expectedForecastProps}
        rowEqual={sameExpectedForecast}
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'xs' }}
        touch
        state={
          forecasts === undefined ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text c="dimmed">{t('list.loading')}</Text>
            </Group>
          ) : rows.length === 0 ? (
            <Text c="dimmed">
              {forecasts.length === 0 ? t('list.emptyExpected') : t('list.emptyFiltered')}
            </Text>
          ) : null
        }
      />
      {rows.length > 0 && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed" data-testid="appoint-total" data-count={rows.length}>
            {t('list.totalForecasts', { count: rows.length })}
          </Text>
          <Pagination
            total={totalPage}
            value={page}
            onChange={setPage}
            size="sm"
            styles={{ control: TOUCH_TARGET }}
          />
        </Group>
      )}
    </Card>
  );
});
