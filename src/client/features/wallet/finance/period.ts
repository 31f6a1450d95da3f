import type { DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { dateRangeParams } from '../../../api/date-range';

/** The period a finance screen opens on: the last 30 days, today included. */
export const LAST_30_DAYS = (): DatesRangeValue<string> => [
  dayjs().subtract(29, 'day').format('YYYY-MM-DD'),
  dayjs().format('YYYY-MM-DD'),
];

/** A whole period (both days chosen) as beginTime/endTime, or null while it is incomplete. */
export function periodParams(range: DatesRangeValue<string>): { beginTime: string; endTime: string } | null {
  const { beginTime, endTime } = dateRangeParams(range);
  return beginTime && endTime ? { beginTime, endTime } : null;
}
