import crypto from 'node:crypto';
import type { Clock } from '../../../kernel/simulator-clock';

/**
 * The market every marketplace simulator sells in (shared by stockx/, ebay/ and tiktok/ simulators):
 * a product for any style code asked (US men's sizes 4 to 14 by halves), each size with a lowest ask
 * and highest bid that drift by themselves over the clock's hours, until a test or the demo sets
 * them. Ids are derived from the style code, so a restart or another simulator agrees on them; each
 * simulator wraps them in its own id format.
 */
export const SIMULATED_SIZES: readonly string[] = Array.from({ length: 21 }, (_, i) => String(4 + i / 2));

export type SimulatedProduct = {
  /** A stable id of the style code (hex), for the simulator's own product id. */
  key: string;
  styleCode: string;
  title: string;
  brand: string;
  sizes: { key: string; size: string; gtin: string }[];
};

export type SimulatedQuote = {
  lowestAskCents: number | null;
  highestBidCents: number | null;
  lastSaleCents: number | null;
};

const HOUR = 3_600_000;

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** A GTIN-13 with its check digit, from a number of 12 digits. */
function gtin13(body: string): string {
  const digits = body.split('').map(Number);
  const sum = digits.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

const BRANDS = ['Nike', 'adidas', 'Jordan', 'New Balance', 'ASICS'] as const;

export function simulatedProduct(styleCode: string): SimulatedProduct {
  const code = styleCode.trim().toUpperCase();
  const hash = digest(code);
  const key = hash.subarray(0, 8).toString('hex');
  const brand = BRANDS[hash[8] % BRANDS.length];
  return {
    key,
    styleCode: code,
    title: `${brand} ${code}`,
    brand,
    sizes: SIMULATED_SIZES.map((size, i) => ({
      key: `${key}-${String(i).padStart(2, '0')}`,
      size,
      gtin: gtin13(`19${String(hash.readUInt32BE(9) % 1e8).padStart(8, '0')}${String(i).padStart(2, '0')}`),
    })),
  };
}

/** The style code's product for a GTIN of one of its sizes: the simulator only knows codes asked before. */
export class SimulatedMarket {
  private readonly products = new Map<string, SimulatedProduct>();
  private readonly setQuotes = new Map<string, SimulatedQuote>();

  constructor(private readonly clock: Clock) {}

  product(styleCode: string): SimulatedProduct {
    const product = simulatedProduct(styleCode);
    this.products.set(product.key, product);
    return product;
  }

  byKey(key: string): SimulatedProduct | undefined {
    return this.products.get(key);
  }

  byGtin(gtin: string): SimulatedProduct | undefined {
    return [...this.products.values()].find((p) => p.sizes.some((s) => s.gtin === gtin));
  }

  /** What a test or the demo set, else a price around $100 to $400 that moves every hour. */
  quote(sizeKey: string): SimulatedQuote {
    const set = this.setQuotes.get(sizeKey);
    if (set) return set;
    const base = 10_000 + (digest(sizeKey).readUInt32BE(0) % 30_000);
    const hour = Math.floor(this.clock.now() / HOUR);
    const drift = (digest(`${sizeKey}:${hour}`).readUInt32BE(0) % 2_001) - 1_000;
    const ask = Math.round((base + drift) / 100) * 100;
    return { lowestAskCents: ask, highestBidCents: ask - 1_500, lastSaleCents: ask - 500 };
  }

  setQuote(sizeKey: string, quote: Partial<SimulatedQuote>): void {
    this.setQuotes.set(sizeKey, { ...this.quote(sizeKey), ...quote });
  }
}
