import type { DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { lastDays, OVERVIEW_MAX_DAYS, periodProblem } from '../../domain/wallet/overview';
import type { Period } from '../../domain/wallet/overview';

/**
 * A period of GMT days chosen with a range picker (Finance/Overview, the BI board): the last 30 days
 * at first; a range of both days becomes the period unless it is too long, which `tooLong` words.
 */
export function usePeriodChoice(tooLong: (max: number) => string) {
  const [period, setPeriod] = useState<Period>(() => lastDays(new Date()));
  const [range, setRange] = useState<DatesRangeValue<string>>([period.beginDate, period.endDate]);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: DatesRangeValue<string>) => {
    setRange(next);
    const [beginDate, endDate] = next;
    if (!beginDate || !endDate) return;
    const chosen = { beginDate, endDate };
    const refused = periodProblem(chosen) !== null;
    setProblem(refused ? tooLong(OVERVIEW_MAX_DAYS) : null);
    if (!refused) setPeriod(chosen);
  };
  return { period, range, problem, choose };
}
