/**
 * npm run seed:items -- --count 50000 [--seller seller] [--sku BULK] [--status 1] [--ware <id>]
 * Puts N items in one seller's inventory, fast (one INSERT ... SELECT generate_series per 50,000),
 * for end-to-end tests and benchmarks that need big lists. It opens the database the server would
 * (DATA_DIR or DATABASE_URL, the same settings), runs the migrations and the first-start accounts
 * (DEMO=true adds the demo accounts and warehouses), so it can run on an empty DATA_DIR before the
 * server starts on it. With PGlite the server must not be running: one process owns the data dir.
 * Items get ONE IDs from 800000001 up (far above the sequence the app hands out), SKUs
 * <sku>-000..049, sizes 6-12, inbound dates spread over the last year.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { closeCarrier } from '../../src/server/modules/labels/carrier-connection';
import type { DB } from '../../src/server/db/schema';

export type SeedItemsOptions = {
  count: number;
  seller: string;
  sku: string;
  status: number;
  wareId?: number;
};

const BATCH = 50_000;
const ONE_ID_BASE = 800_000_000;

/** Inserts the items; returns the seller's user id and the warehouse used. */
export async function seedItems(
  db: Kysely<DB>,
  o: SeedItemsOptions,
): Promise<{ sellerId: number; wareId: number }> {
  const seller = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', o.seller)
    .executeTakeFirst();
  if (!seller) throw new Error(`No user named ${o.seller} (run with DEMO=true for the demo seller)`);
  const ware =
    o.wareId ?? (await db.selectFrom('warehouses').select('id').orderBy('id').executeTakeFirst())?.id;
  if (ware === undefined) throw new Error('No warehouse yet (run with DEMO=true, or create one first)');
  const { top } = await sql<{ top: string | number | null }>`
    select max(one_id::bigint) as top from products where one_id ~ '^8[0-9]{8}$'`
    .execute(db)
    .then((r) => r.rows[0]);
  let next = Number(top ?? ONE_ID_BASE) + 1;
  for (let done = 0; done < o.count; done += BATCH) {
    const n = Math.min(BATCH, o.count - done);
    await sql`
      insert into products (one_id, shop_user_id, ware_id, sku, brand, name, size, cost_cents, supply, status, check_result, gmt_in, gmt_out)
      select (${next} + g)::text, ${seller.id}, ${ware},
        ${o.sku} || '-' || lpad((g % 50)::text, 3, '0'),
        (array['Nike', 'Adidas', 'Jordan', 'New Balance'])[1 + g % 4],
        'Seeded sneaker ' || (g % 50), (6 + g % 7)::text, 5000 + (g % 500) * 10, 'Seed', ${o.status}, 1,
        now() - ((g % 365) * interval '1 day'),
        case when ${o.status} = 6 then now() else null end
      from generate_series(0, ${n - 1}) as g`.execute(db);
    next += n;
  }
  return { sellerId: seller.id, wareId: ware };
}

function argOf(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(database.db);
    await bootstrapAccounts(database.db, config);
    const options: SeedItemsOptions = {
      count: Number(argOf('count', '1000')),
      seller: argOf('seller', 'seller') ?? 'seller',
      sku: argOf('sku', 'BULK') ?? 'BULK',
      status: Number(argOf('status', '1')),
      wareId: argOf('ware') ? Number(argOf('ware')) : undefined,
    };
    if (!Number.isInteger(options.count) || options.count < 1)
      throw new Error('--count must be a positive whole number');
    const started = Date.now();
    const { sellerId, wareId } = await seedItems(database.db, options);
    console.log(
      `Seeded ${options.count} items for ${options.seller} (user ${sellerId}) in warehouse ${wareId} in ${Date.now() - started} ms`,
    );
  } finally {
    // A demo seed (DEMO=true) verifies its addresses through the carrier simulator, a local server that
    // would keep this process running.
    await closeCarrier(config);
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
