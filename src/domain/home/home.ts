import { z } from 'zod';

/**
 * The seller's home (`homepage`, issue 28 point 7): their figures and what waits for them. Each
 * waiting count is a shortcut to the screen where it is done; a count of 0 is not offered.
 */
export const homeSummaryAnswer = z.object({
  figures: z.object({
    /** Pairs in a warehouse (every status but out of warehouse); null without the inventory part. */
    pairsInStock: z.number().int().nullable(),
    /** Listings live or on their way to a marketplace; null without the listing part. */
    listed: z.number().int().nullable(),
    /**
     * Marketplace sales kept this calendar month (in the viewer's time zone), cancelled ones left
     * out; null without the listing part.
     */
    soldThisMonth: z.number().int().nullable(),
    /** The wallet's available and held money, cents (null for a team member without the wallet). */
    availableCents: z.number().int().nullable(),
    heldCents: z.number().int().nullable(),
  }),
  waiting: z.object({
    /** Forecasts announced whose parcels the warehouse has not received yet. */
    forecastsOnTheWay: z.number().int(),
    /** Ship with label orders quoted, waiting for the seller to pay. */
    shipWithLabelToPay: z.number().int(),
    /** Reship orders quoted, waiting for the seller to pay. */
    reshipToPay: z.number().int(),
    /** Cash-outs the platform quoted, waiting for the seller to accept. */
    cashOutToAccept: z.number().int(),
    /** Switch user orders waiting for the seller to pay. */
    switchToPay: z.number().int(),
    /** Withdrawals the platform has not paid out yet. */
    withdrawalsPending: z.number().int(),
    /** Recharges the platform has not confirmed yet. */
    rechargesPending: z.number().int(),
    /** Sales flagged with an issue. */
    salesWithIssue: z.number().int(),
  }),
});
export type HomeSummary = z.infer<typeof homeSummaryAnswer>;
export type WaitingKey = keyof HomeSummary['waiting'];

export const homeSummaryQuery = z.strictObject({
  /** The start of the viewer's month, so "this month" is theirs (defaults to the UTC month). */
  monthStart: z.iso.datetime({ offset: true }).optional(),
});

/** Where each waiting count is done (seller portal paths) and its label (home namespace). */
export const WAITING_SHORTCUTS: readonly { key: WaitingKey; to: string; label: string }[] = [
  { key: 'forecastsOnTheWay', to: '/business/my-package', label: 'home:waiting.forecastsOnTheWay' },
  {
    key: 'shipWithLabelToPay',
    to: '/business/order-management/outboundTransport',
    label: 'home:waiting.shipWithLabelToPay',
  },
  {
    key: 'reshipToPay',
    to: '/business/order-management/outboundTransport',
    label: 'home:waiting.reshipToPay',
  },
  { key: 'cashOutToAccept', to: '/business/order-management/cashout', label: 'home:waiting.cashOutToAccept' },
  {
    key: 'switchToPay',
    to: '/business/order-management/warehousetransfer',
    label: 'home:waiting.switchToPay',
  },
  { key: 'withdrawalsPending', to: '/business/wallet', label: 'home:waiting.withdrawalsPending' },
  { key: 'rechargesPending', to: '/business/wallet', label: 'home:waiting.rechargesPending' },
  { key: 'salesWithIssue', to: '/business/cross-listing/sales', label: 'home:waiting.salesWithIssue' },
];

/** The shortcuts that have something waiting, in the order above. */
export function waitingShortcuts(waiting: HomeSummary['waiting']) {
  return WAITING_SHORTCUTS.filter((s) => waiting[s.key] > 0).map((s) => ({ ...s, count: waiting[s.key] }));
}

/** The first moment of the UTC month of `now` (the server's default for "this month"). */
export function utcMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
