import { sql } from 'kysely';
import { ForecastKind, ForecastStatus } from '../../../domain/inbound/rules';
import { BusinessPart, grantsAllow } from '../../../domain/kernel/permissions';
import type { BusinessPartCode } from '../../../domain/kernel/permissions';
import { IN_WAREHOUSE_STATUSES } from '../../../domain/kernel/product-rules';
import type { HomeSummary } from '../../../domain/home/home';
import {
  CashOutStatus,
  OrderKind,
  ReshipStatus,
  ShipWithLabelStatus,
  SwitchStatus,
} from '../../../domain/outbound/kind-codes';
import { ApplicationKind, ApplicationStage } from '../../../domain/wallet/applications';
import type { AuthedContext } from '../../http/context';
import { balanceOf } from '../wallet/ledger-service';

/**
 * The seller's home (issue 28 point 7): their figures and what waits for them, each an indexed count of
 * the seller's own rows (stock from the trigger-kept stock_counts), so the home answers at once however
 * large the platform grows.
 */
const LIVE_LISTING_STATES = ['submitting', 'pending', 'active'] as const;
const OPEN_APPLICATION_STAGES = [
  ApplicationStage.submitted,
  ApplicationStage.platformCheck,
  ApplicationStage.paying,
];

/** Orders of one kind in one status (the seller's turn), as a count. */
function ordersIn(ctx: AuthedContext, sellerId: number, kind: number, status: number) {
  return ctx.db
    .selectFrom('outbound_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('shop_user_id', '=', sellerId)
    .where('kind', '=', kind)
    .where('status', '=', status)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

function applicationsOpen(ctx: AuthedContext, sellerId: number, kind: number) {
  return ctx.db
    .selectFrom('wallet_applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('seller_id', '=', sellerId)
    .where('kind', '=', kind)
    .where('stage', 'in', OPEN_APPLICATION_STAGES)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/**
 * A count of a part the caller's role does not have (a team member's) is not read. A waiting count
 * is then 0 (no shortcut); a figure is null (not shown: a 0 would read as a fact).
 */
const when = (allowed: boolean, count: () => Promise<number>) => (allowed ? count() : Promise.resolve(0));
const figureWhen = (allowed: boolean, count: () => Promise<number>) =>
  allowed ? count() : Promise.resolve(null);

/**
 * Every figure and count belongs to a part of the seller portal; a team member sees those of their
 * role's parts only (a figure of a part they lack is null, the wallet's money too).
 */
export async function homeSummary(ctx: AuthedContext, monthStart: Date): Promise<HomeSummary> {
  const sellerId = ctx.user.id;
  const may = (part: BusinessPartCode) => grantsAllow(ctx.user.grants, part, 'query');
  const inStock = sql.join(IN_WAREHOUSE_STATUSES.map((s) => sql`${s}`));
  const count = (query: { executeTakeFirstOrThrow: () => Promise<{ n: string | number }> }) => () =>
    query.executeTakeFirstOrThrow().then((r) => Number(r.n));
  const [pairsInStock, listed, soldThisMonth, forecastsOnTheWay, salesWithIssue] = await Promise.all([
    figureWhen(may(BusinessPart.inventory), () =>
      sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from stock_counts
        where shop_user_id = ${sellerId} and status in (${inStock})`
        .execute(ctx.db)
        .then((r) => Number(r.rows[0]?.n ?? 0)),
    ),
    figureWhen(
      may(BusinessPart.listing),
      count(
        ctx.db
          .selectFrom('listings')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('seller_id', '=', sellerId)
          .where('state', 'in', LIVE_LISTING_STATES),
      ),
    ),
    figureWhen(
      may(BusinessPart.listing),
      count(
        ctx.db
          .selectFrom('market_orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('seller_id', '=', sellerId)
          .where('kept', '=', true)
          .where('status', '!=', 'cancelled')
          .where('ordered_at', '>=', monthStart),
      ),
    ),
    when(
      may(BusinessPart.inbound),
      count(
        ctx.db
          .selectFrom('packs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('shop_user_id', '=', sellerId)
          .where('kind', '=', ForecastKind.forecast)
          .where('status', '=', ForecastStatus.scheduled),
      ),
    ),
    when(
      may(BusinessPart.listing),
      count(
        ctx.db
          .selectFrom('market_orders')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('seller_id', '=', sellerId)
          .where('status', '=', 'with_issue'),
      ),
    ),
  ]);
  const orders = may(BusinessPart.orders);
  const wallet = may(BusinessPart.wallet);
  const [
    shipWithLabelToPay,
    reshipToPay,
    cashOutToAccept,
    switchToPay,
    withdrawalsPending,
    rechargesPending,
  ] = await Promise.all([
    when(orders, () => ordersIn(ctx, sellerId, OrderKind.shipWithLabel, ShipWithLabelStatus.toBeConfirmed)),
    when(orders, () => ordersIn(ctx, sellerId, OrderKind.reship, ReshipStatus.toBeConfirmed)),
    when(orders, () => ordersIn(ctx, sellerId, OrderKind.cashOut, CashOutStatus.quoted)),
    when(orders, () => ordersIn(ctx, sellerId, OrderKind.switchUser, SwitchStatus.toBeConfirmed)),
    when(wallet, () => applicationsOpen(ctx, sellerId, ApplicationKind.withdrawal)),
    when(wallet, () => applicationsOpen(ctx, sellerId, ApplicationKind.recharge)),
  ]);
  const balance = wallet ? await balanceOf(ctx.db, sellerId) : null;
  return {
    figures: {
      pairsInStock,
      listed,
      soldThisMonth,
      availableCents: balance?.availableCents ?? null,
      heldCents: balance?.heldCents ?? null,
    },
    waiting: {
      forecastsOnTheWay,
      shipWithLabelToPay,
      reshipToPay,
      cashOutToAccept,
      switchToPay,
      withdrawalsPending,
      rechargesPending,
      salesWithIssue,
    },
  };
}
