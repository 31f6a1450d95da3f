import { create } from 'zustand';

/**
 * Confirmation (spec section 2). Ask with `confirmAction(kind)` (a promise of the user's answer)
 * or pass `onConfirm` to run the action while the modal shows a busy button. RootShell renders
 * ConfirmModalHost once; the modal (ConfirmModal.tsx) loads the first time something asks.
 */
export type ConfirmKind =
  'delete' | 'logout' | 'disabledAccount' | 'recall' | 'reject' | 'delist' | 'void' | 'cancel' | 'money';

export type ConfirmOptions = {
  /** Overrides the kind's own text, e.g. to name the record being deleted. */
  message?: string;
  title?: string;
  /** Overrides the kind's confirm button, e.g. "Pay $10.80". */
  confirmLabel?: string;
  width?: number;
  /** Runs on confirm; the modal stays open (busy) until it settles and closes only on success. */
  onConfirm?: () => Promise<unknown> | unknown;
};

export type ConfirmRequest = ConfirmOptions & { kind: ConfirmKind; resolve: (confirmed: boolean) => void };

type ConfirmStore = {
  current: ConfirmRequest | null;
  show: (request: ConfirmRequest) => void;
  clear: () => void;
};

export const useConfirmStore = create<ConfirmStore>((set, get) => ({
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
