import type { z } from 'zod';
import { dayOf, rateCardOfInput } from '../../../domain/wallet/fees';
import type {
  overrideCreateRequest,
  overrideUpdateRequest,
  rateCardInput,
} from '../../../domain/wallet/fees';
import { PortalId } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { PagingInput } from '../../http/paging';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, isUniqueViolation, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { rateCardInForce } from './rate-service';
import {
  columnsOfCard,
  defaultCardAnswerOf,
  overrideAnswers,
  RateAudit,
  RateEntity,
  selectCards,
} from './rate-store';

/** Fee/Account: the default rate card and the per-seller overrides, every change audited. */

type CardValues = z.output<typeof rateCardInput>;

async function defaultRow(db: Db) {
  return selectCards(db).where('c.seller_id', 'is', null).executeTakeFirstOrThrow();
}

export async function getDefaultCard(ctx: AuthedContext) {
  return defaultCardAnswerOf(await defaultRow(ctx.db));
}

export async function updateDefaultCard(ctx: AuthedContext, body: CardValues) {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('rate_cards')
      .select('id')
      .where('seller_id', 'is', null)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = defaultCardAnswerOf(await defaultRow(trx));
    await trx
      .updateTable('rate_cards')
      .set({ ...columnsOfCard(rateCardOfInput(body)), updated_at: new Date() })
      .where('id', '=', current.id)
      .execute();
    const after = defaultCardAnswerOf(await defaultRow(trx));
    await recordAudit(
      ctx,
      { action: RateAudit.defaultUpdate, entity: RateEntity.rateCard, entityId: current.id, before, after },
      trx,
    );
    return after;
  });
}

export type OverrideFilter = PagingInput & { sellerId?: number; keyword?: string };

export async function listOverrides(ctx: AuthedContext, filter: OverrideFilter) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const query = selectCards(ctx.db)
    .where('c.seller_id', 'is not', null)
    .$if(filter.sellerId !== undefined, (q) => q.where('c.seller_id', '=', filter.sellerId as number))
    .$if(Boolean(filter.keyword), (q) =>
      q.where((eb) =>
        eb.or([
          eb('u.uid', 'ilike', containsPattern(filter.keyword as string)),
          eb('u.realname', 'ilike', containsPattern(filter.keyword as string)),
          eb('u.username', 'ilike', containsPattern(filter.keyword as string)),
        ]),
      ),
    );
  const { n } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('u.uid')
    .orderBy('c.effective_from', 'desc')
    .orderBy('c.id')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(req, toCount(n), await overrideAnswers(ctx.db, rows, new Date()));
}

async function overrideRow(db: Db, id: number) {
  const row = await selectCards(db)
    .where('c.id', '=', id)
    .where('c.seller_id', 'is not', null)
    .executeTakeFirst();
  if (!row) throw notFound('wallet:fees.errors.unknownOverride', { id });
  return row;
}

async function overrideAnswer(db: Db, id: number) {
  const [answer] = await overrideAnswers(db, [await overrideRow(db, id)], new Date());
  return answer;
}

export async function getOverride(ctx: AuthedContext, id: number) {
  return overrideAnswer(ctx.db, id);
}

/**
 * The seller must be a seller account. Changing its overrides locks its row, so two admins giving it
 * an override for the same day queue up and the second gets the conflict.
 */
async function findSeller(db: Db, sellerId: number, lock: boolean) {
  const seller = await db
    .selectFrom('users')
    .select(['id', 'uid'])
    .where('id', '=', sellerId)
    .where('user_type', '=', PortalId.seller)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!seller) throw badRequest('wallet:fees.errors.unknownSeller', { id: sellerId });
  return seller;
}

async function refuseSameDay(db: Db, sellerId: number, day: string, uid: string, exceptId: number | null) {
  const taken = await db
    .selectFrom('rate_cards')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('effective_from', '=', day)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  if (taken) throw conflict('wallet:fees.errors.sameDay', { seller: uid, day });
}

/** Two admins racing past refuseSameDay: the unique index decides, the loser gets the same answer. */
function sameDayOnRace(err: unknown, uid: string, day: string): never {
  if (isUniqueViolation(err)) throw conflict('wallet:fees.errors.sameDay', { seller: uid, day });
  throw err;
}

export async function createOverride(ctx: AuthedContext, body: z.output<typeof overrideCreateRequest>) {
  let who = String(body.sellerId);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const seller = await findSeller(trx, body.sellerId, true);
      who = seller.uid;
      await refuseSameDay(trx, seller.id, body.effectiveFrom, seller.uid, null);
      const { id } = await trx
        .insertInto('rate_cards')
        .values({
          seller_id: seller.id,
          effective_from: body.effectiveFrom,
          ...columnsOfCard(rateCardOfInput(body)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = await overrideAnswer(trx, id);
      await recordAudit(
        ctx,
        { action: RateAudit.overrideCreate, entity: RateEntity.rateCard, entityId: id, after },
        trx,
      );
      return after;
    });
  } catch (err) {
    return sameDayOnRace(err, who, body.effectiveFrom);
  }
}

export async function updateOverride(ctx: AuthedContext, body: z.output<typeof overrideUpdateRequest>) {
  let who = '';
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await overrideAnswer(trx, body.id);
      const seller = await findSeller(trx, before.sellerId, true);
      who = seller.uid;
      await refuseSameDay(trx, seller.id, body.effectiveFrom, seller.uid, body.id);
      await trx
        .updateTable('rate_cards')
        .set({
          effective_from: body.effectiveFrom,
          ...columnsOfCard(rateCardOfInput(body)),
          updated_at: new Date(),
        })
        .where('id', '=', body.id)
        .execute();
      const after = await overrideAnswer(trx, body.id);
      await recordAudit(
        ctx,
        { action: RateAudit.overrideUpdate, entity: RateEntity.rateCard, entityId: body.id, before, after },
        trx,
      );
      return after;
    });
  } catch (err) {
    return sameDayOnRace(err, who, body.effectiveFrom);
  }
}

/** The card a seller pays by on a day (today when none is given), and which override it is. */
export async function cardInForceFor(ctx: AuthedContext, sellerId: number, day: string | undefined) {
  await findSeller(ctx.db, sellerId, false);
  const at = day ? new Date(`${day}T12:00:00Z`) : new Date();
  const { card, override } = await rateCardInForce(ctx.db, sellerId, at);
  return {
    ...card,
    overrideId: override?.id ?? null,
    effectiveFrom: override?.effectiveFrom ?? null,
    day: day ?? dayOf(at),
  };
}
