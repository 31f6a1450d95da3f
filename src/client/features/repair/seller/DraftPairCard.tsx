import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RepairPriceRow } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import { problemsOf } from '../components/repair-choice';
import type { RepairDraftChoice } from '../components/repair-choice';
import { RepairChoiceFields } from '../components/RepairChoiceFields';
import type { DraftPair } from './repair-draft';

type Props = {
  draft: DraftPair;
  onChange: (change: Partial<RepairDraftChoice>) => void;
  onRemove: () => void;
  /** This pair's estimate, once every pair is complete. */
  estimateCents: number | undefined;
  /** Shows what is missing (after a first try to submit). */
  showProblems: boolean;
  prices: readonly RepairPriceRow[] | undefined;
};

/** One chosen pair: its issues, its repair items (a box repair with one of the three colours) and its estimate. */
export function DraftPairCard({ draft, onChange, onRemove, estimateCents, showProblems, prices }: Props) {
  const { t } = useTranslation('repair-screens');
  const { pair } = draft;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="draft-pair" data-one-id={pair.oneId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600} ff="monospace">
              {pair.oneId}
            </Text>
            <Text size="xs" c="dimmed">
              {t('pairLine', { sku: pair.sku, size: pair.size })} {pair.name}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} data-testid="pair-estimate">
              {estimateCents === undefined ? '-' : formatCents(estimateCents)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onRemove}
              aria-label={t('create.remove', { oneId: pair.oneId })}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <RepairChoiceFields
          value={draft}
          onChange={onChange}
          problems={showProblems ? problemsOf(draft) : []}
          prices={prices}
        />
      </Stack>
    </Paper>
  );
}
