import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Total, page size and page number under a server-paged table. */
export function TablePager({
  totalCount,
  totalPage,
  pageNo,
  pageSize,
  onPage,
  onPageSize,
}: {
  totalCount: number;
  totalPage: number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation('stock');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('table.total', { count: totalCount })}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Select
          aria-label={t('table.pageSize')}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('table.perPage', { size }) }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={120}
          size="xs"
        />
        <Pagination total={Math.max(totalPage, 1)} value={pageNo} onChange={onPage} size="sm" siblings={1} />
      </Group>
    </Group>
  );
}
