import { Badge, Card, Group, Pagination, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../domain/inspection-rules';
import { useItemsAwaitingShelving, useLocalOps } from '../../offline/local-queries';
import { OneIdLink } from '../../components/one-id-drawer/OneIdLink';
import { pageOfList, usePageNo } from '../../components/use-page-no';

export const AWAITING_PAGE_SIZE = 10;

/**
 * Items of the selected warehouse inspected and not yet on a shelf, from this tablet's cache (so it
 * works offline). Items made by an inspection on this tablet, or with a shelving scan still queued,
 * are marked "waiting to sync".
 */
export function AwaitingShelvingList({ wareId }: { wareId: number | null }) {
  const { t } = useTranslation('shelving');
  const items = useItemsAwaitingShelving(wareId) ?? [];
  const queued =
    useLocalOps({ type: 'shelveItem', wareId: wareId ?? 0, states: ['pending', 'sending'] }) ?? [];
  const queuedIds = new Set(queued.map((o) => String(o.payload.oneId)));
  const [pageNo, setPageNo] = usePageNo('/warehouse/ShelfManage/ShelfManage');
  const page = pageOfList(items, pageNo, AWAITING_PAGE_SIZE);

  return (
    <Card withBorder padding="md" data-testid="awaiting-shelving">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('awaiting.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('awaiting.count', { count: items.length })}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('awaiting.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('column.oneId')}</Table.Th>
                  <Table.Th>{t('column.sku')}</Table.Th>
                  <Table.Th>{t('column.product')}</Table.Th>
                  <Table.Th>{t('column.size')}</Table.Th>
                  <Table.Th>{t('column.grade')}</Table.Th>
                  <Table.Th>{t('column.inbound')}</Table.Th>
                  <Table.Th>{t('column.sync')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.rows.map((item) => {
                  const waiting = Boolean(item.localOpId) || queuedIds.has(item.oneId);
                  return (
                    <Table.Tr key={item.oneId} data-testid="awaiting-row" data-one-id={item.oneId}>
                      <Table.Td>
                        <OneIdLink oneId={item.oneId} />
                      </Table.Td>
                      <Table.Td>{item.sku}</Table.Td>
                      <Table.Td>{[item.brand, item.remarks].filter(Boolean).join(' ')}</Table.Td>
                      <Table.Td>{item.spec}</Table.Td>
                      <Table.Td>
                        {item.checkResult !== null && isInspectionGrade(item.checkResult)
                          ? t(INSPECTION_GRADE_LABEL[item.checkResult])
                          : t('grade.none')}
                      </Table.Td>
                      <Table.Td>{item.gmtIn ? dayjs(item.gmtIn).format('YYYY-MM-DD HH:mm') : '-'}</Table.Td>
                      <Table.Td>
                        {waiting ? (
                          <Badge color="yellow" variant="light">
                            {t('opState.waiting')}
                          </Badge>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {page.totalPage > 1 ? (
            <Group justify="flex-end" mt="sm">
              <Pagination total={page.totalPage} value={page.pageNo} onChange={setPageNo} size="sm" />
            </Group>
          ) : null}
        </>
      )}
    </Card>
  );
}
