/**
 * How the outbox asks the engine to sync without importing it (the engine imports the outbox's
 * helpers). Nothing happens while no engine runs; the warehouse layout starts one.
 */
type Listener = () => void;
let listener: Listener | null = null;

export function onSyncRequested(next: Listener | null): void {
  listener = next;
}

export function requestSync(): void {
  listener?.();
}
