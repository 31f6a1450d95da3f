import { sql } from 'kysely';
import type {
  BulkCreateListingsRequest,
  BulkListingAnswer,
  BulkListingCandidate,
  BulkListingItem,
  BulkListingOutcome,
} from '../../../domain/listing/bulk-listing';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import { batchProblems } from '../../../domain/listing/rules';
import type { AuthedContext } from '../../http/context';
import { AppError, badRequest } from '../../http/errors';
import { translate } from '../../http/messages';
import { oncePerRequestKey } from '../../http/request-keys';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { requireCrossListing } from './cross-listing-access';
import { itemListable, liveListingsOfItems, lockSellerItems, sellerItemsOf } from './listing-store';
import { checkItemTerms, listingViewsOf, listItem } from './listing-service';
import type { MarketplaceFees, TermsProblem } from './listing-service';
import { marketplaceFees } from './marketplace-fees';

/**
 * `bulklisting` (issue 25 point 2; spec sections 5 and 9): at most 100 items in one request, each
 * listed on its own by newlisting's rule (listItem) behind a savepoint, so one refused item leaves
 * the others listed. The batch's key answers a resend with the first outcome; an item's own key
 * makes its listings' keys, so the same item key in a later batch answers that item's first listings.
 */

/** What the batch's key keeps: each item's listings by id, or its refusal as a key to translate. */
type StoredOutcome = {
  oneId: string;
  requestKey: string;
  ids: number[];
  refusal: { code: number; msgKey: string; params: Record<string, string | number> } | null;
  problems: { marketplace: MarketplaceCode; problems: string[] }[];
};

export async function bulkCreateListings(
  ctx: AuthedContext,
  request: BulkCreateListingsRequest,
): Promise<BulkListingAnswer> {
  await requireCrossListing(ctx);
  const { requestKey, items } = request;
  const batch = batchProblems(items.length);
  if (batch.length > 0) throw badRequest(`listing:problem.${batch[0]}`);
  const oneIds = items.map((i) => i.oneId);
  const repeated = oneIds.find((oneId, i) => oneIds.indexOf(oneId) !== i);
  if (repeated) throw badRequest('listing:errors.itemRepeated', { oneId: repeated });
  const fees = await marketplaceFees(ctx.db);

  const stored = await oncePerRequestKey(
    ctx,
    { scope: 'listing.bulk-create', key: requestKey, body: { items } },
    async (trx) => {
      const locked = await lockSellerItems(trx, ctx.user.id, oneIds);
      const outcomes: StoredOutcome[] = [];
      for (const input of items)
        outcomes.push(
          await listOneOfBatch(
            trx,
            ctx,
            input,
            locked.find((i) => i.one_id === input.oneId),
            fees,
          ),
        );
      const listed = outcomes.filter((o) => o.refusal === null);
      await recordAudit(
        ctx,
        {
          action: 'listing.listing.bulkCreate',
          entity: 'listing',
          entityId: listed.flatMap((o) => o.ids).join(','),
          after: { listed: listed.map((o) => o.oneId), refused: outcomes.length - listed.length },
        },
        trx,
      );
      return outcomes;
    },
  );
  return answerOf(ctx, stored);
}

type LockedItem = Awaited<ReturnType<typeof lockSellerItems>>[number];

/** One item of the batch: its first listings for its key, or listed now, or refused with nothing kept. */
async function listOneOfBatch(
  trx: Db,
  ctx: AuthedContext,
  input: BulkListingItem,
  item: LockedItem | undefined,
  fees: MarketplaceFees,
): Promise<StoredOutcome> {
  const outcome = { oneId: input.oneId, requestKey: input.requestKey, problems: [] };
  const earlier = await listingsOfItemKey(trx, ctx.user.id, input);
  if (earlier.length > 0) return { ...outcome, ids: earlier, refusal: null };
  await sql`savepoint bulk_item`.execute(trx);
  try {
    checkItemTerms(input, fees);
    const ids = await listItem(trx, ctx, input, item, input.requestKey, fees);
    await sql`release savepoint bulk_item`.execute(trx);
    return { ...outcome, ids, refusal: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await sql`rollback to savepoint bulk_item`.execute(trx);
    const data = error.data as { problems?: TermsProblem[] } | null;
    return {
      ...outcome,
      ids: [],
      refusal: { code: error.code, msgKey: error.msgKey, params: error.params },
      problems: (data?.problems ?? []).map(({ marketplace, problems }) => ({ marketplace, problems })),
    };
  }
}

/** The listings made before under this item's key (listItem names them `<key>:<ONE ID>:<marketplace>`). */
async function listingsOfItemKey(trx: Db, sellerId: number, input: BulkListingItem): Promise<number[]> {
  const keys = input.listings.map((l) => `${input.requestKey}:${input.oneId}:${l.marketplace}`);
  const rows = await trx
    .selectFrom('listings')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('request_key', 'in', keys)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The stored outcomes as the screen reads them: listings as they are now, refusals in the reader's words. */
async function answerOf(ctx: AuthedContext, stored: StoredOutcome[]): Promise<BulkListingAnswer> {
  const views = await listingViewsOf(
    ctx,
    stored.flatMap((o) => o.ids),
  );
  const results: BulkListingOutcome[] = stored.map((o) => ({
    oneId: o.oneId,
    requestKey: o.requestKey,
    ok: o.refusal === null,
    listings: views.filter((v) => o.ids.includes(v.id)),
    code: o.refusal?.code ?? null,
    msg: o.refusal ? translate(ctx.lang, o.refusal.msgKey, o.refusal.params) : null,
    problems: o.problems,
  }));
  const listed = results.filter((r) => r.ok).length;
  return { listed, refused: results.length - listed, results };
}

/** The chosen items as bulklisting shows them before any terms: listable or why not, and where listed. */
export async function bulkListingCandidates(
  ctx: AuthedContext,
  oneIds: readonly string[],
): Promise<BulkListingCandidate[]> {
  await requireCrossListing(ctx);
  const items = await sellerItemsOf(ctx.db, ctx.user.id, oneIds);
  const live = await liveListingsOfItems(
    ctx.db,
    items.map((i) => i.id),
  );
  return oneIds.map((oneId) => {
    const item = items.find((i) => i.one_id === oneId);
    if (!item)
      return {
        oneId,
        found: false,
        listable: false,
        sku: '',
        size: '',
        name: '',
        listedOn: [],
        problem: translate(ctx.lang, 'listing:errors.itemNotFound', { oneId }),
      };
    const listable = itemListable(item);
    return {
      oneId,
      found: true,
      listable,
      sku: item.sku,
      size: item.size,
      name: item.name,
      listedOn: live.filter((l) => l.product_id === item.id).map((l) => l.marketplace as MarketplaceCode),
      problem: listable ? null : translate(ctx.lang, 'listing:errors.itemNotListable', { oneId }),
    };
  });
}
