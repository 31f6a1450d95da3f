import { Group, Pagination, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from './touch-target';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** What a paged table's state hands its pager (see usePaging). */
export type PagerState = {
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
};

type Props = PagerState & {
  totalCount: number;
  totalPage: number;
  /** Namespace whose table.total / table.pageSize / table.perPage words the list uses. */
  ns?: 'warehouses' | 'inventory' | 'addresses';
  /** Shown before the total (e.g. what is selected on a stock list). */
  leading?: ReactNode;
  /** Page size and pages at least 44 px for a gloved finger: a warehouse scan screen's list. */
  touch?: boolean;
};

/** Total, page size and page number under a server-paged table. */
export function TablePager({
  totalCount,
  totalPage,
  pageNo,
  pageSize,
  onPage,
  onPageSize,
  ns = 'warehouses',
  leading,
  touch,
}: Props) {
  const { t } = useTranslation(ns);
  const target = touch ? TOUCH_TARGET : undefined;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        {leading}
        <Text size="sm" c="dimmed">
          {t('table.total', { count: totalCount })}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Select
          aria-label={t('table.pageSize')}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('table.perPage', { size }) }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={120}
          size="xs"
          styles={{ input: target }}
        />
        <Pagination
          total={Math.max(totalPage, 1)}
          value={pageNo}
          onChange={onPage}
          size="sm"
          siblings={1}
          styles={{ control: target }}
        />
      </Group>
    </Group>
  );
}
