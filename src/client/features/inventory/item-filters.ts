import type { DatesRangeValue } from '@mantine/dates';
import { dateRangeParams } from '../../api/date-range';

/**
 * What the stock lists filter on, named as the server takes them (spec section 3: oneId, sku,
 * brand, remarks for the name, spec for the size, wareId, checkResult for the grade) plus the date
 * ranges, sent as inBeginTime/inEndTime (inbound) and outBeginTime/outEndTime (exit).
 */
export type ItemFilterValues = {
  oneId: string;
  sku: string;
  brand: string;
  remarks: string;
  spec: string;
  wareId: number | null;
  checkResult: number | null;
  inRange: DatesRangeValue<string>;
  outRange: DatesRangeValue<string>;
  /** Admin only: owner uid or name. */
  shopUser: string;
};

export const NO_ITEM_FILTERS: ItemFilterValues = {
  oneId: '',
  sku: '',
  brand: '',
  remarks: '',
  spec: '',
  wareId: null,
  checkResult: null,
  inRange: [null, null],
  outRange: [null, null],
  shopUser: '',
};

/** The request body of the filters: empty fields are left out, ranges run from start to end of day. */
export function itemFilterRequest(values: ItemFilterValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ['oneId', 'sku', 'brand', 'remarks', 'spec', 'shopUser'] as const) {
    const text = values[key].trim();
    if (text) body[key] = text;
  }
  if (values.wareId !== null) body.wareId = values.wareId;
  if (values.checkResult !== null) body.checkResult = values.checkResult;
  Object.assign(body, dateRangeParams(values.inRange, 'inBeginTime', 'inEndTime'));
  Object.assign(body, dateRangeParams(values.outRange, 'outBeginTime', 'outEndTime'));
  return body;
}

/** How many filters are set (shown on the reset button so a filtered list is never mistaken for all). */
export function activeFilterCount(values: ItemFilterValues): number {
  return Object.keys(itemFilterRequest(values)).filter((k) => !k.endsWith('EndTime')).length;
}
