import type { Kysely } from 'kysely';
import { fullWarehouseGrants } from '../../domain/kernel/roles';
import {
  batchShelfNames,
  shelfCode,
  WarehouseLevel,
  WarehouseStatus,
} from '../../domain/warehouses/warehouses';
import type { DB } from '../db/schema';

type DemoWarehouse = {
  name: string;
  level: WarehouseLevel;
  address: string;
  racks: { name: string; shelves: number }[];
};

const DEMO_WAREHOUSES: readonly DemoWarehouse[] = [
  {
    name: 'Demo Warehouse NJ',
    level: WarehouseLevel.base,
    address: '100 Demo Way, Newark, NJ 07102',
    racks: [
      { name: 'A', shelves: 20 },
      { name: 'B', shelves: 20 },
    ],
  },
  {
    name: 'Demo Warehouse LA',
    level: WarehouseLevel.premium,
    address: '200 Demo Blvd, Los Angeles, CA 90021',
    racks: [{ name: 'C', shelves: 10 }],
  },
];

async function ensureWarehouse(db: Kysely<DB>, w: DemoWarehouse): Promise<number> {
  const existing = await db
    .selectFrom('warehouses')
    .select('id')
    .where('name', '=', w.name)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('warehouses')
    .values({ name: w.name, level: w.level, address: w.address, status: WarehouseStatus.enabled })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function ensureRack(db: Kysely<DB>, wareId: number, name: string): Promise<number> {
  const existing = await db
    .selectFrom('racks')
    .select('id')
    .where('ware_id', '=', wareId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('racks')
    .values({ ware_id: wareId, name, status: WarehouseStatus.enabled })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Two demo warehouses with racks and shelves (A-01..A-20, B-01..B-20 in NJ; C-01..C-10 in LA),
 * both assigned to the demo warehouse user. Safe to run on every start.
 */
export async function seedDemoWarehouses(db: Kysely<DB>): Promise<void> {
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'warehouse')
    .where('is_demo', '=', true)
    .executeTakeFirst();
  for (const w of DEMO_WAREHOUSES) {
    const wareId = await ensureWarehouse(db, w);
    for (const rack of w.racks) {
      const rackId = await ensureRack(db, wareId, rack.name);
      const names = batchShelfNames(`${rack.name}-`, 1, rack.shelves);
      await db
        .insertInto('shelves')
        .values(
          names.map((name) => ({
            ware_id: wareId,
            rack_id: rackId,
            name,
            code: shelfCode(wareId, name),
            status: WarehouseStatus.enabled,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (staff) {
      await db
        .insertInto('user_warehouses')
        .values({ user_id: staff.id, ware_id: wareId, permissions: JSON.stringify(fullWarehouseGrants()) })
        .onConflict((oc) => oc.columns(['user_id', 'ware_id']).doNothing())
        .execute();
    }
  }
}
