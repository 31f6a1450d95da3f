import { UPLOAD_FIELD } from '../../domain/kernel/files';
import { ApiError, isNetworkError, requestEnvelope } from '../api/http';
import type { RequestOptions } from '../api/http';

/**
 * The engine's calls, through the project's HTTP client with notifications off: a background sync
 * never pops a message; its errors go to the status indicator. The client still handles 401 (the
 * shell logs the user out) and 423 itself.
 */
const HOST = 'warehouse';

export function callApi<T>(path: string, options: Omit<RequestOptions, 'host' | 'notify'> = {}): Promise<T> {
  return requestEnvelope<T>(path, { ...options, host: HOST, notify: false }).then(
    (envelope) => envelope.data,
  );
}

export function uploadPicture(blob: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, blob, name);
  return callApi<string>('/upload', { method: 'POST', body: form });
}

/** Worth trying again later: no answer, a server error, or "busy" (another batch of this device runs). */
export function isTransient(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  if (!(error instanceof ApiError)) return false;
  return (
    error.status >= 500 ||
    error.code >= 500 ||
    error.code === 429 ||
    error.code === 409 ||
    error.status === 409
  );
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 401 || error.status === 401);
}

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
