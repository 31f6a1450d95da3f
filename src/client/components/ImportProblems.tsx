import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { importErrors } from '../../domain/kernel/imports';
import type { ImportErrors } from '../../domain/kernel/imports';
import { ApiError } from '../api/http';
import { ScrollBox } from './ScrollBox';

/** The bad rows of a refused sheet, when the server listed them. */
export function importProblemsOf(error: unknown): ImportErrors | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = importErrors.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** The table of a refused sheet's bad rows (row, column, problem), and how many more were not listed. */
export function ImportProblems({ problems }: { problems: ImportErrors | null }) {
  const { t } = useTranslation('skus');
  if (!problems || problems.errors.length === 0) return null;
  const title = t('import.problems', { count: problems.errorCount });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <ScrollBox label={title} mah={260}>
        <Table striped withTableBorder fz="sm" data-testid="import-errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('import.row')}</Table.Th>
              <Table.Th w={120}>{t('import.column')}</Table.Th>
              <Table.Th>{t('import.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.errors.map((p) => (
              <Table.Tr key={`${p.row}-${p.column}`}>
                <Table.Td>{p.row}</Table.Td>
                <Table.Td>{p.column}</Table.Td>
                <Table.Td>{p.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      {problems.errorCount > problems.errors.length && (
        <Text size="xs" c="dimmed">
          {t('import.moreProblems', { count: problems.errorCount - problems.errors.length })}
        </Text>
      )}
    </Stack>
  );
}
