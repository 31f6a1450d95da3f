/** Error codes of the API contract (ARCHITECTURE.md section 3). HTTP status equals `code`. */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  /** The request did not arrive in time (answered on the socket, outside any route). */
  requestTimeout: 408,
  conflict: 409,
  tooLarge: 413,
  /** A path segment longer than the router accepts. */
  uriTooLong: 414,
  idempotencyMismatch: 422,
  /** Well-formed but refused by a rule outside the request (a carrier that cannot verify an address). */
  unprocessable: 422,
  /** A suspended account: the client shows the contact-support modal. */
  suspended: 423,
  tooManyRequests: 429,
  /** The request line and headers past Node's header size limit. */
  headersTooLarge: 431,
  internal: 500,
  /** The server is shutting down; the client retries. */
  unavailable: 503,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * A failure a person can act on. `msgKey` is a key of locales/<lang>/server.json,
 * translated into the request's language by the central error handler.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly msgKey: string,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(msgKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>, data?: unknown) =>
  new AppError(ErrorCode.badRequest, key, params, data);
export const unauthorized = (key = 'errors.notLoggedIn') => new AppError(ErrorCode.unauthorized, key);
export const forbidden = (key = 'errors.noPermission') => new AppError(ErrorCode.forbidden, key);
export const notFound = (key = 'errors.notFound', params?: Record<string, string | number>) =>
  new AppError(ErrorCode.notFound, key, params);
export const conflict = (key: string, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.conflict, key, params);
export const tooLarge = (key: string, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.tooLarge, key, params);
export const tooManyRequests = (key: string, params?: Record<string, string | number>, data?: unknown) =>
  new AppError(ErrorCode.tooManyRequests, key, params, data);
