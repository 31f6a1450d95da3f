import { z } from 'zod';
import { MARKETPLACE_MODES, MARKETPLACES } from './marketplaces';

/**
 * A seller's connection to a marketplace as `platformservices` shows it (issue 25 point 1): one row
 * per marketplace, 'none' until the seller connects; 'expired' when the marketplace no longer takes
 * its tokens (the seller connects again); `mode` names the simulator when it is one.
 */
export const CONNECTION_STATES = ['none', 'connected', 'expired'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export const CONNECTION_STATE_LABEL: Record<ConnectionState, string> = {
  none: 'listing:connection.state.none',
  connected: 'listing:connection.state.connected',
  expired: 'listing:connection.state.expired',
};

export const marketplaceConnectionView = z.object({
  marketplace: z.enum(MARKETPLACES),
  mode: z.enum(MARKETPLACE_MODES),
  id: z.number().int().nullable(),
  state: z.enum(CONNECTION_STATES),
  accountName: z.string().nullable(),
  connectedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type MarketplaceConnectionView = z.infer<typeof marketplaceConnectionView>;

export const connectRequest = z.strictObject({ marketplace: z.enum(MARKETPLACES) });
export const connectionIdRequest = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const connectCallbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});
