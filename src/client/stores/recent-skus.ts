import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { rememberSku } from '../../domain/skus/recent';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The recently used SKUs on this tablet (spec sections 3 and 9: at most 5, newest first, unique),
 * kept under the warehouse-in SKU list key so the inspector finds the last pairs again with one tap.
 * API: useRecentSkus(selector), useRecentSkus.getState().remember(entry).
 */
export type RecentSkuEntry = { sku: string; brand: string; name: string };

type RecentSkus = { list: RecentSkuEntry[]; remember: (entry: RecentSkuEntry) => void };

export const useRecentSkus = create<RecentSkus>()(
  persist(
    (set) => ({
      list: [],
      remember: (entry) => set((state) => ({ list: rememberSku(state.list, entry) })),
    }),
    {
      name: STORAGE_KEYS.warehouseInSkuList,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ list: state.list }),
    },
  ),
);
