import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconCircleX,
  IconCoin,
  IconLogout,
  IconReceiptRefund,
  IconTagOff,
  IconTrash,
  IconUserOff,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmKind, ConfirmRequest } from './confirm-action';

/**
 * The confirmation modal itself (spec section 2): one look per kind so a destructive action always
 * reads the same. Loaded the first time something asks (ConfirmModalHost.tsx); while
 * `onConfirm` runs the modal stays open with a busy button and closes only on success.
 */
export const CONFIRM_MODAL_WIDTH = 450;

type KindLook = { color: MantineColor; icon: Icon };

export const CONFIRM_KINDS: Record<ConfirmKind, KindLook> = {
  delete: { color: 'red', icon: IconTrash },
  logout: { color: 'blue', icon: IconLogout },
  disabledAccount: { color: 'orange', icon: IconUserOff },
  recall: { color: 'yellow', icon: IconArrowBackUp },
  reject: { color: 'red', icon: IconBan },
  delist: { color: 'orange', icon: IconTagOff },
  void: { color: 'red', icon: IconReceiptRefund },
  cancel: { color: 'red', icon: IconCircleX },
  money: { color: 'blue', icon: IconCoin },
};

export function ConfirmModal({
  request,
  onAnswer,
}: {
  request: ConfirmRequest | null;
  onAnswer: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!request?.onConfirm) return onAnswer(true);
    setBusy(true);
    try {
      await request.onConfirm();
      onAnswer(true);
    } catch {
      // The action reports its own error (the http client notifies); the user may retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  const look = request ? CONFIRM_KINDS[request.kind] : CONFIRM_KINDS.delete;
  const KindIcon = look.icon;
  const kind = request?.kind ?? 'delete';

  return (
    <Modal
      opened={request !== null}
      onClose={() => !busy && onAnswer(false)}
      size={request?.width ?? CONFIRM_MODAL_WIDTH}
      centered
      title={
        <Group gap="sm">
          <ThemeIcon color={look.color} variant="light" radius="xl">
            <KindIcon size={18} />
          </ThemeIcon>
          <Text fw={600}>{request?.title ?? t(`confirm.${kind}.title`)}</Text>
        </Group>
      }
    >
      <Stack gap="lg">
        <Text size="sm">{request?.message ?? t(`confirm.${kind}.text`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(false)} disabled={busy}>
            {t(`confirm.${kind}.dismiss`, { defaultValue: t('common:actions.cancel') })}
          </Button>
          <Button color={look.color} onClick={() => void confirm()} loading={busy} data-autofocus>
            {request?.confirmLabel ?? t(`confirm.${kind}.action`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
