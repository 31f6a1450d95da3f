import { InspectionGrade, INSPECTION_GRADES } from '../../domain/inspection/rules';
import { DEMO_SKUS } from './inbound';
import type { DemoForecast } from './inbound';

/**
 * The demo's ten weeks of stock history, as a list of dated steps (no database here): forecasts the
 * demo sellers made, parcels the warehouse received, pairs inspected with every grade and photos,
 * shelved on real shelves or marked ready for listing, some moved, some sold on consignment and sent
 * out, a few of those sent back and graded again. The same plan every time (a seeded generator), so
 * the seed can tell it already ran from the first tracking number.
 */

export type DemoWare = 'NJ' | 'LA';

export const DEMO_WARE_NAMES: Record<DemoWare, string> = {
  NJ: 'Demo Warehouse NJ',
  LA: 'Demo Warehouse LA',
};

/** Where a pair is put: a shelf of its warehouse by name, or the "ready for listing" pseudo shelf. */
export type ShelfTarget = { shelf: string } | 'readyForListing';

export type StockStep = { at: Date } & (
  | {
      kind: 'forecast';
      key: string;
      seller: string;
      ware: DemoWare;
      forecast: Omit<DemoForecast, 'seller'>;
    }
  | { kind: 'cancel'; key: string; seller: string }
  | { kind: 'receive'; ware: DemoWare; logNo: string }
  | {
      kind: 'inspect';
      ware: DemoWare;
      logNo: string;
      forecastKey: string;
      line: number;
      item: string;
      grade: InspectionGrade;
      remark: string;
    }
  | { kind: 'shelve'; ware: DemoWare; item: string; target: ShelfTarget }
  | { kind: 'exit'; item: string; seller: string }
  | { kind: 'return'; ware: DemoWare; logNo: string; items: string[]; seller: string }
  | { kind: 'reinspect'; ware: DemoWare; logNo: string; item: string; grade: InspectionGrade; remark: string }
);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A small deterministic generator (mulberry32). */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

/** The non-qualified grades, in picker order: every seller's pairs show each of them. */
const FLAWED_GRADES = INSPECTION_GRADES.filter((g) => g !== InspectionGrade.qualified);

const REMARKS: Record<InspectionGrade, string> = {
  1: '',
  5: 'Box corner dented',
  2: 'Box crushed on two sides',
  6: 'Shipped in a replacement box',
  7: 'Box lid missing',
  8: 'Only one shoe of the pair in the box',
  3: 'Creases across the toe box',
  4: 'Stitching and tag do not match the retail pair',
};

type Fate = 'checked' | 'partlyInspected' | 'received' | 'scheduled' | 'cancelled';

type SellerHistory = {
  username: string;
  /** Digit in this seller's tracking numbers. */
  tag: number;
  /** Days ago each forecast was made, oldest first, with what became of it. */
  forecasts: { daysAgo: number; fate: Fate; ware: DemoWare }[];
  /** How many of this seller's shipped pairs came back, and whether each return was graded again. */
  returns: { pairs: number; reinspected: boolean; daysAgo: number }[];
};

const HISTORIES: readonly SellerHistory[] = [
  {
    username: 'seller',
    tag: 1,
    forecasts: [
      { daysAgo: 70, fate: 'checked', ware: 'NJ' },
      { daysAgo: 66, fate: 'checked', ware: 'NJ' },
      { daysAgo: 61, fate: 'checked', ware: 'LA' },
      { daysAgo: 57, fate: 'checked', ware: 'NJ' },
      { daysAgo: 52, fate: 'checked', ware: 'NJ' },
      { daysAgo: 47, fate: 'checked', ware: 'LA' },
      { daysAgo: 43, fate: 'checked', ware: 'NJ' },
      { daysAgo: 40, fate: 'cancelled', ware: 'NJ' },
      { daysAgo: 38, fate: 'checked', ware: 'NJ' },
      { daysAgo: 33, fate: 'checked', ware: 'LA' },
      { daysAgo: 29, fate: 'checked', ware: 'NJ' },
      { daysAgo: 24, fate: 'checked', ware: 'NJ' },
      { daysAgo: 19, fate: 'checked', ware: 'LA' },
      { daysAgo: 15, fate: 'checked', ware: 'NJ' },
      { daysAgo: 10, fate: 'checked', ware: 'NJ' },
      { daysAgo: 6, fate: 'partlyInspected', ware: 'NJ' },
      { daysAgo: 3, fate: 'received', ware: 'NJ' },
      { daysAgo: 1, fate: 'scheduled', ware: 'LA' },
    ],
    returns: [
      { pairs: 2, reinspected: true, daysAgo: 9 },
      { pairs: 2, reinspected: false, daysAgo: 2 },
    ],
  },
  {
    username: 'seller2',
    tag: 2,
    forecasts: [
      { daysAgo: 68, fate: 'checked', ware: 'NJ' },
      { daysAgo: 58, fate: 'checked', ware: 'LA' },
      { daysAgo: 48, fate: 'checked', ware: 'NJ' },
      { daysAgo: 39, fate: 'checked', ware: 'NJ' },
      { daysAgo: 30, fate: 'checked', ware: 'LA' },
      { daysAgo: 21, fate: 'checked', ware: 'NJ' },
      { daysAgo: 12, fate: 'checked', ware: 'NJ' },
      { daysAgo: 5, fate: 'partlyInspected', ware: 'LA' },
      { daysAgo: 2, fate: 'cancelled', ware: 'NJ' },
    ],
    returns: [{ pairs: 1, reinspected: false, daysAgo: 4 }],
  },
];

