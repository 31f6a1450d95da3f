import { Checkbox, Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BOX_COLOUR_LABEL,
  BOX_COLOURS,
  REPAIR_ISSUE_LABEL,
  REPAIR_ISSUES,
  REPAIR_ITEM_LABEL,
  REPAIR_ITEMS,
} from '../../../../domain/repair/codes';
import type { BoxColour, RepairIssue, RepairItem } from '../../../../domain/repair/codes';
import type { RepairPriceRow } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { DraftProblem, RepairDraftChoice } from './repair-choice';

type Props = {
  value: RepairDraftChoice;
  onChange: (change: Partial<RepairDraftChoice>) => void;
  /** What is still missing, shown at its field. */
  problems: readonly DraftProblem[];
  /** Each repair item's price (Fee/RepairMange), shown beside it. */
  prices?: readonly RepairPriceRow[];
};

/** A pair's issues (six), its repair items (two) and, for a box repair, one of the three box colours. */
export function RepairChoiceFields({ value, onChange, problems, prices }: Props) {
  const { t } = useTranslation('repair-screens');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('create.issues')}
      </Text>
      <Chip.Group multiple value={value.issues} onChange={(v) => onChange({ issues: v as RepairIssue[] })}>
        <Group gap={6}>
          {REPAIR_ISSUES.map((issue) => (
            <Chip key={issue} value={issue} size="xs">
              {t(REPAIR_ISSUE_LABEL(issue))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {problems.includes('noIssue') && <Problem text={t('create.problem.noIssue')} />}
      <Checkbox.Group
        label={t('create.items')}
        value={value.items}
        onChange={(v) => onChange({ items: v as RepairItem[] })}
      >
        <Group gap="md" mt={4}>
          {REPAIR_ITEMS.map((item) => (
            <Checkbox key={item} value={item} label={withPrice(t(REPAIR_ITEM_LABEL(item)), prices, item)} />
          ))}
        </Group>
      </Checkbox.Group>
      {problems.includes('noItem') && <Problem text={t('create.problem.noItem')} />}
      {value.items.includes('repairBox') && (
        <Stack gap={4}>
          <Text size="sm">{t('create.boxColour')}</Text>
          <Chip.Group value={value.boxColour} onChange={(v) => onChange({ boxColour: v as BoxColour })}>
            <Group gap={6} role="radiogroup" aria-label={t('create.boxColour')}>
              {BOX_COLOURS.map((c) => (
                <Chip key={c} value={c} size="xs" type="radio" color="orange">
                  {t(BOX_COLOUR_LABEL(c))}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {problems.includes('noColour') && <Problem text={t('create.problem.noColour')} />}
        </Stack>
      )}
    </Stack>
  );
}

function withPrice(label: string, prices: readonly RepairPriceRow[] | undefined, item: RepairItem): string {
  const price = prices?.find((p) => p.item === item);
  return price ? `${label} (${formatCents(price.priceCents)})` : label;
}

function Problem({ text }: { text: string }) {
  return (
    <Text size="xs" c="red" role="alert">
      {text}
    </Text>
  );
}
