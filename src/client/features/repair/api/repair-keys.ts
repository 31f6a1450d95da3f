/**
 * Query-key roots of the repair screens: one root, so any repair step refreshes every repair list
 * and view (seller, admin and tablet read the same orders).
 */
export const repairKeys = {
  all: ['repair'] as const,
  sellerOrders: (params: unknown) => ['repair', 'seller', 'orders', params] as const,
  sellerOrder: (oddNo: string) => ['repair', 'seller', 'order', oddNo] as const,
  pairs: (params: unknown) => ['repair', 'seller', 'pairs', params] as const,
  estimate: (body: unknown) => ['repair', 'seller', 'estimate', body] as const,
  adminOrders: (params: unknown) => ['repair', 'admin', 'orders', params] as const,
  adminOrder: (oddNo: string) => ['repair', 'admin', 'order', oddNo] as const,
  batches: (params: unknown) => ['repair', 'admin', 'batches', params] as const,
  batch: (batchNo: string) => ['repair', 'admin', 'batch', batchNo] as const,
  waiting: (wareId: number | null) => ['repair', 'admin', 'waiting', wareId] as const,
  operators: (wareId: number | null) => ['repair', 'admin', 'operators', wareId] as const,
  tasks: (params: unknown) => ['repair', 'admin', 'tasks', params] as const,
  prices: ['repair', 'prices'] as const,
  work: (wareId: number | null) => ['repair', 'warehouse', 'work', wareId] as const,
};
