import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { startOfToday, useInboundSummary } from './api/inbound-summary';

type Figure = { key: string; value: number | undefined; to?: string };

/**
 * Today's inbound work of the selected warehouse (expected, received, inspected, shelved) and what
 * waits for each step, each figure linking to the screen that does that step. Offline, the
 * last-known figures stay, marked with their time.
 */
export function WarehouseInboundSummary({ wareId }: { wareId: number | null }) {
  const { t } = useTranslation('shelving');
  const { online } = useNetwork();
  const since = useMemo(() => startOfToday(), []);
  const query = useInboundSummary(wareId, since);
  const data = query.data;
  const today: Figure[] = [
    { key: 'summary.expected', value: data?.waiting.toReceive, to: '/warehouse/WarehousingAppoint' },
    { key: 'summary.received', value: data?.today.received },
    { key: 'summary.inspected', value: data?.today.inspected },
    { key: 'summary.shelved', value: data?.today.shelved },
  ];
  const waiting: Figure[] = [
    { key: 'summary.toInspect', value: data?.waiting.toInspect, to: '/warehouse/CodeWarehousing/Inspection' },
    { key: 'summary.toShelve', value: data?.waiting.toShelve, to: '/warehouse/ShelfManage/ShelfManage' },
    { key: 'summary.unforecast', value: data?.waiting.unforecast, to: '/warehouse/WarehousingAppoint' },
  ];
  return (
    <Stack gap="sm" component="section" data-testid="inbound-summary">
      <Group justify="space-between" align="baseline">
        <Title order={4}>{t('summary.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('summary.since', { time: dayjs(since).format('YYYY-MM-DD HH:mm') })}
        </Text>
      </Group>
      {data && (!online || query.isError) ? (
        <Alert color="orange" py="xs">
          {t('summary.stale', { time: dayjs(query.dataUpdatedAt).format('YYYY-MM-DD HH:mm') })}
        </Alert>
      ) : null}
      {query.isError && !data ? (
        <Alert color="red" py="xs">
          {t('summary.failed')}
        </Alert>
      ) : null}
      <Figures figures={today} testId="summary-today" />
      <Text fw={500} size="sm" c="dimmed">
        {t('summary.waitingTitle')}
      </Text>
      <Figures figures={waiting} testId="summary-waiting" />
    </Stack>
  );
}

function Figures({ figures, testId }: { figures: Figure[]; testId: string }) {
  const { t } = useTranslation('shelving');
  return (
    <SimpleGrid cols={{ base: 2, md: figures.length }} spacing="md" data-testid={testId}>
      {figures.map((f) => {
        const body = (
          <>
            <Text size="sm" c="dimmed">
              {t(f.key)}
            </Text>
            <Text fz={30} fw={700} data-testid={`figure-${f.key.split('.')[1]}`}>
              {f.value ?? '–'}
            </Text>
          </>
        );
        return f.to ? (
          <Card key={f.key} withBorder padding="md" component={Link} to={f.to}>
            {body}
          </Card>
        ) : (
          <Card key={f.key} withBorder padding="md">
            {body}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
