import { formatCents } from '../../../../domain/wallet/wallet';

/** An amount, or a dash while there is none yet (a repair cost before the repair). */
export const centsOrDash = (cents: number | null): string => (cents === null ? '-' : formatCents(cents));
