import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FinancePage } from '../../../../domain/kernel/permissions';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { FinanceOverview } from '../../../../domain/wallet/overview';
import { useMay } from '../../../stores/permissions';
import { ExclusionsModal } from './ExclusionsModal';

/** The sellers every figure leaves out, what they hold now, and (with the edit grant) the list's editor. */
export function ExclusionsCard({ excluded }: { excluded: FinanceOverview['excluded'] | undefined }) {
  const { t } = useTranslation('wallet');
  const may = useMay();
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" data-testid="overview-exclusions">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4}>{t('overview.exclusions.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('overview.exclusions.hint')}
            </Text>
          </div>
          {excluded && may(FinancePage.overview, 'edit') && (
            <Button leftSection={<IconPencil size={16} />} variant="light" onClick={() => setEditing(true)}>
              {t('overview.exclusions.edit')}
            </Button>
          )}
        </Group>
        {excluded?.sellers.length === 0 && <Text>{t('overview.exclusions.empty')}</Text>}
        <Group gap="xs">
          {excluded?.sellers.map((s) => (
            <Badge key={s.sellerId} variant="light" color="gray" size="lg" tt="none" data-code={s.uid}>
              {s.uid} · {s.name}
            </Badge>
          ))}
        </Group>
        {excluded && excluded.sellers.length > 0 && (
          <Text size="sm" data-testid="overview-excluded-money">
            {t('overview.exclusions.money', {
              available: formatCents(excluded.availableCents),
              held: formatCents(excluded.heldCents),
            })}
          </Text>
        )}
      </Stack>
      {editing && excluded && (
        <ExclusionsModal codes={excluded.sellers.map((s) => s.uid)} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
