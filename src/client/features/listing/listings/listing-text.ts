import type { TFunction } from 'i18next';
import { formatDisplayTime } from '../../../api/response';

/**
 * A listing's message: our own words arrive as an i18n key ("listing:errors.noMarketProduct"), a
 * marketplace's refusal in its own words, shown as they are.
 */
export function listingMessageText(t: TFunction, message: string | null): string | null {
  if (!message) return null;
  return message.startsWith('listing:') ? t(message) : message;
}

/** Why a price changed: 'listed' and the auto-pricing reasons have names; anything else shows as sent. */
export function priceReasonText(t: TFunction, reason: string): string {
  return t(`listing:priceReason.${reason}`, { defaultValue: reason });
}

/** An ISO time as YYYY-MM-DD HH:mm:ss in the viewer's zone. */
export const displayTime = (iso: string) => String(formatDisplayTime(iso));
