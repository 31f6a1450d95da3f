/**
 * Product item codes and rules without zod (spec sections 3, 4 and 9): inventory statuses, money as
 * integer cents, storage days (their fee is the rate card's: storageFeeToDate in wallet-fees.ts).
 * The client's offline caches read them on every warehouse screen; the request schemas are in
 * products.ts (which re-exports this module).
 */

/** Inventory item status (spec section 4). */
export const InventoryStatus = {
  available: 1,
  consignment: 2,
  outbounding: 3,
  cashingOut: 4,
  outOfWarehouse: 6,
  switchUser: 7,
  dropshipping: 9,
  dropshippingLabel: 10,
  repairingAndHandling: 12,
} as const;
export type InventoryStatus = (typeof InventoryStatus)[keyof typeof InventoryStatus];
export const INVENTORY_STATUSES: readonly InventoryStatus[] = [1, 2, 3, 4, 6, 7, 9, 10, 12];
export const INVENTORY_STATUS_LABEL: Record<InventoryStatus, string> = {
  1: 'inbound:inventoryStatus.available',
  2: 'inbound:inventoryStatus.consignment',
  3: 'inbound:inventoryStatus.outbounding',
  4: 'inbound:inventoryStatus.cashingOut',
  6: 'inbound:inventoryStatus.outOfWarehouse',
  7: 'inbound:inventoryStatus.switchUser',
  9: 'inbound:inventoryStatus.dropshipping',
  10: 'inbound:inventoryStatus.dropshippingLabel',
  12: 'inbound:inventoryStatus.repairingAndHandling',
};

/** "Product status 1 is the state where cost and owner can be edited" (spec section 4). */
export const PRODUCT_EDITABLE_STATUS = InventoryStatus.available;

/**
 * A returned item waits for re-inspection in "repairing and handling" (12): it is in the warehouse
 * but must not be sold, shipped or listed until it has been graded again.
 */
export const AWAITING_REINSPECTION_STATUS = InventoryStatus.repairingAndHandling;

/** Statuses of an item that is physically in a warehouse (it can be shelved and moved). */
export const IN_WAREHOUSE_STATUSES: readonly InventoryStatus[] = [1, 2, 3, 4, 7, 9, 10, 12];

export function isInWarehouse(status: number): boolean {
  return (IN_WAREHOUSE_STATUSES as readonly number[]).includes(status);
}

/** Cents as a dollar string for display: 12345 -> "123.45". */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A dollar amount typed by a person ("12", "12.5", "12.50") as cents, or null when it is not money. */
export function dollarsToCents(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days an item has been stored: the day it came in counts as day 1 (an item received today shows 1). */
export function storageDays(inboundAt: Date, now: Date): number {
  const elapsed = now.getTime() - inboundAt.getTime();
  if (elapsed < 0) return 1;
  return Math.floor(elapsed / DAY_MS) + 1;
}
