import type { TFunction } from 'i18next';
import { parseAmountCents, formatCents } from '../../../../domain/wallet/wallet';
import type { ApplicationRow } from '../../../../domain/wallet/applications';

export type ReviewEffect =
  'approveWithdrawal' | 'markPaying' | 'approveRecharge' | 'markPaid' | 'rejectRecharge' | 'rejectWithdrawal';

/**
 * What a review step does to the seller's money, with the amount, as the reviewer confirms it. A
 * recharge's amount is the credited one being typed (`credited`); a withdrawal's is the held one.
 */
export function reviewEffect(
  t: TFunction<'wallet'>,
  app: ApplicationRow,
  effect: ReviewEffect,
  credited = '',
): string {
  const seller = `${app.sellerName} (${app.sellerUid})`;
  if (effect === 'approveRecharge') {
    const parsed = parseAmountCents(credited.trim());
    return parsed.ok
      ? t('screens.review.effect.approveRecharge', { amount: formatCents(parsed.cents), seller })
      : t('screens.review.effect.approveRechargeNoAmount', { seller });
  }
  const amount = formatCents(app.amountCents ?? app.originalAmountCents);
  return t(`screens.review.effect.${effect}`, { id: app.id, amount, seller });
}
