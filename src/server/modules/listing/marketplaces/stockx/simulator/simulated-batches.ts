import type { Clock } from '../../../../../kernel/simulator-clock';
import { STOCKX_BATCH_MAX_ITEMS } from '../stockx-shapes';
import type { SxBatch, SxBatchItem, SxBatchItems, SxBatchUpdateItem } from '../stockx-shapes';
import { apiError } from './stockx-catalogue';
import type { SimAnswer } from './stockx-catalogue';
import type { SimulatedSelling } from './simulated-selling';
import { iso, simulatedUuid } from './stockx-records';

/** StockX carries a batch out this long after it was sent (or at settle()). */
export const BATCH_SETTLES_AFTER_MS = 500;

type SimBatch = {
  id: string;
  createdAt: number;
  settlesAt: number | null;
  completedAt: number | null;
  items: SxBatchItem[];
};

/**
 * StockX's batch listing update (stockx-shapes.ts) as the simulator keeps it: a batch of up to 100
 * items is QUEUED when sent and carried out BATCH_SETTLES_AFTER_MS later on the clock (each item as
 * PATCH /selling/listings/{id} would be, an item StockX refuses FAILED with its words), then read by
 * its status and its items. Batches live as long as the simulator.
 */
export class SimulatedBatches {
  private readonly batches = new Map<string, SimBatch>();

  constructor(
    private readonly clock: Clock,
    private readonly selling: SimulatedSelling,
    private readonly nextSeq: () => number,
  ) {}

  /** POST /selling/batch/update-listing */
  create(body: unknown): SimAnswer {
    const items = (body as { items?: unknown } | null)?.items;
    if (!Array.isArray(items) || items.length === 0 || items.length > STOCKX_BATCH_MAX_ITEMS)
      return apiError(400, `items must hold 1 to ${STOCKX_BATCH_MAX_ITEMS} listings`);
    const inputs = items as Partial<SxBatchUpdateItem>[];
    if (inputs.some((item) => typeof item?.listingId !== 'string'))
      return apiError(400, 'Every item needs a listingId');
    const now = this.clock.now();
    const seq = this.nextSeq();
    const batch: SimBatch = {
      id: simulatedUuid('ba7c', seq),
      createdAt: now,
      settlesAt: now + BATCH_SETTLES_AFTER_MS,
      completedAt: null,
      items: inputs.map((input, i) => ({
        itemId: simulatedUuid('17e0', seq * 1000 + i),
        status: 'QUEUED',
        listingInput: input as SxBatchUpdateItem,
        result: null,
        error: null,
      })),
    };
    this.batches.set(batch.id, batch);
    return { status: 200, body: this.json(batch) };
  }

  /** GET /selling/batch/update-listing/{batchId} */
  status(id: string): SimAnswer {
    const batch = this.current(id);
    return batch ? { status: 200, body: this.json(batch) } : apiError(404, 'Batch not found');
  }

  /** GET /selling/batch/update-listing/{batchId}/items?status= */
  items(id: string, query: URLSearchParams): SimAnswer {
    const batch = this.current(id);
    if (!batch) return apiError(404, 'Batch not found');
    const status = query.get('status');
    const body: SxBatchItems = { items: batch.items.filter((item) => !status || item.status === status) };
    return { status: 200, body };
  }

  /** Every batch still queued is carried out now. */
  settle(): void {
    for (const batch of this.batches.values()) if (batch.settlesAt !== null) this.carryOut(batch);
  }

  private current(id: string): SimBatch | undefined {
    const batch = this.batches.get(id);
    if (batch?.settlesAt != null && this.clock.now() >= batch.settlesAt) this.carryOut(batch);
    return batch;
  }

  private carryOut(batch: SimBatch): void {
    for (const item of batch.items) {
      const { listingId, ...changes } = item.listingInput;
      const answer = this.selling.updateListing(listingId, changes);
      if (answer.status === 200) {
        item.status = 'COMPLETED';
        item.result = { listingId, askId: this.selling.askIdOf(listingId) };
      } else {
        item.status = 'FAILED';
        item.error = (answer.body as { message?: string }).message ?? 'The listing could not be updated';
      }
    }
    batch.settlesAt = null;
    batch.completedAt = this.clock.now();
  }

  private json(batch: SimBatch): SxBatch {
    const itemStatuses: SxBatch['itemStatuses'] = {};
    for (const item of batch.items) itemStatuses[item.status] = (itemStatuses[item.status] ?? 0) + 1;
    const updatedAt = batch.completedAt ?? batch.createdAt;
    return {
      batchId: batch.id,
      status: batch.settlesAt === null ? 'COMPLETED' : 'QUEUED',
      totalItems: batch.items.length,
      itemStatuses,
      createdAt: iso(batch.createdAt),
      updatedAt: iso(updatedAt),
      completedAt: batch.completedAt === null ? null : iso(batch.completedAt),
    };
  }
}
