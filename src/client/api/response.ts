import dayjs from 'dayjs';

/**
 * Pure pieces of the response handling (spec section 8), kept apart from fetch so they are
 * easy to test. API: isSuccessCode, isEnvelope, convertDisplayTimes, formatDisplayTime, blobError.
 */
export type Envelope<T> = { code: number; msg: string; data: T };

export const DISPLAY_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const UNKNOWN_ERROR = 'unknown error';

/** A body code of 200 or 0 means success. */
export function isSuccessCode(code: number): boolean {
  return code === 200 || code === 0;
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** Timestamps the spec converts for display: every field starting with gmt, plus outTime and refreshTime. */
export function isDisplayTimeField(key: string): boolean {
  return key.startsWith('gmt') || key === 'outTime' || key === 'refreshTime';
}

/** An ISO string or epoch milliseconds as local YYYY-MM-DD HH:mm:ss; anything else unchanged. */
export function formatDisplayTime(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DISPLAY_TIME_FORMAT) : value;
}

/** Walks the data and converts the display-time fields at any depth. */
export function convertDisplayTimes<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => convertDisplayTimes(item)) as T;
  if (typeof value !== 'object' || value === null || value instanceof Blob) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isDisplayTimeField(key) ? formatDisplayTime(field) : convertDisplayTimes(field);
  }
  return out as T;
}

/**
 * A download that answers JSON instead of a file is an error in disguise: it carries msg
 * (or message), or 'unknown error'. Returns null for a real file.
 */
export async function blobError(blob: Blob): Promise<Error | null> {
  if (!blob.type.includes('json')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(await blob.text());
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('code' in parsed)) return null;
  const { msg, message } = parsed as { msg?: unknown; message?: unknown };
  const text = [msg, message].find((m): m is string => typeof m === 'string' && m.length > 0);
  return new Error(text ?? UNKNOWN_ERROR);
}
