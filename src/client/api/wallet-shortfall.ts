import { ApiError } from './http';

/** A payment refused for too little money (wallet InsufficientFunds, 409): how much is missing, and where to recharge. */
export type Shortfall = { shortfallCents: number; rechargePath?: string };

export function shortfallOf(error: unknown): Shortfall | null {
  return error instanceof ApiError &&
    error.code === 409 &&
    typeof (error.data as Shortfall | null)?.shortfallCents === 'number'
    ? (error.data as Shortfall)
    : null;
}
