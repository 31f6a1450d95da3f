import { z } from 'zod';
import { grantsAllow } from '../../../domain/kernel/permissions';
import { PULL_OVERLAP_MS, PULL_SECTION_LIMIT, PULL_SECTIONS } from '../../../domain/sync/sync';
import type { PullSection } from '../../../domain/sync/sync';
import { PortalId } from '../../../domain/kernel/users';
import { warehouseGrants } from '../../http/access';
import type { AuthedContext } from '../../http/context';
import { AppError, badRequest, ErrorCode } from '../../http/errors';
import { isSuperAdmin } from '../../http/session';
import { PULL_READERS } from './pull-sections';
import type { SectionPosition } from './pull-sections';

const EPOCH = '1970-01-01T00:00:00.000000Z';

const positionSchema = z.object({
  t: z.iso.datetime({ offset: true }),
  id: z.number().int().min(0),
  live: z.boolean(),
});
const cursorSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  s: z.object(
    Object.fromEntries(PULL_SECTIONS.map((s) => [s, positionSchema])) as Record<
      PullSection,
      typeof positionSchema
    >,
  ),
});
type Cursor = z.infer<typeof cursorSchema>;

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('sync:op.badCursor');
  }
}

/** Anyone holding a grant in the warehouse may cache its reference data (admins of module 700 too). */
async function assertWorksIn(ctx: AuthedContext, wareId: number | null): Promise<number> {
  if (wareId === null) throw badRequest('errors.wareIdRequired');
  if (isSuperAdmin(ctx.user)) return wareId;
  if (ctx.user.userType === PortalId.admin && grantsAllow(ctx.user.grants, '700', 'query')) return wareId;
  const grants = await warehouseGrants(ctx.db, ctx.user.id, wareId);
  if (grants.length === 0)
    throw new AppError(ErrorCode.forbidden, 'warehouses:errors.warehouseNotAllowed', { wareId });
  return wareId;
}

function earlier(a: { t: string; id: number }, b: { t: string; id: number }): { t: string; id: number } {
  const ta = new Date(a.t).getTime();
  const tb = new Date(b.t).getTime();
  return ta < tb || (ta === tb && a.id <= b.id) ? a : b;
}

/**
 * GET /sync/pull: the changes to the selected warehouse's read caches since a position. The next
 * cursor never points past "now minus PULL_OVERLAP_MS": rows written by a transaction still running
 * now are sent on the next pull (a tablet upserts by id, so a row sent twice is harmless).
 */
export async function pullChanges(ctx: AuthedContext, query: { since?: string; cursor?: string }) {
  const wareId = await assertWorksIn(ctx, ctx.wareId);
  const now = new Date();
  const cursor: Cursor = query.cursor
    ? decodeCursor(query.cursor)
    : {
        start: now.toISOString(),
        s: Object.fromEntries(
          PULL_SECTIONS.map((s) => [s, { t: query.since ?? EPOCH, id: 0, live: query.since === undefined }]),
        ) as Record<PullSection, SectionPosition>,
      };
  const safe = { t: new Date(now.getTime() - PULL_OVERLAP_MS).toISOString(), id: 0 };
  const out: Record<string, unknown[]> = {};
  const next: Record<string, SectionPosition> = {};
  let more = false;
  for (const section of PULL_SECTIONS) {
    const pos = cursor.s[section];
    const read = await PULL_READERS[section](ctx.db, wareId, pos, PULL_SECTION_LIMIT, ctx.lang);
    out[section] = read.rows;
    if (read.more && read.last) {
      more = true;
      next[section] = { ...read.last, live: pos.live };
    } else if (pos.live) {
      // The first pull is complete: from now on every change since it started.
      const since = new Date(new Date(cursor.start).getTime() - PULL_OVERLAP_MS).toISOString();
      next[section] = { t: since, id: 0, live: false };
    } else {
      next[section] = { ...earlier(read.last ?? pos, safe), live: false };
    }
  }
  return {
    forecasts: out.forecasts,
    shelves: out.shelves,
    skus: out.skus,
    items: out.items,
    next: encodeCursor({ start: cursor.start, s: next as Cursor['s'] }),
    more,
    serverTime: now.toISOString(),
  };
}
