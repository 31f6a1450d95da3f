import type { AddressProblem } from '../../../domain/labels/labels';
import { AppError, ErrorCode } from '../../http/errors';

/** What went wrong at the carrier, in terms a seller can act on. */
export const CARRIER_FAILURES = {
  /** The address cannot be delivered to; `data.problems` names the fields and suggestions. */
  addressInvalid: { code: ErrorCode.badRequest, key: 'labels:carrier.addressInvalid' },
  /** The rates were quoted too long ago: ask for new ones. */
  rateExpired: { code: ErrorCode.conflict, key: 'labels:carrier.rateExpired' },
  /** The shipment already has a label. */
  alreadyBought: { code: ErrorCode.conflict, key: 'labels:carrier.alreadyBought' },
  notFound: { code: ErrorCode.notFound, key: 'labels:carrier.notFound' },
  /** The carrier did not answer in time; nothing may have happened, try again. */
  timeout: { code: ErrorCode.unavailable, key: 'labels:carrier.timeout' },
  /** The carrier could not be reached or failed on its side. */
  unavailable: { code: ErrorCode.unavailable, key: 'labels:carrier.unavailable' },
  /** Any other refusal, with the carrier's own message. */
  rejected: { code: ErrorCode.badRequest, key: 'labels:carrier.rejected' },
} as const;
export type CarrierFailure = keyof typeof CARRIER_FAILURES;

export class CarrierError extends AppError {
  constructor(
    readonly failure: CarrierFailure,
    params: Record<string, string> = {},
    data: { problems?: AddressProblem[] } | null = null,
  ) {
    super(CARRIER_FAILURES[failure].code, CARRIER_FAILURES[failure].key, params, data);
    this.name = 'CarrierError';
  }
}

/** The parts of the EasyPost client's errors read here (ApiError, or superagent's own). */
type ClientError = {
  statusCode?: number;
  code?: string;
  message?: string;
  errors?: unknown;
  timeout?: number;
};

/** An API error's field errors: EasyPost sends FieldError objects or plain strings. */
export function fieldProblems(errors: unknown): AddressProblem[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((e): AddressProblem => {
    if (typeof e === 'string') return { field: 'address', message: e, suggestion: null };
    const f = (e ?? {}) as { field?: unknown; message?: unknown; suggestion?: unknown };
    return {
      field: typeof f.field === 'string' ? f.field : 'address',
      message: typeof f.message === 'string' ? f.message : '',
      suggestion: typeof f.suggestion === 'string' ? f.suggestion : null,
    };
  });
}

/** The CarrierError for anything the EasyPost client threw. */
export function carrierErrorOf(error: unknown): CarrierError {
  if (error instanceof CarrierError) return error;
  const e = (error ?? {}) as ClientError;
  if (e.timeout !== undefined || e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT')
    return new CarrierError('timeout');
  if (e.statusCode === undefined) return new CarrierError('unavailable');
  if (e.code?.startsWith('ADDRESS.'))
    return new CarrierError('addressInvalid', {}, { problems: fieldProblems(e.errors) });
  if (e.code === 'SHIPMENT.RATE.EXPIRED') return new CarrierError('rateExpired');
  if (e.code === 'SHIPMENT.POSTAGE.EXISTS') return new CarrierError('alreadyBought');
  if (e.statusCode === 404) return new CarrierError('notFound');
  if (e.statusCode === 408 || e.statusCode === 504) return new CarrierError('timeout');
  if (e.statusCode >= 500) return new CarrierError('unavailable');
  return new CarrierError('rejected', { message: e.message ?? '' });
}
