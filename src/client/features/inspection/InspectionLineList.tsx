import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../../components/touch-target';
import type { InspectionLine } from './awaiting-parcels';
import { EXTRA_ITEM } from './inspection-form';

/**
 * The expected items of the chosen parcel: how many of each are inspected (the tablet's count,
 * including inspections waiting to sync), and a tap picks the one in the inspector's hands. An item
 * the seller did not announce is inspected as an extra item.
 */
type Props = {
  lines: InspectionLine[];
  target: string;
  onPick: (line: InspectionLine | null) => void;
  /** Forecasts without lines (assigned from an unforecast parcel) take extra items only. */
  allowExtra: boolean;
};

export function InspectionLineList({ lines, target, onPick, allowExtra }: Props) {
  const { t } = useTranslation('inspection');
  return (
    <Stack gap={6} data-testid="inspection-lines">
      {lines.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('screen.items.noLines')}
        </Text>
      )}
      {lines.map((line) => {
        const picked = target === String(line.id);
        return (
          <UnstyledButton
            key={line.id}
            onClick={() => onPick(line)}
            aria-pressed={picked}
            style={TOUCH_TARGET}
            data-testid="inspection-line"
          >
            <Paper
              withBorder
              p="xs"
              radius="sm"
              bg={picked ? 'blue.9' : undefined}
              style={{ borderColor: picked ? 'var(--mantine-color-blue-5)' : undefined }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {line.sku || line.name} · {t('screen.items.size', { size: line.size })}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[line.brand, line.name].filter(Boolean).join(' ')}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {line.waiting > 0 && (
                    <Badge color="yellow" variant="outline" size="sm">
                      {t('screen.items.waiting', { count: line.waiting })}
                    </Badge>
                  )}
                  <Badge
                    color={line.complete ? 'green' : 'gray'}
                    variant={line.complete ? 'filled' : 'light'}
                    leftSection={line.complete ? <IconCheck size={12} /> : undefined}
                    data-testid="line-count"
                  >
                    {t('screen.items.count', { inspected: line.inspected, quantity: line.quantity })}
                  </Badge>
                </Group>
              </Group>
            </Paper>
          </UnstyledButton>
        );
      })}
      {allowExtra && (
        <Button
          variant={target === EXTRA_ITEM ? 'filled' : 'subtle'}
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onPick(null)}
          style={{ ...TOUCH_TARGET, alignSelf: 'flex-start' }}
        >
          {t('screen.items.extra')}
        </Button>
      )}
    </Stack>
  );
}
