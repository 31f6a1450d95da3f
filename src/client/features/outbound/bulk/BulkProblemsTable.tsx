import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkProblem } from '../../../../domain/outbound/bulk';
import { ScrollBox } from '../../../components/ScrollBox';

/** Every problem of a refused bulk upload: the sheet row (or the ZIP), the column, the value and why. */
export function BulkProblemsTable({ problems, count }: { problems: BulkProblem[]; count: number }) {
  const { t } = useTranslation('outbound-bulk');
  if (problems.length === 0) return null;
  const title = t('screen.problems', { count });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} c="red">
        {title}
      </Text>
      <ScrollBox label={title} mah={320}>
        <Table striped withTableBorder fz="sm" data-testid="bulk-problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('screen.row')}</Table.Th>
              <Table.Th w={120}>{t('screen.column')}</Table.Th>
              <Table.Th w={200}>{t('screen.value')}</Table.Th>
              <Table.Th>{t('screen.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((p, i) => (
              <Table.Tr key={`${p.row ?? 'zip'}-${p.column}-${i}`}>
                <Table.Td>{p.row ?? t('screen.zipFile')}</Table.Td>
                <Table.Td>{p.column}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{p.value}</Table.Td>
                <Table.Td>{p.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
    </Stack>
  );
}
