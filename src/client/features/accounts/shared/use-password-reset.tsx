import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useResetAccountPassword } from '../api/reset-account-password';
import type { AccountArea } from '../api/account-mutation';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';

/**
 * Reset password: a confirmation first (the old password and every session of the account stop
 * working), then the temporary password in its own modal. Returns the starter and that modal.
 */
export function usePasswordReset(area: AccountArea) {
  const { t } = useTranslation('accounts');
  const reset = useResetAccountPassword(area);

  const start = (account: { id: number; username: string }) =>
    modals.openConfirmModal({
      title: t('password.confirmTitle'),
      centered: true,
      children: <Text size="sm">{t('password.confirmText', { username: account.username })}</Text>,
      labels: { confirm: t('password.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () => reset.mutate(account.id),
    });

  const modal = <TemporaryPasswordModal reset={reset.data} onClose={() => reset.reset()} />;
  return { start, modal, pendingId: reset.isPending ? reset.variables : undefined };
}
