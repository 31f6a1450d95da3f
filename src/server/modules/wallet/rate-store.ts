import { sql } from 'kysely';
import { AuditAction, AuditEntity } from '../../../domain/accounts/accounts';
import { overrideStates } from '../../../domain/wallet/fees';
import type { OverrideState, RateCard } from '../../../domain/wallet/fees';
import type { RateCardsTable } from '../../db/wallet-tables';
import { iso } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/** Reading and writing rate card rows: the card's values between the API's names and the columns. */

/** The audit log's names of the fee actions (labelled on the audit log screen with the others). */
export const RateAudit = {
  defaultUpdate: AuditAction.feeDefaultUpdate,
  overrideCreate: AuditAction.feeOverrideCreate,
  overrideUpdate: AuditAction.feeOverrideUpdate,
  platformUpdate: AuditAction.feePlatformUpdate,
} as const;
export const RateEntity = {
  rateCard: AuditEntity.rateCard,
  marketplaceFee: AuditEntity.marketplaceFee,
} as const;

type CardColumns = Pick<
  RateCardsTable,
  | 'shipping_fee_cents'
  | 'transshipment_fee_cents'
  | 'switch_user_fee_cents'
  | 'consignment_fee_bp'
  | 'cash_out_deduction_bp'
  | 'base_free_days'
  | 'base_daily_fee_cents'
  | 'premium_free_days'
  | 'premium_daily_fee_cents'
>;

export function columnsOfCard(card: RateCard): CardColumns {
  return {
    shipping_fee_cents: card.shippingFeeCents,
    transshipment_fee_cents: card.transshipmentFeeCents,
    switch_user_fee_cents: card.switchUserFeeCents,
    consignment_fee_bp: card.consignmentFeeBasisPoints,
    cash_out_deduction_bp: card.cashOutDeductionBasisPoints,
    base_free_days: card.baseFreeDays,
    base_daily_fee_cents: card.baseDailyFeeCents,
    premium_free_days: card.premiumFreeDays,
    premium_daily_fee_cents: card.premiumDailyFeeCents,
  };
}

export function cardOfColumns(row: CardColumns): RateCard {
  return {
    shippingFeeCents: row.shipping_fee_cents,
    transshipmentFeeCents: row.transshipment_fee_cents,
    switchUserFeeCents: row.switch_user_fee_cents,
    consignmentFeeBasisPoints: row.consignment_fee_bp,
    cashOutDeductionBasisPoints: row.cash_out_deduction_bp,
    baseFreeDays: row.base_free_days,
    baseDailyFeeCents: row.base_daily_fee_cents,
    premiumFreeDays: row.premium_free_days,
    premiumDailyFeeCents: row.premium_daily_fee_cents,
  };
}

/** Card rows with the seller's code and name and the effective day as text (YYYY-MM-DD). */
export function selectCards(db: Db) {
  return db
    .selectFrom('rate_cards as c')
    .leftJoin('users as u', 'u.id', 'c.seller_id')
    .select([
      'c.id',
      'c.seller_id',
      sql<string | null>`to_char(c.effective_from, 'YYYY-MM-DD')`.as('effective_day'),
      'c.shipping_fee_cents',
      'c.transshipment_fee_cents',
      'c.switch_user_fee_cents',
      'c.consignment_fee_bp',
      'c.cash_out_deduction_bp',
      'c.base_free_days',
      'c.base_daily_fee_cents',
      'c.premium_free_days',
      'c.premium_daily_fee_cents',
      'c.updated_at',
      'u.uid',
      'u.realname',
    ]);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['executeTakeFirstOrThrow']>>;

export function defaultCardAnswerOf(row: CardRow) {
  return { id: row.id, ...cardOfColumns(row), gmtModify: iso(row.updated_at) };
}

export function overrideAnswerOf(row: CardRow, state: OverrideState) {
  return {
    id: row.id,
    state,
    sellerId: row.seller_id ?? 0,
    sellerUid: row.uid ?? '',
    sellerName: row.realname ?? '',
    effectiveFrom: row.effective_day ?? '',
    ...cardOfColumns(row),
    gmtModify: iso(row.updated_at),
  };
}

/** The default card and the seller's overrides, what cardInForce chooses from. */
export async function cardsOfSeller(db: Db, sellerId: number): Promise<CardRow[]> {
  return selectCards(db)
    .where((eb) => eb.or([eb('c.seller_id', 'is', null), eb('c.seller_id', '=', sellerId)]))
    .execute();
}

/** The default card and the overrides of all these sellers, in one query (lists of many owners). */
export async function cardsOfSellers(db: Db, sellerIds: readonly number[]): Promise<CardRow[]> {
  return selectCards(db)
    .where((eb) =>
      sellerIds.length === 0
        ? eb('c.seller_id', 'is', null)
        : eb.or([eb('c.seller_id', 'is', null), eb('c.seller_id', 'in', [...sellerIds])]),
    )
    .execute();
}

/** Override rows as answers, each with where it stands today among its seller's overrides. */
export async function overrideAnswers(db: Db, rows: readonly CardRow[], now: Date) {
  const sellerIds = [...new Set(rows.map((r) => r.seller_id).filter((id): id is number => id !== null))];
  if (sellerIds.length === 0) return [];
  const all = await db
    .selectFrom('rate_cards')
    .select(['id', 'seller_id', sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('day')])
    .where('seller_id', 'in', sellerIds)
    .execute();
  const stateOf = new Map<number, OverrideState>();
  for (const sellerId of sellerIds) {
    const mine = all.filter((r) => r.seller_id === sellerId);
    const states = overrideStates(
      mine.map((r) => r.day),
      now,
    );
    mine.forEach((r, i) => stateOf.set(r.id, states[i]));
  }
  return rows.map((r) => overrideAnswerOf(r, stateOf.get(r.id) ?? 'superseded'));
}
