import { forecastCreateRequest, sizeSchema, skuCodeSchema } from '../../../../domain/inbound/inbound';
import type { ForecastCreateRequest } from '../../../../domain/inbound/inbound';
import { COST_CENTS_MAX, ITEM_QUANTITY_MAX } from '../../../../domain/inbound/rules';
import type { ForecastDetail } from './api/forecast-detail';

/**
 * The reservation form's values and their checks. Limits come from src/domain/inbound/inbound.ts (the
 * server's own schemas); problems are i18n keys of the forecast namespace so tests can read them.
 */
export type ItemSource = 'catalogue' | 'text';

export type ItemRowValues = {
  key: string;
  source: ItemSource;
  sku: string;
  /** What the SKU picker shows for the chosen SKU (brand and name). */
  skuLabel: string;
  /** The chosen SKU's sizes, offered as suggestions. */
  sizes: string[];
  name: string;
  brand: string;
  size: string;
  quantity: number | string;
  /** Dollars as typed; sent as integer cents. */
  cost: number | string;
  supply: string;
};

export type ForecastFormValues = {
  wareId: string | null;
  logNos: string[];
  items: ItemRowValues[];
  remark: string;
};

export type ItemField = 'sku' | 'name' | 'brand' | 'size' | 'quantity' | 'cost' | 'supply';
export type ItemProblems = Partial<Record<ItemField, string>>;

const NAME_MAX = 200;
const BRAND_MAX = 64;
const SUPPLY_MAX = 64;
export const REMARK_MAX = 500;

let rowSerial = 0;
export function emptyItemRow(source: ItemSource = 'catalogue'): ItemRowValues {
  rowSerial += 1;
  return {
    key: `row-${rowSerial}`,
    source,
    sku: '',
    skuLabel: '',
    sizes: [],
    name: '',
    brand: '',
    size: '',
    quantity: 1,
    cost: '',
    supply: '',
  };
}

export function emptyForecastForm(wareId: string | null = null): ForecastFormValues {
  return { wareId, logNos: [], items: [emptyItemRow()], remark: '' };
}

function asNumber(value: number | string): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function centsOf(cost: number | string): number {
  return Math.round((asNumber(cost) ?? 0) * 100);
}

/** One expected line's problems, field by field (empty when the line can be sent). */
export function itemRowProblems(row: ItemRowValues): ItemProblems {
  const problems: ItemProblems = {};
  if (row.source === 'catalogue' && !skuCodeSchema.safeParse(row.sku).success)
    problems.sku = 'items.errors.skuRequired';
  if (row.source === 'text') {
    if (!row.name.trim()) problems.name = 'items.errors.nameRequired';
    else if (row.name.trim().length > NAME_MAX) problems.name = 'items.errors.nameTooLong';
    if (row.brand.trim().length > BRAND_MAX) problems.brand = 'items.errors.brandTooLong';
  }
  if (!sizeSchema.safeParse(row.size).success)
    problems.size = row.size.trim() ? 'items.errors.sizeTooLong' : 'items.errors.sizeRequired';
  const quantity = asNumber(row.quantity);
  if (quantity === null || !Number.isInteger(quantity) || quantity < 1 || quantity > ITEM_QUANTITY_MAX) {
    problems.quantity = 'items.errors.quantity';
  }
  const cost = asNumber(row.cost);
  if (row.cost !== '' && (cost === null || cost < 0 || Math.round(cost * 100) > COST_CENTS_MAX))
    problems.cost = 'items.errors.cost';
  if (row.supply.trim().length > SUPPLY_MAX) problems.supply = 'items.errors.supplyTooLong';
  return problems;
}

/** The request the server takes; the server's schema checks it once more before it is sent. */
export function toForecastRequest(values: ForecastFormValues): ForecastCreateRequest | null {
  const parsed = forecastCreateRequest.safeParse({
    wareId: Number(values.wareId),
    logNos: values.logNos,
    remark: values.remark,
    items: values.items.map((row) => ({
      ...(row.source === 'catalogue' ? { sku: row.sku } : { name: row.name, brand: row.brand }),
      size: row.size,
      quantity: asNumber(row.quantity) ?? 0,
      costPrice: centsOf(row.cost),
      supply: row.supply,
    })),
  });
  return parsed.success ? parsed.data : null;
}

/** An existing forecast as form values, for editing it. */
export function formValuesOf(forecast: ForecastDetail): ForecastFormValues {
  return {
    wareId: String(forecast.wareId),
    logNos: forecast.logNos.map((p) => p.logNo),
    remark: forecast.remark,
    items: forecast.items.map((line) => ({
      ...emptyItemRow(line.sku ? 'catalogue' : 'text'),
      sku: line.sku,
      skuLabel: line.sku ? `${line.sku} · ${line.brand} ${line.name}`.trim() : '',
      name: line.sku ? '' : line.name,
      brand: line.sku ? '' : line.brand,
      size: line.size,
      quantity: line.quantity,
      cost: line.costPrice ? line.costPrice / 100 : '',
      supply: line.supply,
    })),
  };
}
