import { Badge, Card, Group, Pagination, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../domain/inspection/rules';
import { useItemsAwaitingShelving, useLocalOps } from '../../offline/local-queries';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../components/responsive-list/ResponsiveTable';
import { OneIdLink } from '../../components/one-id-drawer/OneIdLink';
import { pageOfList, usePageNo } from '../../components/use-page-no';
import { TOUCH_TARGET } from '../../components/touch-target';

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

  const columns: ResponsiveColumn<(typeof items)[number]>[] = [
    {
      id: 'oneId',
      header: t('column.oneId'),
      priority: 'key',
      cell: (item) => <OneIdLink oneId={item.oneId} style={TOUCH_TARGET} />,
    },
    { id: 'sku', header: t('column.sku'), priority: 'high', cell: (item) => item.sku },
    {
      id: 'product',
      header: t('column.product'),
      priority: 'key',
      cell: (item) => [item.brand, item.remarks].filter(Boolean).join(' '),
    },
    { id: 'size', header: t('column.size'), priority: 'key', cell: (item) => item.spec },
    {
      id: 'grade',
      header: t('column.grade'),
      priority: 'high',
      cell: (item) =>
        item.checkResult !== null && isInspectionGrade(item.checkResult)
          ? t(INSPECTION_GRADE_LABEL[item.checkResult])
          : t('grade.none'),
    },
    {
      id: 'inbound',
      header: t('column.inbound'),
      priority: 'low',
      cell: (item) => (item.gmtIn ? dayjs(item.gmtIn).format('YYYY-MM-DD HH:mm') : '-'),
    },
    {
      id: 'sync',
      header: t('column.sync'),
      priority: 'key',
      cell: (item) =>
        item.localOpId || queuedIds.has(item.oneId) ? (
          <Badge color="yellow" variant="light">
            {t('opState.waiting')}
          </Badge>
        ) : null,
    },
  ];

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
          <ResponsiveTable
            testId="awaiting-table"
            minWidth={720}
            columns={columns}
            rows={page.rows}
            rowKey={(item) => item.oneId}
            rowName={(item) => item.oneId}
            rowProps={(item) => ({ 'data-testid': 'awaiting-row', 'data-one-id': item.oneId })}
            tableProps={{ striped: true, verticalSpacing: 6 }}
            touch
          />
          {page.totalPage > 1 ? (
            <Group justify="flex-end" mt="sm">
              <Pagination
                total={page.totalPage}
                value={page.pageNo}
                onChange={setPageNo}
                size="sm"
                styles={{ control: TOUCH_TARGET }}
              />
            </Group>
          ) : null}
        </>
      )}
    </Card>
  );
}
