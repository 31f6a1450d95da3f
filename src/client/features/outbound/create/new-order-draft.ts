import { OrderKind, ORDER_REMARK_MAX } from '../../../../domain/outbound/outbound';
import type { SellerOrderKind } from '../../../../domain/outbound/outbound';
import type { ShippingAddress } from '../../../../domain/labels/labels';
import type { NewOrder } from '../api/new-order';

/** What the seller fills in for a new order, beside the pairs: labels (3), an address (4), a seller (7), a remark. */
export type NewOrderDraft = {
  /** Ship with label: the uploaded label's file URL by ONE ID. */
  labels: Record<string, string>;
  address: ShippingAddress | null;
  addressId: number | null;
  toUid: string;
  remark: string;
};

export const EMPTY_DRAFT: NewOrderDraft = {
  labels: {},
  address: null,
  addressId: null,
  toUid: '',
  remark: '',
};

/** Which fields stop the order, as message keys of the outbound namespace (nothing is sent while any is set). */
export type DraftProblems = { labels?: string[]; address?: string; toUid?: string; remark?: string };

export function draftProblems(
  kind: SellerOrderKind,
  draft: NewOrderDraft,
  oneIds: readonly string[],
): DraftProblems {
  const problems: DraftProblems = {};
  if (kind === OrderKind.shipWithLabel) {
    const missing = oneIds.filter((o) => !draft.labels[o]);
    if (missing.length > 0) problems.labels = missing;
  }
  if (kind === OrderKind.reship && !draft.address) problems.address = 'create.errors.address';
  if (kind === OrderKind.switchUser && !draft.toUid.trim()) problems.toUid = 'create.errors.toUid';
  if (draft.remark.trim().length > ORDER_REMARK_MAX) problems.remark = 'create.errors.remark';
  return problems;
}

export const hasProblems = (p: DraftProblems) => Object.keys(p).length > 0;

/** The labels with this pair's label set, or dropped (null) while its chosen file is not a stored label. */
export function withLabel(labels: Record<string, string>, oneId: string, url: string | null) {
  const { [oneId]: _dropped, ...others } = labels;
  return url === null ? others : { ...others, [oneId]: url };
}

/** The create call's body for a complete draft. */
export function newOrderOf(kind: SellerOrderKind, draft: NewOrderDraft, oneIds: readonly string[]): NewOrder {
  const remark = draft.remark.trim();
  const ids = [...oneIds];
  switch (kind) {
    case OrderKind.shipWithLabel:
      return { kind, items: ids.map((oneId) => ({ oneId, labelFile: draft.labels[oneId] })), remark };
    case OrderKind.reship:
      return { kind, oneIds: ids, address: draft.address as ShippingAddress, remark };
    case OrderKind.switchUser:
      return { kind, oneIds: ids, toUid: draft.toUid.trim(), remark };
    default:
      return { kind, oneIds: ids, remark };
  }
}
