import type { TFunction } from 'i18next';
import { parseAmountCents } from '../../../../domain/wallet/wallet';

/** The amount field's message, from the same parsing the server applies (src/domain/wallet/wallet.ts). */
export function amountError(t: TFunction<'wallet'>, text: string, minCents = 0): string | null {
  const parsed = parseAmountCents(text.trim());
  if (!parsed.ok) return t(`screens.amount.${parsed.reason}`);
  return parsed.cents < minCents ? t('screens.withdrawal.minimum') : null;
}
