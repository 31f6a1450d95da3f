import { WarehousePermission } from '../kernel/permissions';
import type { Action, WarehousePermissionCode } from '../kernel/permissions';

/**
 * The offline sync protocol's limits, op types and pure rules (ARCHITECTURE.md section 4), without
 * zod: the tablet's sync engine runs on every warehouse screen and stays small. The request and
 * result schemas, and the protocol's description, are in sync.ts (which re-exports this module).
 */

export const SYNC_BATCH_MAX = 500;
export const ONE_ID_LEASE_MAX = 500;
export const SYNC_OP_RETENTION_DAYS = 90;
/** A device clock ahead of the server by more than this is not trusted: the server's time is used. */
export const CLOCK_SKEW_TOLERANCE_MS = 5 * 60 * 1000;
/** Rows changed in the last seconds are sent again on the next pull: a slow writer may still commit them. */
export const PULL_OVERLAP_MS = 30_000;
export const PULL_SECTION_LIMIT = 1000;

export const SYNC_OP_TYPES = [
  'receiveParcel',
  'inspectItem',
  'shelveItem',
  'receiveReturn',
  'outbound.pick',
  'outbound.ship',
  'outbound.exception',
  'repair.pick',
  'repair.photo',
  'repair.result',
  'repair.completeBatch',
] as const;
export type SyncOpType = (typeof SYNC_OP_TYPES)[number];

/** The warehouse grant each op needs in the warehouse its payload names; the online routes need the same. */
export const OP_ACCESS: Record<SyncOpType, { code: WarehousePermissionCode; action: Action }> = {
  receiveParcel: { code: WarehousePermission.appointment, action: 'edit' },
  inspectItem: { code: WarehousePermission.inspection, action: 'add' },
  shelveItem: { code: WarehousePermission.shelving, action: 'edit' },
  receiveReturn: { code: WarehousePermission.returns, action: 'add' },
  'outbound.pick': { code: WarehousePermission.outboundBatch, action: 'edit' },
  'outbound.ship': { code: WarehousePermission.outboundBatch, action: 'edit' },
  'outbound.exception': { code: WarehousePermission.outbound, action: 'edit' },
  'repair.pick': { code: WarehousePermission.repair, action: 'edit' },
  'repair.photo': { code: WarehousePermission.repair, action: 'edit' },
  'repair.result': { code: WarehousePermission.repair, action: 'edit' },
  'repair.completeBatch': { code: WarehousePermission.repair, action: 'edit' },
};

export function isSyncOpType(type: string): type is SyncOpType {
  return (SYNC_OP_TYPES as readonly string[]).includes(type);
}

export type SyncOpStatus = 'applied' | 'duplicate' | 'rejected';

/** Position of one section of the pull: the last row sent, as (updatedAt, id). */
export type PullPosition = { t: string; id: number };
export const PULL_SECTIONS = ['forecasts', 'shelves', 'skus', 'items'] as const;
export type PullSection = (typeof PULL_SECTIONS)[number];
export type PullCursor = Record<PullSection, PullPosition>;

/** Stable JSON: keys sorted at every level, so the same payload always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What the payload hash covers: everything that decides what the op does. */
export function hashedPartOf(op: {
  type: string;
  payload: Record<string, unknown>;
  dependsOn?: string;
  createdAt: string;
}): string {
  return canonicalJson({
    type: op.type,
    payload: op.payload,
    dependsOn: op.dependsOn ?? null,
    createdAt: op.createdAt,
  });
}

/** The time an op's action happened: the device's clock, unless it is ahead of the server's. */
export function actionTimeOf(createdAt: string, serverNow: Date): Date {
  const t = new Date(createdAt);
  if (Number.isNaN(t.getTime()) || t.getTime() > serverNow.getTime() + CLOCK_SKEW_TOLERANCE_MS)
    return serverNow;
  return t;
}

/**
 * Shelving conflicts between devices: the latest scan wins, by action time, ties broken by op id.
 * An older scan arriving after a newer one is rejected as a conflict; the item stays where the newer
 * scan put it, whatever order the ops reach the server in.
 */
export function isNewerShelving(
  candidate: { at: Date; key: string },
  current: { at: Date | null; key: string | null },
): boolean {
  if (current.at === null) return true;
  const a = candidate.at.getTime();
  const b = current.at.getTime();
  if (a !== b) return a > b;
  return candidate.key > (current.key ?? '');
}
