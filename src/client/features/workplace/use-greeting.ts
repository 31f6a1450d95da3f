import { useEffect, useState } from 'react';
import { greetingPeriodAt } from '../../../domain/workplace/greeting';
import type { GreetingPeriod } from '../../../domain/workplace/greeting';

/** The greeting of the current hour; rechecked every minute so a tablet left open stays right. */
export function useGreetingPeriod(): GreetingPeriod {
  const [period, setPeriod] = useState(() => greetingPeriodAt(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setPeriod(greetingPeriodAt(new Date())), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return period;
}
