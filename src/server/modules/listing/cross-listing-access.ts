import type { AuthedContext } from '../../http/context';
import { AppError, ErrorCode } from '../../http/errors';
import { merchantFlagsOf } from '../../kernel/merchant-flags';

/**
 * Cross-listing is a merchant programme (spec section 6): a seller whose account does not have
 * knetCrossListing set by an admin is refused (403, with the reason), whatever the role allows.
 */
export async function requireCrossListing(ctx: AuthedContext): Promise<void> {
  const flags = await merchantFlagsOf(ctx.db, ctx.user.id);
  if (!flags.knetCrossListing) throw new AppError(ErrorCode.forbidden, 'listing:errors.crossListingOff');
}
