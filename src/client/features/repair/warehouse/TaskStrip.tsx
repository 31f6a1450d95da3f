import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-action';
import { TOUCH_TARGET } from '../../../components/touch-target';
import type { TaskProgress } from './work-scan';

/**
 * The live tasks on this tablet, each with how many pairs are still to repair and "Complete task";
 * completing with pairs not repaired asks first (spec section 5): they go back unrepaired, uncharged.
 */
export function TaskStrip({
  tasks,
  canWork,
  onComplete,
}: {
  tasks: readonly TaskProgress[];
  canWork: boolean;
  onComplete: (task: TaskProgress, confirmUnrepaired: boolean) => Promise<void>;
}) {
  const { t } = useTranslation('repair-screens');
  const live = tasks.filter((task) => task.live);
  if (live.length === 0) return null;
  const complete = async (task: TaskProgress) => {
    const unrepaired = task.notRepaired > 0;
    const yes = await confirmAction(unrepaired ? 'reject' : 'money', {
      title: t('warehouse.complete.title', { batchNo: task.batchNo }),
      message: unrepaired
        ? t('warehouse.complete.warnUnrepaired', { count: task.notRepaired, batchNo: task.batchNo })
        : t('warehouse.complete.text', { batchNo: task.batchNo }),
      confirmLabel: t('warehouse.complete.action'),
    });
    if (yes) await onComplete(task, unrepaired);
  };
  return (
    <Stack gap="xs" data-testid="repair-tasks">
      {live.map((task) => (
        <Paper
          key={task.batchId}
          withBorder
          p="xs"
          radius="md"
          data-testid="repair-task"
          data-batch-no={task.batchNo}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>{task.batchNo}</Text>
              <Text size="sm" c="dimmed">
                {t('warehouse.task.line', {
                  operator: task.operator,
                  count: task.pairs,
                  left: task.notRepaired,
                })}
              </Text>
            </Stack>
            {canWork && (
              <Button
                variant={task.notRepaired === 0 ? 'filled' : 'light'}
                style={TOUCH_TARGET}
                onClick={() => void complete(task)}
                data-testid="complete-task"
              >
                {t('warehouse.complete.action')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
