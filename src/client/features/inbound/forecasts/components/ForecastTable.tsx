import { Anchor, Center, Group, Loader, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../../api/paging';
import type { ForecastRow } from '../api/forecast-list';
import { ForecastStatusBadge } from '../../../../components/ForecastStatusBadge';

/** Badges and counts stay on one line; a narrow screen scrolls the table sideways instead. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Reservations as rows: tracking numbers, warehouse, status, item counts and dates; a row opens its detail. */
type Props = {
  page: Page<ForecastRow> | undefined;
  loading: boolean;
  /** The admin list names each row's seller. */
  showSeller?: boolean;
  onOpen: (row: ForecastRow) => void;
  onPage: (pageNo: number) => void;
};

export function ForecastTable({ page, loading, showSeller = false, onOpen, onPage }: Props) {
  const { t } = useTranslation('inbound');
  const rows = page?.rows ?? [];
  return (
    <Stack gap="sm">
      <ScrollArea type="auto">
        <Table
          striped
          highlightOnHover
          miw={showSeller ? 860 : 720}
          verticalSpacing="sm"
          data-testid="forecast-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.forecastNo')}</Table.Th>
              {showSeller && <Table.Th>{t('fields.seller')}</Table.Th>}
              <Table.Th>{t('fields.trackingNumbers')}</Table.Th>
              <Table.Th>{t('fields.warehouse')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
              <Table.Th ta="right">{t('fields.items')}</Table.Th>
              <Table.Th>{t('fields.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.id}
                data-testid="forecast-row"
                data-forecast-id={row.id}
                style={{ cursor: 'pointer' }}
                onClick={() => onOpen(row)}
              >
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    onClick={(event) => {
                      // The row opens the detail too; once is enough.
                      event.stopPropagation();
                      onOpen(row);
                    }}
                    aria-label={t('list.open', { id: row.id })}
                  >
                    #{row.id}
                  </Anchor>
                </Table.Td>
                {showSeller && (
                  <Table.Td fz="sm">
                    <Text size="sm">{row.shopInfo.realname}</Text>
                    <Text size="xs" c="dimmed">
                      {row.shopInfo.uid}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td fz="xs" ff="monospace">
                  {row.logNos.map((p) => (
                    <div key={p.id}>{p.logNo}</div>
                  ))}
                </Table.Td>
                <Table.Td fz="sm">{row.wareName}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <ForecastStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td fz="sm" ta="right" style={NO_WRAP}>
                  {t('list.itemCounts', { count: row.itemCount, inspected: row.inspectedCount })}
                </Table.Td>
                <Table.Td fz="sm">{row.gmtCreate}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {loading && rows.length === 0 && (
          <Center p="lg">
            <Loader size="sm" />
          </Center>
        )}
        {!loading && rows.length === 0 && (
          <Text c="dimmed" ta="center" p="lg" data-testid="forecast-empty">
            {t('list.empty')}
          </Text>
        )}
      </ScrollArea>
      {page && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="forecast-total">
            {t('list.total', { count: page.totalCount })}
          </Text>
          {page.totalPage > 1 && (
            <Pagination
              size="sm"
              total={page.totalPage}
              value={page.pageNo}
              onChange={onPage}
              withEdges={false}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
