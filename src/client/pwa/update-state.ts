import { create } from 'zustand';

/**
 * Whether a newer release of the app is waiting, shared by the service worker registration
 * (a new worker is installed and waiting) and the version check (the server runs a newer
 * release). PwaUpdatePrompt shows itself while `available` is true.
 */
export type UpdateSource = 'service-worker' | 'server';

type UpdateState = {
  available: boolean;
  source: UpdateSource | null;
  /** The server's release when the version check found it. */
  serverVersion: string | null;
  /** The user chose "Later": hidden until another, newer signal arrives. */
  dismissed: boolean;
  offer: (source: UpdateSource, serverVersion?: string) => void;
  dismiss: () => void;
};

export const useUpdateState = create<UpdateState>((set, get) => ({
  available: false,
  source: null,
  serverVersion: null,
  dismissed: false,
  offer: (source, serverVersion) => {
    const state = get();
    // A waiting worker is the stronger signal: it can be activated at once.
    const nextSource = state.source === 'service-worker' ? 'service-worker' : source;
    const isNewSignal =
      !state.available || nextSource !== state.source || (serverVersion ?? null) !== state.serverVersion;
    set({
      available: true,
      source: nextSource,
      serverVersion: serverVersion ?? state.serverVersion,
      dismissed: state.dismissed && !isNewSignal,
    });
  },
  dismiss: () => set({ dismissed: true }),
}));
