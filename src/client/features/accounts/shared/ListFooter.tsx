import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../api/paging';

/** The total and the page switcher under a paged table. */
export function ListFooter({
  page,
  onPage,
}: {
  page: Page<unknown> | undefined;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation('accounts');
  if (!page) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="list-total">
        {t('list.total', { count: page.totalCount })}
      </Text>
      {page.totalPage > 1 && (
        <Pagination
          total={page.totalPage}
          value={page.pageNo}
          onChange={onPage}
          size="sm"
          withEdges={false}
        />
      )}
    </Group>
  );
}
