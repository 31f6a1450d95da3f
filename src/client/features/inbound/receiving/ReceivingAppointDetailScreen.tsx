import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ForecastKind } from '../../../../domain/inbound/rules';
import { trackingLink } from '../../../../domain/kernel/tracking';
import { useLocalForecasts, useLocalOps } from '../../../offline/local-queries';
import type { LocalForecast } from '../../../offline/types';
import { selectedWareId, useSession } from '../../../stores/session';
import { ForecastStatusBadge } from '../../../components/ForecastStatusBadge';
import { WaitingToSyncBadge } from './WaitingToSyncBadge';
import { receivedByOf } from './receive-scan';
import { formatTime } from './ReceiveBanner';

/**
 * /warehouse/WarehousingAppoint/AppointDetail?id=&open=detail&packId=: one forecast of the selected
 * warehouse with its parcels and expected items, from the tablet's cache (works offline). Parcels
 * whose receipt is still in this tablet's outbox are marked "waiting to sync".
 */
export function ReceivingAppointDetailScreen() {
  const { t } = useTranslation('inbound');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wareId = useSession((s) => s.headerWareId) ?? selectedWareId() ?? 0;
  const id = Number(params.get('id') ?? params.get('packId'));
  const forecasts = useLocalForecasts(wareId);
  const ops = useLocalOps({ type: 'receiveParcel', wareId });
  const waiting = useMemo(
    () =>
      new Set(
        (ops ?? [])
          .filter((op) => op.state === 'pending' || op.state === 'sending')
          .map((op) => String(op.payload.logNo)),
      ),
    [ops],
  );
  const forecast = forecasts?.find((f) => f.id === id);

  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      onClick={() => navigate('/warehouse/WarehousingAppoint')}
      w="fit-content"
    >
      {t('detail.back')}
    </Button>
  );
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Stack>
        {back}
        <Alert color="yellow">{t('detail.badId')}</Alert>
      </Stack>
    );
  if (forecasts === undefined) return <Loader />;
  if (!forecast)
    return (
      <Stack>
        {back}
        <Alert color="yellow">{t('detail.notFound', { id })}</Alert>
      </Stack>
    );
  return (
    <Stack gap="md" data-testid="appoint-detail">
      {back}
      <ForecastHead forecast={forecast} />
      <Card withBorder padding="md">
        <Title order={4} mb="xs">
          {t('detail.parcels')}
        </Title>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.trackingNumbers')}</Table.Th>
              <Table.Th>{t('detail.status')}</Table.Th>
              <Table.Th>{t('detail.receivedAt')}</Table.Th>
              <Table.Th>{t('detail.receivedBy')}</Table.Th>
              <Table.Th>{t('detail.track')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {forecast.parcels.map((p) => {
              const link = trackingLink(p.logNo);
              return (
                <Table.Tr key={p.id} data-testid="detail-parcel" data-lognumber={p.logNo}>
                  <Table.Td ff="monospace">{p.logNo}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {p.cancelled ? (
                        <Badge color="gray">{t('detail.cancelled')}</Badge>
                      ) : (
                        <ForecastStatusBadge status={p.status} size="sm" />
                      )}
                      {waiting.has(p.logNo) ? <WaitingToSyncBadge /> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatTime(p.gmtReceived)}</Table.Td>
                  <Table.Td>{receivedByOf(p) || '-'}</Table.Td>
                  <Table.Td>
                    <Anchor href={link.url} target="_blank" rel="noreferrer" size="sm">
                      {link.carrier ?? t('detail.track')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder padding="md">
        <Title order={4} mb="xs">
          {t('detail.items')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.sku')}</Table.Th>
                <Table.Th>{t('detail.brand')}</Table.Th>
                <Table.Th>{t('detail.name')}</Table.Th>
                <Table.Th>{t('detail.size')}</Table.Th>
                <Table.Th>{t('detail.quantity')}</Table.Th>
                <Table.Th>{t('detail.inspected')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {forecast.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td ff="monospace">{item.sku || '-'}</Table.Td>
                  <Table.Td>{item.brand || '-'}</Table.Td>
                  <Table.Td>{item.name || '-'}</Table.Td>
                  <Table.Td>{item.size}</Table.Td>
                  <Table.Td>{item.quantity}</Table.Td>
                  <Table.Td>{item.inspected}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}

function ForecastHead({ forecast }: { forecast: LocalForecast }) {
  const { t } = useTranslation('inbound');
  const field = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{value}</div>
    </div>
  );
  return (
    <Card withBorder padding="md">
      <Title order={3} mb="sm">
        {t('detail.forecastTitle', { id: forecast.id })}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {field(t('detail.seller'), `${forecast.shopInfo.realname} (${forecast.shopInfo.uid})`)}
        {field(
          t('detail.kind'),
          forecast.kind === ForecastKind.platformReturn ? t('detail.kindReturn') : t('detail.kindForecast'),
        )}
        {field(t('detail.status'), <ForecastStatusBadge status={forecast.status} size="sm" />)}
        {field(t('detail.remark'), forecast.remark || '-')}
      </SimpleGrid>
    </Card>
  );
}
