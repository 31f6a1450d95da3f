import { Anchor, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { StockPage } from '../../../domain/inventory/views';
import { dateRangeParams } from '../../api/date-range';
import { useMay } from '../../stores/permissions';
import { useStockList } from './api/stock-list';
import { StockListView } from './StockListScreen';
import { ExitListView } from './WarehouseExitScreen';

export type StockDetail = { kind: 'in' | 'out'; wareId: number; day: string };

/** Reads `in|out/<wareId>/<YYYY-MM-DD>` (an inbound or outbound batch) from the splat; null when it is not one. */
export function parseStockDetail(splat: string | undefined): StockDetail | null {
  const m = /^(in|out)\/(\d+)\/(\d{4}-\d{2}-\d{2})$/.exec(splat ?? '');
  // A day that does not exist (2024-02-31) is refused rather than rolled over.
  if (!m || dayjs(m[3]).format('YYYY-MM-DD') !== m[3]) return null;
  return { kind: m[1] as StockDetail['kind'], wareId: Number(m[2]), day: m[3] };
}

/**
 * /admin/Stock/detail/in/:wareId/:day: the items that came in with one inbound batch;
 * /admin/Stock/detail/out/:wareId/:day: the items that left that warehouse that day, newest exit first.
 */
export function StockDetailScreen() {
  const { t } = useTranslation('inventory');
  const splat = useParams()['*'];
  const mayExport = useMay()(StockPage.stock, 'export');
  const detail = parseStockDetail(splat);
  if (!detail) {
    const out = splat?.startsWith('out/');
    return (
      <Stack>
        <Text>{t('detail.unknown')}</Text>
        <Anchor component={Link} to={out ? '/admin/Stock/OutBatch' : '/admin/Stock/InBatch'}>
          {out ? t('detail.backOut') : t('detail.back')}
        </Anchor>
      </Stack>
    );
  }
  if (detail.kind === 'out') {
    const left = dateRangeParams([detail.day, detail.day], 'leftBeginTime', 'leftEndTime');
    return (
      <ExitListView
        title={t('detail.outTitle', { day: detail.day })}
        selection="stock"
        useList={useStockList}
        scope={left}
        wareId={detail.wareId}
        exportTo={mayExport ? { path: '/stock/export', centerPath: '/admin/DownLoad' } : undefined}
        staffView
      />
    );
  }
  const window = dateRangeParams([detail.day, detail.day], 'receivedBeginTime', 'receivedEndTime');
  return (
    <StockListView
      title={t('detail.inTitle', { day: detail.day })}
      received={{
        receivedBeginTime: window.receivedBeginTime,
        receivedEndTime: window.receivedEndTime,
        wareId: detail.wareId,
      }}
    />
  );
}