/** Shelves per demo warehouse (see warehouses.ts): good pairs on the first rack, flawed ones on the last. */
const SHELVES: Record<DemoWare, { good: string[]; flawed: string[] }> = {
  NJ: {
    good: Array.from({ length: 20 }, (_, i) => `A-${String(i + 1).padStart(2, '0')}`),
    flawed: Array.from({ length: 6 }, (_, i) => `B-${String(i + 15).padStart(2, '0')}`),
  },
  LA: {
    good: Array.from({ length: 7 }, (_, i) => `C-${String(i + 1).padStart(2, '0')}`),
    flawed: ['C-08', 'C-09', 'C-10'],
  },
};

/** Tracking numbers of the seller's forecasts, UPS-shaped; the seed looks for the first to tell it ran. */
export function demoTrackingNumber(tag: number, forecast: number, parcel: number): string {
  return `1Z9D${tag}E${String(forecast).padStart(3, '0')}M0${parcel}`;
}

/** Parcels received without a forecast (admin: unforecast parcels). */
export const UNFORECAST_PARCELS = ['1Z9U0E001M01', '1Z9U0E002M01'];

const SUPPLIES = ['Nike outlet', 'Foot Locker', 'SNKRS', 'Private seller', 'Confirmed app', 'Boutique'];

