import { Group, List, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ParcelStatus } from '../../../../domain/inbound/rules';
import { ScanResultBanner } from '../../../components/scan/ScanResultBanner';
import type { ParcelMatch, ScanOutcome } from './receive-scan';
import type { OutcomeStore } from './use-receive-scan';

/** Items shown in the banner; the detail screen has the rest. */
const ITEMS_SHOWN = 4;

export function formatTime(iso: string | null): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-';
}

/** The banner of the last scan, re-rendered alone (synchronously, in the scan's own task) when a scan is decided. */
export function LastScanBanner({ store }: { store: OutcomeStore }) {
  const outcome = useStore(store, (s) => s.outcome);
  return <ReceiveBanner outcome={outcome} />;
}

/** The large result of the last receiving scan: what it matched and what was (or was not) recorded. */
export function ReceiveBanner({ outcome }: { outcome: ScanOutcome | null }) {
  const { t } = useTranslation('inbound');
  if (!outcome)
    return (
      <ScanResultBanner
        status="idle"
        title={t('banner.idleTitle')}
        detail={<Text>{t('banner.idleDetail')}</Text>}
      />
    );
  const { logNo } = outcome;
  switch (outcome.kind) {
    case 'invalid':
      return (
        <ScanResultBanner
          status="error"
          code={logNo}
          title={t('banner.invalidTitle', { logNo })}
          detail={<Text>{t('banner.invalidDetail')}</Text>}
        />
      );
    case 'unforecast':
      return (
        <ScanResultBanner
          status="warn"
          code={logNo}
          title={t('banner.unforecastTitle', { logNo })}
          detail={<Text fw={500}>{t('banner.unforecastDetail')}</Text>}
        />
      );
    case 'matched':
      return (
        <ScanResultBanner
          status="ok"
          code={logNo}
          title={t('banner.receivedTitle', { logNo })}
          detail={<MatchDetail match={outcome.match} justReceived={logNo} />}
        />
      );
    case 'alreadyReceived': {
      const at = formatTime(outcome.at);
      let line: string;
      if (outcome.onThisTablet)
        line = t(outcome.waiting ? 'banner.alreadyOnTabletWaiting' : 'banner.alreadyOnTablet', { at });
      else
        line = outcome.by ? t('banner.alreadyAtBy', { at, by: outcome.by }) : t('banner.alreadyAt', { at });
      return (
        <ScanResultBanner
          status="warn"
          code={logNo}
          title={t('banner.alreadyTitle', { logNo })}
          detail={
            <>
              <Text fw={500}>{line}</Text>
              {outcome.match ? <MatchDetail match={outcome.match} /> : null}
            </>
          }
        />
      );
    }
  }
}

function MatchDetail({ match, justReceived }: { match: ParcelMatch; justReceived?: string }) {
  const { t } = useTranslation('inbound');
  const { forecast } = match;
  const live = forecast.parcels.filter((p) => !p.cancelled);
  // The cache may not show this scan's own effect yet: count it as received.
  const received = live.filter((p) => p.status !== ParcelStatus.scheduled || p.logNo === justReceived).length;
  const shown = forecast.items.slice(0, ITEMS_SHOWN);
  return (
    <>
      <Group gap="lg" wrap="wrap">
        <Text fz="lg">
          {t('banner.seller')}: <b>{forecast.shopInfo.realname || forecast.shopInfo.uid}</b> (
          {forecast.shopInfo.uid})
        </Text>
        <Text fz="lg">
          {t('banner.forecast')}: <b>#{forecast.id}</b>
        </Text>
        <Text fz="lg">
          {t('banner.parcels')}:{' '}
          <b>
            {received}/{live.length}
          </b>
        </Text>
      </Group>
      {shown.length > 0 ? (
        <List size="md" mt={4} spacing={0} c="inherit">
          {shown.map((item) => (
            <List.Item key={item.id}>
              {[item.sku, item.brand, item.name].filter(Boolean).join(' · ')} — {item.size} × {item.quantity}
            </List.Item>
          ))}
          {forecast.items.length > ITEMS_SHOWN ? (
            <List.Item>{t('banner.moreItems', { count: forecast.items.length - ITEMS_SHOWN })}</List.Item>
          ) : null}
        </List>
      ) : null}
    </>
  );
}
