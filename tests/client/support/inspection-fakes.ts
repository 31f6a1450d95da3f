import { vi } from 'vitest';
import type { LocalForecast, LocalSku, QueuedOp } from '../../../src/client/offline/types';

/**
 * The inspection screen's offline engine as plain fakes (its test files test the screen, not the
 * outbox). Each file replaces the modules with these, in its own vi.mock calls:
 *   vi.mock('../../offline/outbox', async () => (await import('.../inspection-fakes')).fakeOutbox());
 */
export const fake = {
  forecasts: [] as LocalForecast[],
  ops: [] as QueuedOp[],
  skus: [] as LocalSku[],
  enqueueOp: vi.fn(),
  takeOneId: vi.fn(),
  storePhoto: vi.fn(),
};

export const fakeLocalQueries = () => ({
  useLocalForecasts: () => fake.forecasts,
  useLocalOps: () => fake.ops,
  findSkuByCode: async (code: string) => fake.skus.find((s) => s.sku === code.toUpperCase()),
  searchLocalSkus: async (text: string) => fake.skus.filter((s) => s.sku.includes(text.toUpperCase())),
});

export const fakeOutbox = () => ({
  enqueueOp: fake.enqueueOp,
  OpInputError: class OpInputError extends Error {
    constructor(
      message: string,
      readonly field?: string,
    ) {
      super(message);
    }
  },
});

export const fakeOneIdPool = () => ({
  takeOneId: fake.takeOneId,
  OneIdPoolEmptyError: class OneIdPoolEmptyError extends Error {},
});

export const fakePhotos = () => ({
  storePhoto: fake.storePhoto,
  usePhotoUrl: (hash?: string) => (hash ? `blob:${hash}` : undefined),
});
