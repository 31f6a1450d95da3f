import { Button, Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useItemSelection, usePicked } from '../selection-store';
import type { SelectionList } from '../selection-store';

export const LIST_PAGE_SIZES = ['10', '20', '50', '100'];

type Props = {
  list: SelectionList;
  totalCount: number;
  totalPage: number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** Under a stock list: what is selected (across pages, cleared only by the user), the total and the pages. */
export function ListFooter({ list, totalCount, totalPage, pageNo, pageSize, onPage, onPageSize }: Props) {
  const { t } = useTranslation('stockViews');
  const selected = Object.keys(usePicked(list)).length;
  const clear = useItemSelection((s) => s.clear);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <Text size="sm" data-testid="selected-count" fw={selected ? 600 : undefined} c={selected ? undefined : 'dimmed'}>
          {t('selection.count', { count: selected })}
        </Text>
        {selected > 0 && (
          <Button size="compact-xs" variant="subtle" onClick={() => clear(list)}>
            {t('selection.clear')}
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {t('table.total', { count: totalCount })}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Select
          aria-label={t('table.pageSize')}
          size="xs"
          w={110}
          allowDeselect={false}
          data={LIST_PAGE_SIZES.map((s) => ({ value: s, label: t('table.perPage', { size: s }) }))}
          value={String(pageSize)}
          onChange={(v) => v && onPageSize(Number(v))}
        />
        <Pagination size="sm" total={Math.max(totalPage, 1)} value={pageNo} onChange={onPage} siblings={1} />
      </Group>
    </Group>
  );
}
