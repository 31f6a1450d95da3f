import { Anchor, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trackingLink } from '../../../../../domain/kernel/tracking';
import { OneIdLink } from '../../../../components/one-id-drawer/OneIdLink';
import type { ForecastDetail } from '../api/forecast-detail';
import { ForecastStatusBadge } from '../../../../components/ForecastStatusBadge';

/**
 * One reservation read-only: its head, its parcels with status and receipt time, the expected
 * items with how many were inspected, and the items inspected out of it (by ONE ID).
 */
type Props = { forecast: ForecastDetail; showSeller?: boolean };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function ForecastDetailView({ forecast, showSeller = false }: Props) {
  const { t } = useTranslation('inbound');
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Field label={t('fields.status')}>
            <ForecastStatusBadge status={forecast.status} />
          </Field>
          <Field label={t('fields.warehouse')}>{forecast.wareName}</Field>
          {showSeller && (
            <Field label={t('fields.seller')}>
              {forecast.shopInfo.realname} ({forecast.shopInfo.uid})
            </Field>
          )}
          <Field label={t('fields.created')}>{forecast.gmtCreate}</Field>
          <Field label={t('fields.modified')}>{forecast.gmtModify}</Field>
          <Field label={t('fields.items')}>
            {t('list.itemCounts', { count: forecast.itemCount, inspected: forecast.inspectedCount })}
          </Field>
          <Field label={t('fields.remark')}>{forecast.remark || '—'}</Field>
        </SimpleGrid>
      </Paper>

      <Title order={5}>{t('detail.parcels')}</Title>
      <ScrollArea type="auto">
        <Table miw={560} data-testid="parcel-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.trackingNumber')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
              <Table.Th>{t('fields.received')}</Table.Th>
              {showSeller && <Table.Th>{t('fields.receivedBy')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {forecast.logNos.map((parcel) => (
              <Table.Tr key={parcel.id} data-testid="parcel-row">
                <Table.Td ff="monospace" fz="sm">
                  <Anchor href={trackingLink(parcel.logNo).url} target="_blank" rel="noreferrer" fz="sm">
                    {parcel.logNo}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <ForecastStatusBadge status={parcel.status} />
                </Table.Td>
                <Table.Td fz="sm">{parcel.gmtReceived ?? t('detail.notReceived')}</Table.Td>
                {showSeller && <Table.Td fz="sm">{parcel.receivedBy || '—'}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>

      <Title order={5}>{t('detail.expectedItems')}</Title>
      <ScrollArea type="auto">
        <Table miw={720} data-testid="line-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.product')}</Table.Th>
              <Table.Th>{t('fields.size')}</Table.Th>
              <Table.Th ta="right">{t('fields.quantity')}</Table.Th>
              <Table.Th ta="right">{t('fields.inspected')}</Table.Th>
              <Table.Th ta="right">{t('fields.cost')}</Table.Th>
              <Table.Th>{t('fields.supply')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {forecast.items.map((line) => (
              <Table.Tr key={line.id} data-testid="line-row">
                <Table.Td>
                  <Text size="sm">{line.sku || t('detail.noSku')}</Text>
                  <Text size="xs" c="dimmed">
                    {[line.brand, line.name].filter(Boolean).join(' ')}
                  </Text>
                </Table.Td>
                <Table.Td fz="sm">{line.size}</Table.Td>
                <Table.Td fz="sm" ta="right">
                  {line.quantity}
                </Table.Td>
                <Table.Td fz="sm" ta="right">
                  {line.inspected}
                </Table.Td>
                <Table.Td fz="sm" ta="right">
                  {money(line.costPrice)}
                </Table.Td>
                <Table.Td fz="sm">{line.supply || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>

      <Group justify="space-between">
        <Title order={5}>{t('detail.inspectedItems')}</Title>
        <Text size="sm" c="dimmed">
          {t('detail.inspectedCount', { count: forecast.products.length })}
        </Text>
      </Group>
      {forecast.products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noneInspected')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table miw={560} data-testid="inspected-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.oneId')}</Table.Th>
                <Table.Th>{t('fields.product')}</Table.Th>
                <Table.Th>{t('fields.size')}</Table.Th>
                <Table.Th>{t('fields.inspectedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {forecast.products.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <OneIdLink oneId={p.oneId} />
                  </Table.Td>
                  <Table.Td fz="sm">{[p.sku, p.brand, p.remarks].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td fz="sm">{p.spec}</Table.Td>
                  <Table.Td fz="sm">{p.gmtInspected ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
