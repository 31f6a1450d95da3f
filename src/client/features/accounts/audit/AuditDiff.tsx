import { Badge, Code, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../../../components/ScrollBox';
import type { AuditEntry } from '../api/audit-log-list';
import { changedFields, readableJson } from './audit-diff';

/** One entry's state before and after, side by side, with the changed fields named above. */
export function AuditDiff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('accounts');
  const changed = changedFields(entry.before, entry.after);
  return (
    <Stack gap="xs" p="xs" data-testid="audit-diff">
      {changed.length > 0 && (
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t('audit.changed')}
          </Text>
          {changed.map((field) => (
            <Badge key={field} size="sm" variant="light" color="yellow" tt="none">
              {field}
            </Badge>
          ))}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Side title={t('audit.before')} value={entry.before} testId="audit-before" />
        <Side title={t('audit.after')} value={entry.after} testId="audit-after" />
      </SimpleGrid>
    </Stack>
  );
}

function Side({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const { t } = useTranslation('accounts');
  return (
    <Paper withBorder p="xs" miw={0}>
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      {value === null || value === undefined ? (
        <Text size="sm" c="dimmed">
          {t('audit.nothing')}
        </Text>
      ) : (
        <ScrollBox label={title} mah={360}>
          <Code block data-testid={testId}>
            {readableJson(value)}
          </Code>
        </ScrollBox>
      )}
    </Paper>
  );
}
