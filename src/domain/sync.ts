import { z } from 'zod';
import { receiveParcelInput, receiveReturnInput } from './inbound';
import { inspectItemInput } from './inspection';
import { WarehousePermission } from './permissions';
import type { Action, WarehousePermissionCode } from './permissions';
import { shelveItemInput } from './products';

/**
 * The offline sync protocol (ARCHITECTURE.md section 4), the contract between the tablet's outbox and
 * the server.
 *
 *   POST /api/warehouse/sync         { deviceId, ops: SyncOp[] <= 500 } -> { results: SyncResult[], serverTime }
 *   POST /api/warehouse/oneid/lease  { deviceId, count <= 500 }        -> { start, end, leasedAt } (ONE IDs start..end)
 *   GET  /api/warehouse/sync/pull?since=<iso>|cursor=<next>   (header wareId) -> SyncPull
 *
 * Rules the server keeps:
 * - Each op is applied in its own transaction together with the record of its id and result, so a
 *   replay returns `duplicate` with the stored result and never applies twice (op ids kept >= 90 days).
 * - One device's ops apply in seq order (one batch of a device at a time); an op whose dependsOn was
 *   rejected is rejected with that reason. Other devices' ops are independent.
 * - An op's payload names its warehouse (wareId); the user's grant there is checked per op.
 * - The same opId with another payload is refused with 422 before anything in the batch is applied.
 */

export const SYNC_BATCH_MAX = 500;
export const ONE_ID_LEASE_MAX = 500;
export const SYNC_OP_RETENTION_DAYS = 90;
/** A device clock ahead of the server by more than this is not trusted: the server's time is used. */
export const CLOCK_SKEW_TOLERANCE_MS = 5 * 60 * 1000;
/** Rows changed in the last seconds are sent again on the next pull: a slow writer may still commit them. */
export const PULL_OVERLAP_MS = 30_000;
export const PULL_SECTION_LIMIT = 1000;

export const SYNC_OP_TYPES = ['receiveParcel', 'inspectItem', 'shelveItem', 'receiveReturn'] as const;
export type SyncOpType = (typeof SYNC_OP_TYPES)[number];

/** The warehouse grant each op needs in the warehouse its payload names; the online routes need the same. */
export const OP_ACCESS: Record<SyncOpType, { code: WarehousePermissionCode; action: Action }> = {
  receiveParcel: { code: WarehousePermission.appointment, action: 'edit' },
  inspectItem: { code: WarehousePermission.inspection, action: 'add' },
  shelveItem: { code: WarehousePermission.shelving, action: 'edit' },
  receiveReturn: { code: WarehousePermission.returns, action: 'add' },
};

/** An op's payload is the online route's body plus the warehouse it was done in. */
export const OP_INPUT = {
  receiveParcel: receiveParcelInput,
  inspectItem: inspectItemInput,
  shelveItem: shelveItemInput,
  receiveReturn: receiveReturnInput,
} as const;

export function isSyncOpType(type: string): type is SyncOpType {
  return (SYNC_OP_TYPES as readonly string[]).includes(type);
}

export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, '8-64 letters, digits or dashes');
export const opWareIdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * One queued op. The payload is checked per type when the op is applied, so one malformed op is
 * rejected on its own instead of blocking the whole queue.
 */
export const syncOpSchema = z.strictObject({
  opId: z.uuid(),
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  type: z.string().min(1).max(40),
  createdAt: z.iso.datetime({ offset: true }),
  dependsOn: z.uuid().optional(),
  payload: z.record(z.string(), z.unknown()),
});
export type SyncOp = z.infer<typeof syncOpSchema>;

export const syncRequest = z.strictObject({
  deviceId: deviceIdSchema,
  ops: z.array(syncOpSchema).max(SYNC_BATCH_MAX),
});
export type SyncRequest = z.infer<typeof syncRequest>;

export type SyncOpStatus = 'applied' | 'duplicate' | 'rejected';

export const syncResultSchema = z.object({
  opId: z.string(),
  seq: z.number(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  /** For a duplicate: what happened the first time. */
  original: z.enum(['applied', 'rejected']).optional(),
  result: z.unknown().optional(),
  /** For a rejection: the API error code it corresponds to (400, 403, 404, 409, 422). */
  code: z.number().optional(),
  /** For a rejection: what went wrong, in the request's language, so staff can fix and resend. */
  reason: z.string().optional(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncResponse = z.object({ results: z.array(syncResultSchema), serverTime: z.string() });

export const oneIdLeaseRequest = z.strictObject({
  deviceId: deviceIdSchema,
  count: z.number().int().min(1).max(ONE_ID_LEASE_MAX),
});

export const syncPullQuery = z.strictObject({
  since: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,2000}$/, 'a cursor from a previous pull').optional(),
});

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
export function hashedPartOf(op: Pick<SyncOp, 'type' | 'payload' | 'dependsOn' | 'createdAt'>): string {
  return canonicalJson({ type: op.type, payload: op.payload, dependsOn: op.dependsOn ?? null, createdAt: op.createdAt });
}

/** The time an op's action happened: the device's clock, unless it is ahead of the server's. */
export function actionTimeOf(createdAt: string, serverNow: Date): Date {
  const t = new Date(createdAt);
  if (Number.isNaN(t.getTime()) || t.getTime() > serverNow.getTime() + CLOCK_SKEW_TOLERANCE_MS) return serverNow;
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
