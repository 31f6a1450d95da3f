import type * as Zustand from 'zustand';
import { vi } from 'vitest';

/**
 * Zustand as the app uses it, but each store made through `create` remembers its first state, so
 * tests/client/setup.ts can put every store back as a new page has it before each test file (the
 * files of a worker share one module graph, and with it the app's module-level stores). The
 * pattern of Zustand's own testing guide.
 */
const resets = new Set<() => void>();

export async function resettableZustand(): Promise<typeof Zustand> {
  const actual = await vi.importActual<typeof Zustand>('zustand');
  const remembered = <T>(creator: Zustand.StateCreator<T>) => {
    const store = actual.create(creator);
    const first = store.getInitialState();
    resets.add(() => store.setState(first, true));
    return store;
  };
  const create = (<T>(creator?: Zustand.StateCreator<T>) =>
    creator ? remembered(creator) : remembered) as typeof Zustand.create;
  return { ...actual, create };
}

/** Every store made so far back to its first state. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
