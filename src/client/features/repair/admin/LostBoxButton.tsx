import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { RepairItemAction } from '../../../../domain/repair/item-steps';
import { useRequestKey } from '../../../api/request-key';
import { confirmAction } from '../../../components/confirm-action';
import { useLostBox } from '../api/admin-repairs';

/** The lost-box steps an admin takes per pair: mark its box lost, or cancel that mark when it turns up. */
export const LOST_BOX_ACTIONS = ['markLost', 'cancelLost', 'foundAfterClose'] as const;
export type LostBoxAction = (typeof LOST_BOX_ACTIONS)[number];

export const lostBoxActionsOf = (actions: readonly RepairItemAction[]): LostBoxAction[] =>
  LOST_BOX_ACTIONS.filter((a) => actions.includes(a));

/** One lost-box step on one pair, confirmed first; its request key kept while the same step is retried. */
export function LostBoxButton({
  oddNo,
  oneId,
  action,
}: {
  oddNo: string;
  oneId: string;
  action: LostBoxAction;
}) {
  const { t } = useTranslation('repair-screens');
  const step = useLostBox(action === 'markLost' ? 'markLost' : 'found');
  const [requestKey, renewKey] = useRequestKey();
  const ask = () =>
    void confirmAction(action === 'markLost' ? 'cancel' : 'recall', {
      title: t(`lost.${action}Title`, { oneId }),
      message: t(`lost.${action}Text`),
      confirmLabel: t(`lost.${action}`),
      onConfirm: async () => {
        try {
          const said = await step.mutateAsync({ oddNo, oneId, requestKey });
          renewKey();
          notifications.show({ color: 'green', message: said.message });
        } catch (error) {
          notifications.show({ color: 'red', message: (error as Error).message });
          throw error;
        }
      },
    });
  return (
    <Button
      size="compact-xs"
      variant="light"
      color={action === 'markLost' ? 'orange' : 'blue'}
      onClick={ask}
      loading={step.isPending}
      data-testid={`lost-${action}`}
    >
      {t(`lost.${action}`)}
    </Button>
  );
}
