import { useState } from 'react';

/**
 * Shelves ticked for label printing, kept across pages and searches of one rack (ids and names
 * only: the rest of the rack is never loaded). Another rack starts with nothing ticked.
 */
export type SelectedShelf = { id: number; name: string };

type State = { rackId: number; shelves: ReadonlyMap<number, SelectedShelf> };

export function useShelfSelection(rackId: number) {
  const [state, setState] = useState<State>({ rackId, shelves: new Map() });
  const shelves = state.rackId === rackId ? state.shelves : new Map<number, SelectedShelf>();

  const update = (change: (next: Map<number, SelectedShelf>) => void) => {
    const next = new Map(shelves);
    change(next);
    setState({ rackId, shelves: next });
  };

  return {
    ids: [...shelves.keys()],
    count: shelves.size,
    has: (id: number) => shelves.has(id),
    toggle: (shelf: SelectedShelf, selected: boolean) =>
      update((next) =>
        selected ? next.set(shelf.id, { id: shelf.id, name: shelf.name }) : next.delete(shelf.id),
      ),
    setPage: (page: readonly SelectedShelf[], selected: boolean) =>
      update((next) =>
        page.forEach((s) => (selected ? next.set(s.id, { id: s.id, name: s.name }) : next.delete(s.id))),
      ),
    clear: () => update((next) => next.clear()),
  };
}

export type ShelfSelection = ReturnType<typeof useShelfSelection>;
