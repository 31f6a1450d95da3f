import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalForecast } from '../../../offline/types';
import { ForecastStatusBadge } from '../../../components/ForecastStatusBadge';
import { WaitingToSyncBadge } from './WaitingToSyncBadge';

/**
 * One expected forecast in the WarehousingAppoint list. Memoised: the cache mirror keeps a row's
 * object while it is unchanged, so a scan re-renders the one row it received, not the page.
 */
export const ForecastRow = memo(function ForecastRow({
  forecast: f,
  waiting,
  onOpen,
}: {
  forecast: LocalForecast;
  waiting: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('inbound');
  return (
    <Table.Tr data-testid="appoint-row" data-forecast={f.id}>
      <Table.Td>#{f.id}</Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {f.shopInfo.realname}
        </Text>
        <Text size="xs" c="dimmed">
          {f.shopInfo.uid}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {f.parcels
            .filter((p) => !p.cancelled)
            .map((p) => (
              <Group key={p.id} gap={6} wrap="nowrap">
                <Text size="sm" ff="monospace">
                  {p.logNo}
                </Text>
                <ForecastStatusBadge status={p.status} size="xs" />
              </Group>
            ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        {f.items.reduce((n, i) => n + i.inspected, 0)} / {f.items.reduce((n, i) => n + i.quantity, 0)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Stack gap={4} align="flex-start">
          <ForecastStatusBadge status={f.status} size="sm" />
          {waiting ? <WaitingToSyncBadge data-testid="waiting-to-sync" /> : null}
        </Stack>
      </Table.Td>
      <Table.Td maw={180}>
        <Text size="sm" lineClamp={2}>
          {f.remark}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" onClick={() => onOpen(f.id)}>
          {t('list.detail')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
});
