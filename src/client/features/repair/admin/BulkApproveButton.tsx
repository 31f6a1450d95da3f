import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestKey } from '../../../api/request-key';
import { confirmAction } from '../../../components/confirm-action';
import { useBulkApproveRepairs } from '../api/admin-repairs';

/**
 * Batch approval of the ticked orders, confirmed first: every order is approved, or none. The same
 * selection sent again (after a failure) keeps its request key; another selection gets another.
 */
export function BulkApproveButton({ oddNos, onDone }: { oddNos: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('repair-screens');
  const bulk = useBulkApproveRepairs();
  const [requestKey, renewKey] = useRequestKey();
  const chosen = oddNos.join(',');
  useEffect(renewKey, [chosen, renewKey]);
  const approve = async () => {
    const count = oddNos.length;
    const yes = await confirmAction('money', {
      message: t('bulk.confirm', { count }),
      confirmLabel: t('bulk.approve', { count }),
    });
    if (!yes) return;
    try {
      const said = await bulk.mutateAsync({ oddNos: [...oddNos], requestKey });
      renewKey();
      onDone();
      notifications.show({ color: 'green', message: t('bulk.done', { count: said.data.approved.length }) });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };
  return (
    <Group>
      <Button
        leftSection={<IconChecks size={16} />}
        disabled={oddNos.length === 0}
        loading={bulk.isPending}
        onClick={() => void approve()}
        data-testid="repair-bulk-approve"
      >
        {t('bulk.approve', { count: oddNos.length })}
      </Button>
    </Group>
  );
}
