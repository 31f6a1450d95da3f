import { Anchor, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { dateRangeParams } from '../../api/date-range';
import { StockListView } from './StockListScreen';

/** Reads `in/<wareId>/<YYYY-MM-DD>` (an inbound batch) from the splat; null when it is not one. */
export function parseStockDetail(splat: string | undefined): { wareId: number; day: string } | null {
  const m = /^in\/(\d+)\/(\d{4}-\d{2}-\d{2})$/.exec(splat ?? '');
  // A day that does not exist (2024-02-31) is refused rather than rolled over.
  if (!m || dayjs(m[2]).format('YYYY-MM-DD') !== m[2]) return null;
  return { wareId: Number(m[1]), day: m[2] };
}

/** /admin/Stock/detail/in/:wareId/:day: the items that came in with one inbound batch. */
export function StockDetailScreen() {
  const { t } = useTranslation('stockViews');
  const detail = parseStockDetail(useParams()['*']);
  if (!detail) {
    return (
      <Stack>
        <Text>{t('detail.unknown')}</Text>
        <Anchor component={Link} to="/admin/Stock/InBatch">
          {t('detail.back')}
        </Anchor>
      </Stack>
    );
  }
  const window = dateRangeParams([detail.day, detail.day], 'receivedBeginTime', 'receivedEndTime');
  return (
    <StockListView
      title={t('detail.inTitle', { day: detail.day })}
      received={{ receivedBeginTime: window.receivedBeginTime, receivedEndTime: window.receivedEndTime, wareId: detail.wareId }}
    />
  );
}
