import { create } from 'zustand';

/**
 * Whether the contact-support modal for a suspended account is open (spec section 6).
 * API: openSuspendedNotice(message?) from anywhere (the http client calls it on code 423);
 * useSuspendedNotice(selector) in the modal; close() hides it.
 */
type SuspendedNotice = { opened: boolean; message: string; close: () => void };

export const useSuspendedNotice = create<SuspendedNotice>()((set) => ({
  opened: false,
  message: '',
  close: () => set({ opened: false }),
}));

export function openSuspendedNotice(message = ''): void {
  useSuspendedNotice.setState({ opened: true, message });
}
