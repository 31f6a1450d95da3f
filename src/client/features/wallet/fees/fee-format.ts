import { centsToDollars } from '../../../../domain/kernel/product-rules';

/** How rates read on the fee screens: "$5.00", "12.5%". */
export const money = (cents: number) => `$${centsToDollars(cents)}`;
export const percent = (basisPoints: number) => `${basisPoints / 100}%`;