/** The whole history, ordered by time. `now` anchors "days ago"; nothing is dated after it. */
export function demoStockPlan(now: Date): StockStep[] {
  const steps: StockStep[] = [];
  const rng = generator(20_26_11);
  const dayStart = (daysAgo: number, hour: number) => {
    const d = new Date(now.getTime() - daysAgo * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const latest = now.getTime() - 10 * MINUTE_MS;
  const clamp = (t: number) => new Date(Math.min(t, latest));

  for (const history of HISTORIES) {
    let pairs = 0;
    const shipped: { item: string; out: number; ware: DemoWare }[] = [];
    history.forecasts.forEach((plan, f) => {
      const key = `${history.username}:${f}`;
      const created = dayStart(plan.daysAgo, 14).getTime() + rng.int(0, 180) * MINUTE_MS;
      const parcels = plan.fate === 'checked' && rng.next() < 0.4 ? 2 : 1;
      const logNos = Array.from({ length: parcels }, (_, p) => demoTrackingNumber(history.tag, f, p + 1));
      const items = Array.from({ length: rng.int(2, 4) }, () => {
        const sku = rng.pick(DEMO_SKUS);
        return {
          sku: sku.sku,
          size: rng.pick(sku.sizes),
          quantity: rng.int(1, 5),
          costCents: rng.int(60, 260) * 100,
          supply: rng.pick(SUPPLIES),
        };
      });
      steps.push({
        at: new Date(created),
        kind: 'forecast',
        key,
        seller: history.username,
        ware: plan.ware,
        forecast: { logNos, remark: `Week ${10 - Math.floor(plan.daysAgo / 7)} restock`, items },
      });
      if (plan.fate === 'scheduled') return;
      if (plan.fate === 'cancelled') {
        steps.push({ at: clamp(created + 5 * HOUR_MS), kind: 'cancel', key, seller: history.username });
        return;
      }
      // Carriers deliver a day or three later; a second parcel a few hours after the first.
      const received = created + rng.int(1, Math.min(3, plan.daysAgo)) * DAY_MS - 2 * HOUR_MS;
      logNos.forEach((logNo, p) =>
        steps.push({ at: clamp(received + p * 3 * HOUR_MS), kind: 'receive', ware: plan.ware, logNo }),
      );
      if (plan.fate === 'received') return;
      const units = items.flatMap((line, l) => Array.from({ length: line.quantity }, () => l));
      const inspectCount = plan.fate === 'partlyInspected' ? Math.ceil(units.length / 2) : units.length;
      let t = received + (parcels - 1) * 3 * HOUR_MS + HOUR_MS;
      units.slice(0, inspectCount).forEach((line, u) => {
        const item = `${key}:${u}`;
        const grade = pairs % 4 === 3 ? FLAWED_GRADES[Math.floor(pairs / 4) % FLAWED_GRADES.length] : 1;
        pairs += 1;
        t += rng.int(2, 6) * MINUTE_MS;
        const logNo = logNos[line % parcels];
        steps.push({
          at: clamp(t),
          kind: 'inspect',
          ware: plan.ware,
          logNo,
          forecastKey: key,
          line,
          item,
          grade,
          remark: REMARKS[grade],
        });
        // The last week's pairs still wait for a shelf.
        if (plan.daysAgo < 8) return;
        const shelvedAt = t + rng.int(18, 30) * HOUR_MS;
        const shelves = SHELVES[plan.ware];
        const target: ShelfTarget =
          grade !== InspectionGrade.qualified
            ? { shelf: rng.pick(shelves.flawed) }
            : rng.next() < 0.2
              ? 'readyForListing'
              : { shelf: rng.pick(shelves.good) };
        steps.push({ at: clamp(shelvedAt), kind: 'shelve', ware: plan.ware, item, target });
        if (grade === InspectionGrade.qualified && rng.next() < 0.08) {
          const moved = shelvedAt + rng.int(4, 9) * DAY_MS;
          if (moved < latest)
            steps.push({
              at: new Date(moved),
              kind: 'shelve',
              ware: plan.ware,
              item,
              target: { shelf: rng.pick(shelves.good) },
            });
          return;
        }
        // Older good pairs sell on consignment now and then.
        if (grade === InspectionGrade.qualified && plan.daysAgo > 20 && rng.next() < 0.22) {
          const out = shelvedAt + rng.int(5, plan.daysAgo - 12) * DAY_MS;
          if (out < latest - DAY_MS) {
            steps.push({ at: new Date(out), kind: 'exit', item, seller: history.username });
            shipped.push({ item, out, ware: plan.ware });
          }
        }
      });
    });
    addReturns(steps, history, shipped, dayStart);
  }
  // Two parcels nobody forecast, waiting for an admin to assign them.
  UNFORECAST_PARCELS.forEach((logNo, i) =>
    steps.push({ at: clamp(dayStart(i + 1, 15).getTime()), kind: 'receive', ware: 'NJ', logNo }),
  );
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Returns come back from pairs shipped at least a few days before; graded again the next day. */
function addReturns(
  steps: StockStep[],
  history: SellerHistory,
  shipped: { item: string; out: number; ware: DemoWare }[],
  dayStart: (daysAgo: number, hour: number) => Date,
): void {
  const pool = [...shipped].sort((a, b) => a.out - b.out);
  history.returns.forEach((r, i) => {
    const at = dayStart(r.daysAgo, 16);
    const candidates = pool.filter((s) => s.out < at.getTime() - 3 * DAY_MS);
    const ware = candidates[0]?.ware;
    const picked = candidates.filter((s) => s.ware === ware).slice(0, r.pairs);
    if (picked.length === 0) return;
    for (const p of picked) pool.splice(pool.indexOf(p), 1);
    const logNo = `1Z9R${history.tag}E${String(i + 1).padStart(3, '0')}M01`;
    steps.push({
      at,
      kind: 'return',
      ware: picked[0].ware,
      logNo,
      items: picked.map((p) => p.item),
      seller: history.username,
    });
    if (!r.reinspected) return;
    picked.forEach((p, n) => {
      const grade = n === 0 ? InspectionGrade.qualified : InspectionGrade.shoeDefects;
      steps.push({
        at: new Date(at.getTime() + DAY_MS + n * 7 * MINUTE_MS),
        kind: 'reinspect',
        ware: p.ware,
        logNo,
        item: p.item,
        grade,
        remark: n === 0 ? '' : 'Worn outsole, returned after wear',
      });
    });
  });
}
