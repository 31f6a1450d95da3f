/**
 * Query-key roots of lists that a change made in another area must refresh: a feature never
 * imports another feature's api/, so the list's owner and the area that changes its rows both
 * read the root from here.
 */
export const sharedQueryKeys = {
  /** The download center's tasks (downloads): an Export on any list screen adds one. */
  downloadTasks: ['downloads', 'tasks'] as const,
  /** The warehouse's inventory view (shelving): saving a product (inventory) changes its rows. */
  warehouseInventory: ['warehouse', 'inventory'] as const,
  /** The seller's wallet (wallet): buying or refunding a label (labels) moves its figures. */
  wallet: ['wallet'] as const,
  /** Every stock list and count (inventory): an outbound order (outbound) moves its pairs' status. */
  stockViews: ['stockViews'] as const,
  /** The one-ID drawer's records (inventory): an outbound order adds events to its pairs. */
  productRecords: ['inventory', 'product-record'] as const,
};
