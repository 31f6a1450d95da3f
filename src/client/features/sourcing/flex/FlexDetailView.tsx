import {
  Alert,
  Anchor,
  Badge,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { labelFactKey } from '../../../../domain/outbound/outbound';
import { FLEX_OUTCOME_LABEL } from '../../../../domain/sourcing/flex';
import type { FlexShipmentDetail, FlexShipmentItem } from '../../../../domain/sourcing/flex-shipments';
import { formatCents } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import { InfoGrid } from '../../../components/InfoGrid';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { useFlexShipment } from './flex-api';
import { FlexStateBadge } from './FlexStateBadge';

const time = (iso: string) => String(formatDisplayTime(iso));

/** The label's state in this screen's words (the order label's fact, as the outbound screens read it). */
const LABEL_TEXT = {
  tracking: 'detail.labelBought',
  labelBuying: 'detail.labelBuying',
  labelRefused: 'detail.labelRefused',
  labelCancelled: 'detail.labelCancelled',
  labelVoided: 'detail.labelVoided',
} as const;

/**
 * One flex shipment as its seller (stockx-flex/list/detail) and an admin (Audit/StockXFlex/Detail) see
 * it, by ?oddNo=: its state and facts, its pairs with their asks, its box label (the carrier
 * simulator named), where the program has it, and its steps, the program's signed by the StockX
 * simulator when its feed took them. `actions` are the portal's buttons on it.
 */
export function FlexDetailView({
  backTo,
  actions,
}: {
  backTo: string;
  actions?: (shipment: FlexShipmentDetail) => ReactNode;
}) {
  const { t } = useTranslation('sourcing-flex');
  const [search] = useSearchParams();
  const oddNo = search.get('oddNo')?.trim() || null;
  const detail = useFlexShipment(oddNo);
  const s = detail.data;
  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
  return (
    <Stack gap="md" maw={1000}>
      {back}
      <Title order={3}>{oddNo ? `${t('detail.facts')} ${oddNo}` : t('detail.facts')}</Title>
      {oddNo === null && (
        <Alert color="red" role="alert">
          {t('detail.missing')}
        </Alert>
      )}
      {detail.isLoading && <Loader size="sm" role="status" aria-label={t('list.loading')} />}
      {detail.isError && (
        <Alert color="red" role="alert">
          {detail.error.message}
        </Alert>
      )}
      {s && (
        <>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <FlexStateBadge state={s.state} />
                {actions?.(s)}
              </Group>
              {s.cancelReason && (
                <Alert color="orange" title={t('detail.cancelReason')} data-testid="cancel-reason">
                  {s.cancelReason}
                </Alert>
              )}
              <InfoGrid items={shipmentFacts(t, s)} />
            </Stack>
          </Paper>
          <BoxLabel shipment={s} />
          <ShipmentItems items={s.items} />
          <ShipmentHistory shipment={s} />
        </>
      )}
    </Stack>
  );
}

function shipmentFacts(t: TFunction, s: FlexShipmentDetail): [string, ReactNode, string?][] {
  return [
    [t('detail.seller'), `${s.shopInfo.realname} (${s.shopInfo.uid})`],
    [t('detail.warehouse'), s.wareName],
    [t('list.pairs'), s.pairs],
    [t('list.asks'), formatCents(s.askCents)],
    [t('list.created'), time(s.gmtCreate)],
    [t('detail.batch'), s.batchNo ?? ''],
    [t('detail.remark'), s.remark],
  ];
}

/** The box label and where the program wants the box; a problem before the label exists in red. */
function BoxLabel({ shipment: s }: { shipment: FlexShipmentDetail }) {
  const { t } = useTranslation('sourcing-flex');
  const label = s.label;
  const text = label
    ? t(LABEL_TEXT[labelFactKey(label)], {
        carrier: label.carrier,
        service: label.service,
        tracking: label.trackingNumber,
        reason: label.failureReason,
      })
    : t('detail.labelNone');
  const to = s.shipTo;
  return (
    <Paper withBorder p="md" radius="md" data-testid="flex-label">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={5}>{t('detail.label')}</Title>
          {s.labelSimulated && (
            <Badge variant="outline" color="gray" size="sm">
              {t('detail.carrierSimulator')}
            </Badge>
          )}
        </Group>
        {s.labelProblem && (
          <Alert color="red" role="alert" data-testid="label-problem">
            {s.labelProblem}
          </Alert>
        )}
        <InfoGrid
          items={[
            [
              t('list.state'),
              label?.trackingUrl ? (
                <Anchor href={label.trackingUrl} target="_blank" rel="noreferrer" size="sm">
                  {text}
                </Anchor>
              ) : (
                text
              ),
              'label-state',
            ],
            [
              t('detail.shipTo'),
              to ? [to.name, to.street1, `${to.city}, ${to.state} ${to.zip}`].join(', ') : '',
            ],
            [t('detail.programRef'), s.programRef ?? ''],
          ]}
        />
        <Text size="sm" c="dimmed" data-testid="flex-feed">
          {t(s.feed === 'simulator' ? 'detail.feedSimulator' : 'detail.feedNone')}
        </Text>
      </Stack>
    </Paper>
  );
}

function ShipmentItems({ items }: { items: FlexShipmentItem[] }) {
  const { t } = useTranslation('sourcing-flex');
  const columns = useMemo(
    (): ResponsiveColumn<FlexShipmentItem>[] => [
      {
        id: 'photo',
        header: '',
        label: t('detail.photoColumn'),
        priority: 'high',
        width: 56,
        cell: (i) =>
          i.img ? (
            <Image src={i.img} alt={t('detail.photo', { oneId: i.oneId })} w={40} h={40} radius="sm" />
          ) : null,
      },
      { id: 'oneId', header: t('detail.oneId'), priority: 'key', cell: (i) => <OneIdLink oneId={i.oneId} /> },
      {
        id: 'product',
        header: t('detail.name'),
        priority: 'key',
        cell: (i) => (
          <>
            <Text size="sm" fw={500} truncate maw={220}>
              {i.name || i.sku}
            </Text>
            <Text size="xs" c="dimmed">
              {[i.sku, i.size].filter(Boolean).join(' · ')}
            </Text>
          </>
        ),
      },
      {
        id: 'ask',
        header: t('detail.ask'),
        priority: 'key',
        align: 'right',
        cell: (i) => formatCents(i.askCents),
      },
    ],
    [t],
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={5}>{t('detail.items')}</Title>
        <ResponsiveTable
          testId="flex-items"
          columns={columns}
          rows={items}
          rowKey={(i) => i.oneId}
          rowName={(i) => i.oneId}
        />
      </Stack>
    </Paper>
  );
}

/** The shipment's steps, oldest first: each state it reached, when, by whom, on how many pairs. */
function ShipmentHistory({ shipment }: { shipment: FlexShipmentDetail }) {
  const { t } = useTranslation('sourcing-flex');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={5}>{t('detail.history')}</Title>
        <Timeline
          active={shipment.history.length - 1}
          bulletSize={14}
          lineWidth={2}
          data-testid="flex-history"
        >
          {shipment.history.map((h) => (
            <Timeline.Item key={`${h.state}-${h.gmtCreate}`} title={t(FLEX_OUTCOME_LABEL[h.state])}>
              <Text size="xs" c="dimmed">
                {time(h.gmtCreate)}
              </Text>
              <Text size="sm">
                {t('detail.by', { operator: h.operator })} · {t('detail.pairsOfStep', { count: h.pairs })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
