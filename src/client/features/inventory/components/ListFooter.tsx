import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TablePager } from '../../../components/TablePager';
import type { PagerState } from '../../../components/TablePager';
import { useItemSelection, usePicked } from '../selection-store';
import type { SelectionList } from '../selection-store';

type Props = PagerState & { list: SelectionList; totalCount: number; totalPage: number };

/** Under a stock list: what is selected (across pages, cleared only by the user), the total and the pages. */
export function ListFooter({ list, ...pager }: Props) {
  const { t } = useTranslation('inventory');
  const selected = Object.keys(usePicked(list)).length;
  const clear = useItemSelection((s) => s.clear);
  const selection = (
    <>
      <Text
        size="sm"
        data-testid="selected-count"
        fw={selected ? 600 : undefined}
        c={selected ? undefined : 'dimmed'}
      >
        {t('selection.count', { count: selected })}
      </Text>
      {selected > 0 && (
        <Button size="compact-xs" variant="subtle" onClick={() => clear(list)}>
          {t('selection.clear')}
        </Button>
      )}
    </>
  );
  return <TablePager {...pager} ns="inventory" leading={selection} />;
}
