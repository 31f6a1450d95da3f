import { Grid, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ForecastKind, normalizeTrackingNumber, PARCEL_STATUS_LABEL } from '../../../domain/inbound/rules';
import type { ParcelStatus } from '../../../domain/inbound/rules';
import { ScanResultBanner } from '../../components/scan/ScanResultBanner';
import type { ScanStatus } from '../../components/scan/ScanResultBanner';
import { scanFeedback } from '../../components/scan/scan-feedback';
import { useScanListener } from '../../components/scan/useScanListener';
import { findSkuByCode, useLocalForecasts, useLocalOps } from '../../offline/local-queries';
import { selectedWareId, useSession } from '../../stores/session';
import { findParcel, parcelsAwaitingInspection } from './awaiting-parcels';
import { AwaitingParcelList } from './AwaitingParcelList';
import type { InspectedItem } from './InspectedLabel';
import { EMPTY_INSPECTION, returnTarget, useInspectionForm } from './inspection-form';
import { ParcelInspection } from './ParcelInspection';
import { parcelScan } from './parcel-scan';
import { useReturnedItems } from './returned-items';

/**
 * /warehouse/CodeWarehousing/Inspection/:pageNo? — inspecting received parcels on the tablet,
 * offline too: every inspection is a queued inspectItem op with a ONE ID from the tablet's pool.
 * Scans: a tracking number selects its parcel; with a parcel chosen, a SKU code fills the SKU
 * (and picks its open line), a returned item's ONE ID picks that item.
 */
const PAGE_SIZE = 12;
/** The last scan's outcome, kept as i18n keys so a language switch re-reads it. */
type ScanText = { key: string; params?: Record<string, string> } | string;
type Banner = { status: ScanStatus; title: ScanText; detail?: ScanText; code: string };

export function InspectionScreen() {
  const { t } = useTranslation(['inspection', 'inbound']);
  const navigate = useNavigate();
  const { pageNo } = useParams();
  const page = Math.max(1, Number(pageNo) || 1);
  const wareId = useSession((s) => s.headerWareId) ?? selectedWareId();
  const forecasts = useLocalForecasts(wareId);
  const ops = useLocalOps({ type: 'inspectItem', wareId: wareId ?? undefined });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [last, setLast] = useState<InspectedItem | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const form = useInspectionForm();

  const awaiting = useMemo(
    () => (forecasts ? parcelsAwaitingInspection(forecasts, search) : undefined),
    [forecasts, search],
  );
  const cached = chosen && forecasts ? findParcel(forecasts, chosen) : undefined;
  // A forecast leaves the tablet's cache once the server has it checked-authenticated (4); the
  // inspector still sees the parcel just finished, as last read, until choosing another.
  const [lastSeen, setLastSeen] = useState<ReturnType<typeof findParcel>>(undefined);
  if (cached && (cached.forecast !== lastSeen?.forecast || cached.parcel !== lastSeen?.parcel))
    setLastSeen(cached);
  const hit = cached ?? (lastSeen && lastSeen.parcel.logNo === chosen ? lastSeen : undefined);
  const returnItems =
    useReturnedItems(wareId, hit?.forecast.kind === ForecastKind.platformReturn ? chosen : null) ?? [];

  const choose = useCallback(
    (logNo: string) => {
      setChosen(logNo);
      setLast(null);
      form.setValues(EMPTY_INSPECTION);
      form.clearErrors();
    },
    [form],
  );

  const report = (status: ScanStatus, title: ScanText, code: string, detail?: ScanText) => {
    if (status === 'ok') scanFeedback.success();
    else scanFeedback.error();
    setBanner({ status, title, code, detail });
  };

  const onScan = async (raw: string) => {
    const code = normalizeTrackingNumber(raw);
    const parcel = parcelScan(code, forecasts ?? [], ops ?? [], lastSeen);
    if (parcel.kind === 'awaiting') {
      choose(code);
      report(
        'ok',
        { key: 'screen.scan.parcelChosen', params: { logNo: code } },
        code,
        parcel.forecast.shopInfo.realname,
      );
      return;
    }
    if (parcel.kind === 'fullyInspected') {
      report('warn', { key: 'screen.scan.fullyInspected', params: { logNo: code } }, code, {
        key: 'screen.scan.fullyInspectedDetail',
      });
      return;
    }
    if (parcel.kind === 'notAwaiting') {
      const status =
        PARCEL_STATUS_LABEL[parcel.status as ParcelStatus] ?? 'inspection:screen.scan.unknownStatus';
      report('warn', { key: 'screen.scan.notAwaiting', params: { logNo: code } }, code, { key: status });
      return;
    }
    if (!hit) {
      report('error', { key: 'screen.scan.noParcel', params: { code } }, code, {
        key: 'screen.scan.noParcelDetail',
      });
      return;
    }
    const returned = returnItems.find((item) => item.oneId === code);
    if (returned) {
      form.setValues({
        ...form.getValues(),
        target: returnTarget(returned.oneId),
        sku: returned.sku,
        size: returned.spec,
        returnOneId: returned.oneId,
      });
      report('ok', { key: 'screen.scan.itemChosen', params: { oneId: code } }, code, returned.sku);
      return;
    }
    const sku = await findSkuByCode(code);
    if (!sku) {
      report('error', { key: 'screen.scan.unknownCode', params: { code } }, code, {
        key: 'screen.scan.unknownCodeDetail',
      });
      return;
    }
    const current = form.getValues();
    const open = hit.forecast.items.find((line) => line.sku === sku.sku && line.inspected < line.quantity);
    const target = current.target || (open ? String(open.id) : current.target);
    form.setValues({
      ...current,
      target,
      sku: sku.sku,
      size: !current.target && open ? open.size : current.size,
    });
    form.clearFieldError('sku');
    report(
      'ok',
      { key: 'screen.scan.skuFilled', params: { sku: sku.sku } },
      code,
      `${sku.brand} ${sku.name}`,
    );
  };

  useScanListener((code) => void onScan(code), { enabled: Boolean(wareId) });
  const read = (text: ScanText) => (typeof text === 'string' ? text : t(text.key, text.params));

  if (!wareId) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text>{t('screen.noWarehouse')}</Text>
      </Paper>
    );
  }

  return (
    <Stack gap="md" data-testid="inspection-screen">
      {banner && (
        <ScanResultBanner
          status={banner.status}
          title={read(banner.title)}
          detail={banner.detail && read(banner.detail)}
          code={banner.code}
        />
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
          <AwaitingParcelList
            parcels={awaiting}
            selected={chosen}
            onSelect={choose}
            search={search}
            onSearch={setSearch}
            onScan={(code) => void onScan(code)}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(p) => navigate(`/warehouse/CodeWarehousing/Inspection/${p}`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
          {hit && chosen ? (
            <ParcelInspection
              forecast={hit.forecast}
              logNo={chosen}
              ops={ops ?? []}
              returnItems={returnItems}
              form={form}
              last={last}
              onInspected={setLast}
              onCloseLabel={() => setLast(null)}
            />
          ) : (
            <Paper withBorder p="xl" radius="md" data-testid="inspection-empty">
              <Text size="lg" fw={600}>
                {t('screen.pickParcel.title')}
              </Text>
              <Text c="dimmed" mt="xs">
                {t('screen.pickParcel.text')}
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
