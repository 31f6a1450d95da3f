import dayjs from 'dayjs';
import type { ConfigType } from 'dayjs';

/**
 * Date-range filters (spec sections 3, 5 and 9): a [start, end] pair becomes the begin and end
 * parameters the server takes, from the start of the first day to the end of the last, as ISO
 * instants (so the server reads the user's days whatever its own time zone).
 * API: dateRangeParams(range, beginKey?, endKey?), convertDateRanges(params, fields?),
 * exportQuery(query, range, selectedIds), DATE_RANGE_FIELDS.
 */
export type DateRange = readonly [ConfigType | null, ConfigType | null] | null | undefined;

/** Form field -> the request's begin and end names (the spec's date-range field names). */
export const DATE_RANGE_FIELDS = {
  timeRange: ['beginTime', 'endTime'],
  wareTimeRange: ['wareBeginTime', 'wareEndTime'],
  inTimeRange: ['beginInTime', 'endInTime'],
  dateRange: ['beginDate', 'endDate'],
  outTimeRange: ['outBeginTime', 'outEndTime'],
  inboundTimeRange: ['inBeginTime', 'inEndTime'],
  finishTimeRange: ['finishBeginTime', 'finishEndTime'],
} as const satisfies Record<string, readonly [string, string]>;

export function dateRangeParams(
  range: DateRange,
  beginKey = 'beginTime',
  endKey = 'endTime',
): Record<string, string> {
  const [start, end] = range ?? [null, null];
  const params: Record<string, string> = {};
  if (start !== null && start !== undefined && dayjs(start).isValid())
    params[beginKey] = dayjs(start).startOf('day').toISOString();
  if (end !== null && end !== undefined && dayjs(end).isValid())
    params[endKey] = dayjs(end).endOf('day').toISOString();
  return params;
}

/** Replaces every range field present in the params by its begin and end parameters. */
export function convertDateRanges(
  params: Record<string, unknown>,
  fields: Record<string, readonly [string, string]> = DATE_RANGE_FIELDS,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const names = fields[key];
    if (names) Object.assign(out, dateRangeParams(value as DateRange, names[0], names[1]));
    else out[key] = value;
  }
  return out;
}

/** The export call's query: the filters, the range as beginTime/endTime and the selected ids. */
export function exportQuery<Q extends Record<string, unknown>>(
  query: Q,
  range: DateRange,
  selectedIds: readonly (string | number)[] = [],
): Q & { beginTime?: string; endTime?: string; searchIdList: (string | number)[] } {
  return { ...query, ...dateRangeParams(range), searchIdList: [...selectedIds] };
}
