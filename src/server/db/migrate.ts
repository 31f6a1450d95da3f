import { Migrator, sql } from 'kysely';
import type { DatabaseIntrospector, Kysely, Migration, MigrationProvider, TableMetadata } from 'kysely';
import * as m0001 from './migrations/0001_foundation';
import * as m0002 from './migrations/0002_warehouses';
import * as m0003 from './migrations/0003_files';
import * as m0004 from './migrations/0004_shelf_counts';
import * as m0005 from './migrations/0005_shelf_counts_per_statement';
import * as m0006 from './migrations/0006_request_keys';
import * as m0010 from './migrations/0010_inbound';
import * as m0011 from './migrations/0011_sync_claims';
import * as m0030 from './migrations/0030_stock_indexes';
import * as m0031 from './migrations/0031_stock_counts';
import * as m0032 from './migrations/0032_stock_age_index';
import * as m0033 from './migrations/0033_sku_filter';
import * as m0034 from './migrations/0034_stock_exit_day_index';
import * as m0040 from './migrations/0040_switch_user';
import * as m0060 from './migrations/0060_jobs_downloads';
import * as m0070 from './migrations/0070_brands';
import * as m0080 from './migrations/0080_password_change';
import * as m0100 from './migrations/0100_wallet_ledger';
import * as m0101 from './migrations/0101_wallet_applications';
import * as m0102 from './migrations/0102_wallet_rates';
import * as m0103 from './migrations/0103_wallet_overview';
import * as m0104 from './migrations/0104_wallet_bulk_batches';
import * as m0105 from './migrations/0105_label_addresses';
import * as m0106 from './migrations/0106_labels';
import * as m0107 from './migrations/0107_outbound_orders';
import * as m0108 from './migrations/0108_outbound_storage_fee';
import * as m0109 from './migrations/0109_outbound_batches';
import * as m0110 from './migrations/0110_outbound_boxes';
import * as m0111 from './migrations/0111_switch_record_orders';
import * as m0112 from './migrations/0112_reship_label';
import * as m0120 from './migrations/0120_listing';
import * as m0121 from './migrations/0121_consignment';
import * as m0122 from './migrations/0122_sale_handling';
import * as m0123 from './migrations/0123_listing_market_ref';
import * as m0124 from './migrations/0124_price_history';
import * as m0125 from './migrations/0125_flex_shipments';
import * as m0126 from './migrations/0126_shop_sync';
import * as m0127 from './migrations/0127_b2b_board';
import * as m0128 from './migrations/0128_price_snapshots_cover';
import * as m0129 from './migrations/0129_repair';
import * as m0130 from './migrations/0130_bi';
import * as m0131 from './migrations/0131_email';
import * as m0132 from './migrations/0132_notices';
import * as m0133 from './migrations/0133_home_settings_returns';
import * as m0134 from './migrations/0134_teams';
import type { DB } from './schema';

/** Every migration, in order. Static imports keep them inside the server bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_warehouses': m0002,
  '0003_files': m0003,
  '0004_shelf_counts': m0004,
  '0005_shelf_counts_per_statement': m0005,
  '0006_request_keys': m0006,
  '0010_inbound': m0010,
  '0011_sync_claims': m0011,
  '0030_stock_indexes': m0030,
  '0031_stock_counts': m0031,
  '0032_stock_age_index': m0032,
  '0033_sku_filter': m0033,
  '0034_stock_exit_day_index': m0034,
  '0040_switch_user': m0040,
  '0060_jobs_downloads': m0060,
  '0070_brands': m0070,
  '0080_password_change': m0080,
  '0100_wallet_ledger': m0100,
  '0101_wallet_applications': m0101,
  '0102_wallet_rates': m0102,
  '0103_wallet_overview': m0103,
  '0104_wallet_bulk_batches': m0104,
  '0105_label_addresses': m0105,
  '0106_labels': m0106,
  '0107_outbound_orders': m0107,
  '0108_outbound_storage_fee': m0108,
  '0109_outbound_batches': m0109,
  '0110_outbound_boxes': m0110,
  '0111_switch_record_orders': m0111,
  '0112_reship_label': m0112,
  '0120_listing': m0120,
  '0121_consignment': m0121,
  '0122_sale_handling': m0122,
  '0123_listing_market_ref': m0123,
  '0124_price_history': m0124,
  '0125_flex_shipments': m0125,
  '0126_shop_sync': m0126,
  '0127_b2b_board': m0127,
  '0128_price_snapshots_cover': m0128,
  '0129_repair': m0129,
  '0130_bi': m0130,
  '0131_email': m0131,
  '0132_notices': m0132,
  '0133_home_settings_returns': m0133,
  '0134_teams': m0134,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * What the migrator asks about the database, answered for our schema only. Kysely's own PostgreSQL
 * introspector reads every column of every schema on the server (and the serial sequence of each): on a
 * server shared by schema (tests, benchmarks), a schema dropped during that read makes it fail.
 */
export function schemaIntrospector(db: Kysely<DB>, schema: string): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const rows = await sql<{ name: string; isView: boolean }>`
      select table_name as name, table_type = 'VIEW' as "isView"
      from information_schema.tables where table_schema = ${schema}`.execute(db);
    return rows.rows.map((r) => ({ ...r, schema, columns: [] }));
  };
  return {
    getSchemas: async () => {
      const rows = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows.rows;
    },
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/** The database as the migrator sees it: itself in every respect but the introspection. */
function withSchemaIntrospection(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection = schemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  // Kysely looks for its own tables in every schema unless told which one: name ours, so databases
  // that share a server by schema (tests, benchmarks) never see each other's migration state.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = current.rows[0].schema;
  // Areas number their migrations in their own ranges and land in any order: a data directory that
  // already ran a later area's migration still takes an earlier-numbered one that arrives after it.
  const migrator = new Migrator({
    db: withSchemaIntrospection(db, schema),
    provider,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}
