import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkApproveAnswer } from '../../../../domain/outbound/outbound';

/** A bulk approval's outcome per order: approved, or refused with the reason the server gave. */
export function BulkApproveResult({ answer }: { answer: BulkApproveAnswer }) {
  const { t } = useTranslation('outbound-audit');
  return (
    <Stack gap="sm" data-testid="bulk-approve-result">
      <Text size="sm" fw={500}>
        {t('bulk.summary', { approved: answer.approved, refused: answer.refused })}
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('field.oddNo')}</Table.Th>
            <Table.Th>{t('bulk.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.results.map((r) => (
            <Table.Tr key={r.id} data-testid={`bulk-result-${r.id}`}>
              <Table.Td>{r.oddNo ?? `#${r.id}`}</Table.Td>
              <Table.Td>
                {r.ok ? (
                  <Badge color="green" variant="light">
                    {t('bulk.approved')}
                  </Badge>
                ) : (
                  <Stack gap={2}>
                    <Badge color="red" variant="light">
                      {t('bulk.refused')}
                    </Badge>
                    <Text size="xs">{r.msg}</Text>
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
