import { printProblem } from '../kernel/printable-text';
import type { PrintProblem } from '../kernel/printable-text';

/**
 * Warehouse, rack and shelf codes and rules without zod (spec sections 3, 5 and 9): levels,
 * statuses, the pseudo shelf, label names and shelf codes. The client's offline caches and scan
 * screens read them; the request and row schemas are in warehouses.ts (which re-exports this module).
 */

export const WarehouseLevel = { base: 1, premium: 2 } as const;
export type WarehouseLevel = (typeof WarehouseLevel)[keyof typeof WarehouseLevel];
export const WAREHOUSE_LEVELS: readonly WarehouseLevel[] = [1, 2];
export const WAREHOUSE_LEVEL_LABEL: Record<WarehouseLevel, string> = {
  1: 'warehouses:level.base',
  2: 'warehouses:level.premium',
};

/** One status set for warehouses, racks and shelves. */
export const WarehouseStatus = { enabled: 1, disabled: 2 } as const;
export type WarehouseStatus = (typeof WarehouseStatus)[keyof typeof WarehouseStatus];
export const WAREHOUSE_STATUS_LABEL: Record<WarehouseStatus, string> = {
  1: 'warehouses:status.enabled',
  2: 'warehouses:status.disabled',
};

/** Items inspected but not yet on a real shelf sit on this pseudo shelf (spec section 3). */
export const PSEUDO_SHELF_READY_FOR_LISTING = -2;
export const PSEUDO_SHELF_LABEL = 'warehouses:shelf.readyForListing';

export const SHELF_NAME_MAX_LENGTH = 32;
export const RACK_NAME_MAX_LENGTH = 32;
export const SHELF_BATCH_MAX = 500;
export const SHELF_LABELS_MAX = 200;

export { containsChinese, isPrintableAscii } from '../kernel/printable-text';

export type LabelNameProblem = PrintProblem;

/**
 * Rack and shelf names end up on printed labels: Chinese cannot be printed (spec section 5), and
 * neither can anything else outside printable ASCII.
 */
export function labelNameProblem(name: string): LabelNameProblem {
  return printProblem(name);
}

/**
 * The printed, scanned code of a shelf: warehouse id and shelf name, upper case. Shelf names are
 * unique within a warehouse (the drawer shows only wareName and shelvesName), so codes are unique
 * everywhere. Runs of spaces become one dash so a keyboard-wedge scan reads the same code back.
 */
export function shelfCode(wareId: number, shelfName: string): string {
  return `W${wareId}-${shelfName.trim().replace(/\s+/g, '-').toUpperCase()}`;
}

/** Names of a batch: prefix + number padded to at least two digits (A-01 .. A-40). */
export function batchShelfNames(prefix: string, from: number, to: number): string[] {
  const width = Math.max(2, String(to).length);
  const names: string[] = [];
  for (let n = from; n <= to; n += 1) names.push(`${prefix}${String(n).padStart(width, '0')}`);
  return names;
}

/** Whether the pseudo shelf belongs in a shelf list with these filters. */
export function pseudoShelfListed(
  filter: { nameEq?: string; rackId?: number; status?: number },
  labels: readonly string[],
): boolean {
  if (filter.rackId !== undefined) return false;
  if (filter.status !== undefined && filter.status !== WarehouseStatus.enabled) return false;
  if (filter.nameEq === undefined) return true;
  const wanted = filter.nameEq.trim().toLowerCase();
  return wanted === String(PSEUDO_SHELF_READY_FOR_LISTING) || labels.some((l) => l.toLowerCase() === wanted);
}
