import { formatCents } from '../../../../domain/wallet/wallet';
import type { ApplicationRow } from '../../../../domain/wallet/applications';

/** "¥710.00" for an RMB amount; USD amounts read as formatCents does ("$1,234.50"). */
export function formatInCurrency(cents: number, currency: string): string {
  const usd = formatCents(cents);
  return currency === 'RMB' ? usd.replace('$', '¥') : usd;
}

/** What an application is for: the USD amount, and for RMB the amount the seller sent. */
export function applicationAmountText(app: ApplicationRow): string {
  if (app.currency !== 'RMB') return formatCents(app.amountCents ?? app.originalAmountCents);
  const original = formatInCurrency(app.originalAmountCents, 'RMB');
  return app.amountCents === null ? original : `${formatCents(app.amountCents)} (${original})`;
}
