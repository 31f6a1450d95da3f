import { useLiveQuery } from 'dexie-react-hooks';
import { offlineDb } from '../../offline/db';
import type { LocalItem } from '../../offline/types';

/**
 * The items a platform sent back in one parcel (received against their ONE IDs): each is graded
 * again under its own ONE ID. Read from the tablet's item cache, so it works offline; an item
 * graded on this tablet shows its grade at once (the inspectItem op's local effect).
 */
export function useReturnedItems(wareId: number | null, logNo: string | null): LocalItem[] | undefined {
  return useLiveQuery(
    async () =>
      wareId && logNo
        ? offlineDb.items
            .where('wareId')
            .equals(wareId)
            .filter((item) => item.logNo === logNo)
            .sortBy('oneId')
        : [],
    [wareId, logNo],
  );
}
