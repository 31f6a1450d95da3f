/** Table types of the BI board (migration 0130; src/domain/bi/bi.ts). DB (schema.ts) lists them. */

/** Kept marketplace sales by GMT day, marketplace and slot (triggers on market_orders). */
export interface BiSalesDailyTable {
  day: string;
  marketplace: string;
  slot: number;
  pairs: string | number;
  revenue_cents: string | number;
}

/** Outbound orders by kind, status and warehouse (triggers on outbound_orders). */
export interface BiOutboundCountsTable {
  kind: number;
  status: number;
  ware_id: number;
  n: string | number;
}

/** Materialized view: pairs by warehouse and GMT day that came in, are still in, and left. */
export interface BiStockDaysTable {
  ware_id: number;
  day: string;
  arrived: string | number;
  still_in: string | number;
  departed: string | number;
}

/** When each refreshed view was last refreshed. */
export interface BiRefreshesTable {
  name: string;
  refreshed_at: Date | string;
}

export interface BiTables {
  bi_sales_daily: BiSalesDailyTable;
  bi_outbound_counts: BiOutboundCountsTable;
  bi_stock_days: BiStockDaysTable;
  bi_refreshes: BiRefreshesTable;
}
