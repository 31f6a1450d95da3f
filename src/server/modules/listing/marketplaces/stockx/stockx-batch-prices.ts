import type { MarketplaceAuth, PriceChange, PriceOutcome } from '../marketplace-adapter';
import { isMarketplaceError, MarketplaceError } from '../marketplace-errors';
import type { StockxCaller } from './stockx-http';
import { STOCKX_BATCH_MAX_ITEMS } from './stockx-shapes';
import type { SxBatch, SxBatchItems } from './stockx-shapes';

/** How long StockX is given to carry a batch out before it is read again, and how many times. */
const BATCH_POLL_MS = 1_000;
const BATCH_POLLS = 30;

const PATH = '/selling/batch/update-listing';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failed = (listingId: string, error: MarketplaceError): PriceOutcome => ({
  listingId,
  ok: false,
  error,
});
const chunksOf = <T>(all: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));

/**
 * Many asks repriced through StockX's batch listing update (stockx-shapes.ts): every batch of up to
 * 100 is sent first, then each is read until StockX has carried it out; its items are read only when
 * some failed (the batch's counts say so). An amount StockX would refuse (not whole dollars) fails
 * before any call; an item StockX refuses fails with StockX's words.
 */
export function stockxBatchPrices(call: StockxCaller, askAmount: (priceCents: number) => string) {
  /** The batch once carried out (or after the last read); the first read a poll's time after sending. */
  async function settled(auth: MarketplaceAuth, batchId: string, sentAt: number): Promise<SxBatch> {
    await sleep(Math.max(0, sentAt + BATCH_POLL_MS - Date.now()));
    for (let poll = 1; ; poll++) {
      if (poll > 1) await sleep(BATCH_POLL_MS);
      const batch = await call<SxBatch>(auth, 'GET', `${PATH}/${encodeURIComponent(batchId)}`);
      if (batch.status === 'COMPLETED' || poll >= BATCH_POLLS) return batch;
    }
  }

  async function outcomesOf(auth: MarketplaceAuth, batch: SxBatch, sent: PriceChange[]) {
    const done = batch.status === 'COMPLETED' && !batch.itemStatuses.FAILED && !batch.itemStatuses.QUEUED;
    if (done)
      return sent.map((c): PriceOutcome => ({ listingId: c.listingId, ok: true, priceCents: c.priceCents }));
    const { items } = await call<SxBatchItems>(
      auth,
      'GET',
      `${PATH}/${encodeURIComponent(batch.batchId)}/items`,
    );
    const byListing = new Map(items.map((item) => [item.listingInput.listingId, item]));
    return sent.map((c): PriceOutcome => {
      const item = byListing.get(c.listingId);
      if (item?.status === 'COMPLETED') return { listingId: c.listingId, ok: true, priceCents: c.priceCents };
      if (item?.status === 'FAILED')
        return failed(
          c.listingId,
          new MarketplaceError('stockx', 'refused', item.error || 'StockX kept the old price'),
        );
      return failed(
        c.listingId,
        new MarketplaceError('stockx', 'timeout', 'StockX has not carried the batch out yet'),
      );
    });
  }

  return async function updatePrices(
    auth: MarketplaceAuth,
    changes: readonly PriceChange[],
  ): Promise<PriceOutcome[]> {
    const outcomes = new Map<string, PriceOutcome>();
    const sendable: { change: PriceChange; amount: string }[] = [];
    for (const change of changes) {
      try {
        sendable.push({ change, amount: askAmount(change.priceCents) });
      } catch (error) {
        if (!isMarketplaceError(error)) throw error;
        outcomes.set(change.listingId, failed(change.listingId, error));
      }
    }
    const sent: { batch: SxBatch; changes: PriceChange[]; at: number }[] = [];
    for (const chunk of chunksOf(sendable, STOCKX_BATCH_MAX_ITEMS)) {
      const items = chunk.map(({ change, amount }) => ({
        listingId: change.listingId,
        amount,
        currencyCode: 'USD',
      }));
      try {
        const batch = await call<SxBatch>(auth, 'POST', PATH, { body: { items } });
        sent.push({ batch, changes: chunk.map((c) => c.change), at: Date.now() });
      } catch (error) {
        if (!isMarketplaceError(error)) throw error;
        for (const { change } of chunk) outcomes.set(change.listingId, failed(change.listingId, error));
      }
    }
    for (const { batch, changes: batchChanges, at } of sent) {
      try {
        const answers = await outcomesOf(auth, await settled(auth, batch.batchId, at), batchChanges);
        for (const outcome of answers) outcomes.set(outcome.listingId, outcome);
      } catch (error) {
        if (!isMarketplaceError(error)) throw error;
        for (const change of batchChanges) outcomes.set(change.listingId, failed(change.listingId, error));
      }
    }
    return changes.map((c) => outcomes.get(c.listingId) as PriceOutcome);
  };
}
