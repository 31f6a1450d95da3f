import type { OrderLabelView } from '../../../domain/outbound';
import { trackingLink } from '../../../domain/tracking';
import type { Language } from '../../../domain/users';
import { translate } from '../../http/messages';
import { jsonOf, statusOf } from '../labels/label-store';

/** A reship's label as its order shows it (the order query joins shipping_labels as l). */
export const ORDER_LABEL_COLUMNS = [
  'l.status as l_status',
  'l.carrier as l_carrier',
  'l.service as l_service',
  'l.tracking_number as l_tracking',
  'l.failure_key as l_failure_key',
  'l.failure_params as l_failure_params',
] as const;

type LabelColumns = {
  l_status: string | null;
  l_carrier: string | null;
  l_service: string | null;
  l_tracking: string | null;
  l_failure_key: string | null;
  l_failure_params: unknown;
};

export function orderLabelOf(row: LabelColumns, lang: Language): OrderLabelView | null {
  if (row.l_status === null) return null;
  return {
    status: statusOf({ status: row.l_status }),
    carrier: row.l_carrier ?? '',
    service: row.l_service ?? '',
    trackingNumber: row.l_tracking,
    trackingUrl: row.l_tracking ? (trackingLink(row.l_tracking)?.url ?? null) : null,
    failureReason: row.l_failure_key
      ? translate(lang, row.l_failure_key, jsonOf<Record<string, unknown> | null>(row.l_failure_params) ?? {})
      : null,
  };
}
