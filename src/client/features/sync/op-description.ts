import type { TFunction } from 'i18next';
import type { QueuedOp } from '../../offline/types';

/**
 * What an op was about, in words: its tracking number, ONE ID(s) and shelf, as the payload names
 * them (the needs-attention list and its confirmation).
 */
export function opSubject(op: Pick<QueuedOp, 'payload'>, t: TFunction<'sync'>): string {
  const p = op.payload;
  const parts: string[] = [];
  if (typeof p.logNo === 'string') parts.push(t('subject.logNo', { value: p.logNo }));
  if (typeof p.batchId === 'number') parts.push(t('subject.batchId', { value: p.batchId }));
  if (typeof p.oneId === 'string') parts.push(t('subject.oneId', { value: p.oneId }));
  if (Array.isArray(p.oneIds)) parts.push(t('subject.oneIds', { value: p.oneIds.join(', ') }));
  const shelf =
    typeof p.shelfCode === 'string' ? p.shelfCode : typeof p.shelfId === 'number' ? `#${p.shelfId}` : null;
  if (shelf) parts.push(t('subject.shelf', { value: shelf }));
  return parts.join(' · ');
}

/** Payload fields staff may correct in the fix form: plain text and numbers, and a list of ONE IDs. */
export const EDITABLE_FIELDS = [
  'logNo',
  'oneId',
  'oneIds',
  'shelfCode',
  'shelfId',
  'sku',
  'size',
  'grade',
  'packItemId',
  'checkRemark',
  'remark',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export function editableFieldsOf(payload: Record<string, unknown>): EditableField[] {
  return EDITABLE_FIELDS.filter((f) => payload[f] !== undefined && payload[f] !== null);
}

/** The form's text values for an op's editable fields. */
export function formValuesOf(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    editableFieldsOf(payload).map((f) => {
      const v = payload[f];
      return [f, Array.isArray(v) ? v.join(', ') : String(v)];
    }),
  );
}

/** The payload with the form's values put back in their types (numbers stay numbers, lists lists). */
export function payloadWith(
  payload: Record<string, unknown>,
  values: Record<string, string>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...payload };
  for (const [field, text] of Object.entries(values)) {
    const before = payload[field];
    if (Array.isArray(before)) next[field] = text.split(/[\s,]+/).filter(Boolean);
    else if (typeof before === 'number') next[field] = text.trim() === '' ? Number.NaN : Number(text);
    else next[field] = text;
  }
  return next;
}
