import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../domain/inspection/rules';
import { useLocalOps } from '../../offline/local-queries';
import { TOUCH_TARGET } from '../../components/touch-target';
import { waitingOpIds } from '../../offline/op-state';
import type { LocalItem } from '../../offline/types';
import { returnTarget } from './inspection-form';

/** The items of a platform return: each keeps its ONE ID and is graded again (once). */
export function ReturnItemList({
  items,
  target,
  onPick,
}: {
  items: LocalItem[];
  target: string;
  onPick: (item: LocalItem) => void;
}) {
  const { t } = useTranslation(['inspection', 'inbound']);
  const waiting = waitingOpIds(useLocalOps({}));
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('screen.items.noReturnItems')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="return-items">
      {items.map((item) => {
        const picked = target === returnTarget(item.oneId);
        const grade = item.checkResult;
        return (
          <UnstyledButton
            key={item.id}
            onClick={() => onPick(item)}
            aria-pressed={picked}
            style={TOUCH_TARGET}
            data-testid="return-item"
          >
            <Paper withBorder p="xs" radius="sm" bg={picked ? 'blue.9' : undefined}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" ff="monospace">
                    {item.oneId}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {item.sku} · {t('screen.items.size', { size: item.spec })} · {item.remarks}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {item.touchedBy && waiting.has(item.touchedBy) && (
                    <Badge color="yellow" variant="outline" size="sm">
                      {t('screen.items.waitingToSync')}
                    </Badge>
                  )}
                  <Badge color={grade === null ? 'gray' : 'green'} variant="light">
                    {grade !== null && isInspectionGrade(grade)
                      ? t(INSPECTION_GRADE_LABEL[grade])
                      : t('screen.items.awaitingGrade')}
                  </Badge>
                </Group>
              </Group>
            </Paper>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
