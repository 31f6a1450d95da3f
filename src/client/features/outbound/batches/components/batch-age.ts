import { isLiveBatch } from '../../../../../domain/outbound/batch-rules';

/**
 * How long a batch has been worked, in whole minutes: a live batch up to now, a cancelled or
 * finished one up to its last change (the time it took). A batch dated later than now counts 0.
 */
export function batchAgeMinutes(
  batch: { status: number; gmtCreate: string; gmtModify: string },
  now: Date,
): number {
  const end = isLiveBatch(batch.status) ? now.getTime() : Date.parse(batch.gmtModify);
  return Math.max(0, Math.floor((end - Date.parse(batch.gmtCreate)) / 60_000));
}

/** The age in the largest two units that say it: days and hours, or hours and minutes. */
export function ageParts(minutes: number): { days: number; hours: number; minutes: number } {
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
