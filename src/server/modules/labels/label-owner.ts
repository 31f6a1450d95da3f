import type { AuthedContext } from '../../http/context';
import { existingSelfOperatedAccountId, selfOperatedAccountId } from '../../kernel/self-operated-account';

/**
 * Whose labels a caller works with. A seller: only their own (another seller's answers 404). The
 * admin's LabelCenter: every seller's to read, and buys for the platform's self-operated account, a
 * seller account of the platform's own that cannot log in; its wallet pays the platform's labels.
 */
export type LabelScope = { kind: 'seller'; sellerId: number } | { kind: 'admin' };

export function labelScopeOf(ctx: AuthedContext): LabelScope {
  return ctx.host === 'admin' ? { kind: 'admin' } : { kind: 'seller', sellerId: ctx.user.id };
}

/** The same, without making the platform's account: null when it was never made (nothing of it exists). */
export function existingBuyerIdOf(ctx: AuthedContext): Promise<number | null> {
  const scope = labelScopeOf(ctx);
  return scope.kind === 'seller' ? Promise.resolve(scope.sellerId) : existingSelfOperatedAccountId(ctx.db);
}

/** The account a purchase is paid from: the seller's own, or the platform's for an admin. */
export function buyerIdOf(ctx: AuthedContext): Promise<number> {
  const scope = labelScopeOf(ctx);
  return scope.kind === 'seller' ? Promise.resolve(scope.sellerId) : selfOperatedAccountId(ctx.db);
}

/** The owner a list or a lookup is narrowed to: the seller's own, or the admin's filter (none: all). */
export function ownerFilterOf(scope: LabelScope, adminFilter?: number): number | undefined {
  return scope.kind === 'seller' ? scope.sellerId : adminFilter;
}
