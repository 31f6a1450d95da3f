import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchView } from '../../../../../domain/outbound/batches';
import { BatchStatusBadge } from './BatchStatusBadge';

/** A batch's heading: number, status, warehouse and its counts, with the portal's actions beside it. */
export function BatchSummary({ batch, actions }: { batch: BatchView; actions?: ReactNode }) {
  const { t } = useTranslation('outbound-batches');
  return (
    <Paper withBorder p="md" data-testid="batch-summary">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={3} data-testid="batch-no">
              {batch.batchNo}
            </Title>
            <BatchStatusBadge status={batch.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {[
              batch.wareName,
              t('summary.orders', { count: batch.orders }),
              t('summary.picked', { count: batch.items, picked: batch.picked }),
              t('summary.shipped', { count: batch.shipped }),
            ].join(' · ')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('summary.created', { at: batch.gmtCreate, by: batch.createdBy })}
          </Text>
        </Stack>
        {actions}
      </Group>
    </Paper>
  );
}
