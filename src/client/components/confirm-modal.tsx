import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconLogout,
  IconTagOff,
  IconTrash,
  IconUserOff,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';

/**
 * Confirmation modal (spec section 2): one look per kind so a destructive action always reads
 * the same. Open it with `confirmAction(kind)` (a promise of the user's answer) or pass
 * `onConfirm` to run the action while the modal shows a busy button. Rendered once by RootShell.
 */
export type ConfirmKind = 'delete' | 'logout' | 'disabledAccount' | 'recall' | 'reject' | 'delist';

export const CONFIRM_MODAL_WIDTH = 450;

type KindLook = { color: MantineColor; icon: Icon };

export const CONFIRM_KINDS: Record<ConfirmKind, KindLook> = {
  delete: { color: 'red', icon: IconTrash },
  logout: { color: 'blue', icon: IconLogout },
  disabledAccount: { color: 'orange', icon: IconUserOff },
  recall: { color: 'yellow', icon: IconArrowBackUp },
  reject: { color: 'red', icon: IconBan },
  delist: { color: 'orange', icon: IconTagOff },
};

export type ConfirmOptions = {
  /** Overrides the kind's own text, e.g. to name the record being deleted. */
  message?: string;
  title?: string;
  width?: number;
  /** Runs on confirm; the modal stays open (busy) until it settles and closes only on success. */
  onConfirm?: () => Promise<unknown> | unknown;
};

type OpenConfirm = ConfirmOptions & { kind: ConfirmKind; resolve: (confirmed: boolean) => void };

type ConfirmStore = { current: OpenConfirm | null; show: (request: OpenConfirm) => void; clear: () => void };

const useConfirmStore = create<ConfirmStore>((set, get) => ({
  current: null,
  show: (request) => {
    // A second request replaces the first, which counts as cancelled.
    get().current?.resolve(false);
    set({ current: request });
  },
  clear: () => set({ current: null }),
}));

/** Asks the user to confirm; resolves true once confirmed (and `onConfirm` succeeded), false if cancelled. */
export function confirmAction(kind: ConfirmKind, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => useConfirmStore.getState().show({ ...options, kind, resolve }));
}

export function ConfirmModalHost() {
  const { t } = useTranslation('shell');
  const current = useConfirmStore((s) => s.current);
  const clear = useConfirmStore((s) => s.clear);
  const [busy, setBusy] = useState(false);

  const answer = (confirmed: boolean) => {
    current?.resolve(confirmed);
    clear();
  };

  const confirm = async () => {
    if (!current?.onConfirm) return answer(true);
    setBusy(true);
    try {
      await current.onConfirm();
      answer(true);
    } catch {
      // The action reports its own error (the http client notifies); the user may retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  const look = current ? CONFIRM_KINDS[current.kind] : CONFIRM_KINDS.delete;
  const KindIcon = look.icon;
  const kind = current?.kind ?? 'delete';

  return (
    <Modal
      opened={current !== null}
      onClose={() => !busy && answer(false)}
      size={current?.width ?? CONFIRM_MODAL_WIDTH}
      centered
      title={
        <Group gap="sm">
          <ThemeIcon color={look.color} variant="light" radius="xl">
            <KindIcon size={18} />
          </ThemeIcon>
          <Text fw={600}>{current?.title ?? t(`confirm.${kind}.title`)}</Text>
        </Group>
      }
    >
      <Stack gap="lg">
        <Text size="sm">{current?.message ?? t(`confirm.${kind}.text`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => answer(false)} disabled={busy}>
            {t('confirm.cancel')}
          </Button>
          <Button color={look.color} onClick={() => void confirm()} loading={busy} data-autofocus>
            {t(`confirm.${kind}.action`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
