import { z } from 'zod';
import { shippingAddressSchema } from '../../../domain/labels/labels';
import type { AppConfig } from '../../config';
import type { FlexFeed } from '../../../domain/sourcing/flex-shipments';
import { marketplaceModeOf, stockxFlexFeedOf } from '../listing/market-reading';
import type { FlexFeedAccess } from '../listing/market-reading';

/**
 * The fulfilment program's side of a flex shipment, as our side reaches it: StockX Flex's inbound,
 * which StockX keeps on its seller portal (no public API), so only its simulator's feed
 * (simulated-flex.ts) answers here. Against StockX itself there is none (flexProgramFor answers null)
 * and admins set the program's steps by hand. Calls run in jobs, each bounded by the marketplace
 * timeout; a failure says whether trying again may help.
 */

const programEvent = z.object({ status: z.string(), occurredAt: z.string() });
const programShipment = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  shipTo: shippingAddressSchema,
  trackingNumber: z.string().nullable(),
  updatedAt: z.string(),
  events: z.array(programEvent),
});
export type ProgramShipment = z.infer<typeof programShipment>;

export type ProgramItem = { oneId: string; styleCode: string; size: string; askCents: number };

export class FlexProgramError extends Error {
  constructor(
    message: string,
    /** A timeout, a network failure or the program down: the same call may pass later. */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'FlexProgramError';
  }
}

export type FlexProgram = {
  /** Makes the inbound shipment once per reference (our shipment number): its id and where its box goes. */
  create(reference: string, items: readonly ProgramItem[]): Promise<ProgramShipment>;
  /** Tells the program the box left, with its carrier and tracking. */
  ship(programRef: string, box: { carrier: string; trackingNumber: string }): Promise<ProgramShipment>;
  /** The shipments as the program has them now (their events, oldest first). */
  shipments(programRefs: readonly string[]): Promise<ProgramShipment[]>;
};

/** How many shipments one read asks for. */
export const PROGRAM_READ_MAX = 100;

async function exchange(feed: FlexFeedAccess, method: 'GET' | 'POST', path: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(`${feed.baseUrl}${path}`, {
      method,
      headers: { 'x-api-key': feed.apiKey, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(feed.timeoutMs),
    });
  } catch {
    throw new FlexProgramError('The Flex program could not be reached in time', true);
  }
  const answer = jsonOf(await response.text());
  if (!response.ok) {
    const message = (answer as { message?: string }).message ?? `status ${response.status}`;
    throw new FlexProgramError(`The Flex program refused: ${message}`, response.status >= 500);
  }
  return answer;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text || '{}') as unknown;
  } catch {
    throw new FlexProgramError('The Flex program answered something that is not JSON', true);
  }
}

function programOf(feed: FlexFeedAccess): FlexProgram {
  return {
    create: async (reference, items) =>
      programShipment.parse(await exchange(feed, 'POST', '/inbound-shipments', { reference, items })),
    ship: async (programRef, box) =>
      programShipment.parse(
        await exchange(feed, 'POST', `/inbound-shipments/${encodeURIComponent(programRef)}/ship`, box),
      ),
    shipments: async (programRefs) => {
      const query = new URLSearchParams({ ids: programRefs.join(',') });
      const answer = await exchange(feed, 'GET', `/inbound-shipments?${query.toString()}`);
      return z.object({ shipments: z.array(programShipment) }).parse(answer).shipments;
    },
  };
}

/** The program's feed for this app: StockX Flex's simulator's, or null (StockX itself gives none). */
export async function flexProgramFor(config: AppConfig): Promise<FlexProgram | null> {
  const feed = await stockxFlexFeedOf(config);
  return feed ? programOf(feed) : null;
}

/** Who feeds the program's steps, as the screens name it (without starting the simulator). */
export const flexFeedOf = (config: AppConfig): FlexFeed =>
  marketplaceModeOf(config, 'stockx') === 'live' ? 'none' : 'simulator';
