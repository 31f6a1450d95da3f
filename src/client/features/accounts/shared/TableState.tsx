import { Center, Loader, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The row a table shows while it loads, when it failed (with the server's reason) or when nothing matches. */
export function TableState({
  query,
  columns,
  empty,
}: {
  query: UseQueryResult<unknown>;
  columns: number;
  empty: boolean;
}) {
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
        {t('list.empty')}
      </Text>
    );
  if (content === null) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Center py="lg">{content}</Center>
      </Table.Td>
    </Table.Tr>
  );
}
