import { Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a table shows while it loads, when it failed (with the server's reason) or when it is
 * empty: "nothing matches these filters" when the user filtered, else "no entries yet"; null
 * when it has rows to show.
 */
export function useTableState({
  query,
  empty,
  filtered = true,
}: {
  query: UseQueryResult<unknown>;
  empty: boolean;
  filtered?: boolean;
}): ReactNode {
  const { t } = useTranslation('accounts');
  let content: ReactNode = null;
  if (query.isPending) content = <Loader size="sm" />;
  else if (query.isError && empty)
    content = (
      <Text c="red" size="sm">
        {t('list.loadFailed', { reason: query.error.message })}
      </Text>
    );
  else if (empty)
    content = (
      <Text c="dimmed" size="sm">
        {t(filtered ? 'list.empty' : 'list.nothingYet')}
      </Text>
    );
  return content === null ? null : <Center py="lg">{content}</Center>;
}
