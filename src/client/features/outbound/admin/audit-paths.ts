import { parseOddNo } from '../../../../domain/outbound/kinds';
import { ORDER_KIND_TABLES } from '../../../../domain/outbound/kind-tables';
import { OrderKind } from '../../../../domain/outbound/kind-codes';
import { FLEX_AUDIT_DETAIL_PATH, FLEX_AUDIT_PATH } from '../../../routing/flex-paths';

/**
 * Where each order kind's admin screens are (spec section 2, Audit/*, sale-order): its list and its
 * detail (?oddNo=). Ship with label and reship share Audit/Outbound/Detail.
 */
export const AUDIT_LIST_PATH: Record<OrderKind, string> = {
  [OrderKind.shipWithLabel]: '/admin/Audit/Outbound/Transport',
  [OrderKind.reship]: '/admin/Audit/Outbound',
  [OrderKind.cashOut]: '/admin/Audit/PlatformRecycling',
  [OrderKind.consignment]: '/admin/Audit/OCConsignment',
  [OrderKind.switchUser]: '/admin/Audit/InPlatformTransfer',
  [OrderKind.platformOutbound]: '/admin/sale-order',
  [OrderKind.flex]: FLEX_AUDIT_PATH,
};

const DETAIL_PATH: Partial<Record<OrderKind, string>> = {
  [OrderKind.shipWithLabel]: '/admin/Audit/Outbound/Detail',
  [OrderKind.reship]: '/admin/Audit/Outbound/Detail',
  [OrderKind.cashOut]: '/admin/Audit/PlatformRecycling/Detail',
  [OrderKind.consignment]: '/admin/Audit/OCConsignment/Detail',
  [OrderKind.switchUser]: '/admin/Audit/InPlatformTransfer/Detail',
  [OrderKind.flex]: FLEX_AUDIT_DETAIL_PATH,
};

/** ConsignmentManage: the consignments in the platform's group and sold, and a consignment's detail there. */
export const CONSIGNMENT_MANAGE_PATH = '/admin/ConsignmentManage/OCConsignment';
export const CONSIGNMENT_MANAGE_DETAIL_PATH = '/admin/ConsignmentManage/OCConsignment/Detail';

/** An order's detail screen; a platform direct outbound (no detail screen) opens sale-order filtered to it. */
export function auditDetailPath(oddNo: string): string | null {
  const order = parseOddNo(oddNo);
  if (!order) return null;
  const detail = DETAIL_PATH[order.kind];
  const no = encodeURIComponent(oddNo);
  return detail ? `${detail}?oddNo=${no}` : `${AUDIT_LIST_PATH[order.kind]}?oddNo=${no}`;
}

/** A kind's status codes with their labels' keys (outbound's status texts), in code order. */
export function statusesOfKind(kind: OrderKind): { code: number; label: string }[] {
  return Object.entries(ORDER_KIND_TABLES[kind].statuses).map(([code, label]) => ({
    code: Number(code),
    label,
  }));
}

export function statusLabel(kind: number, status: number): string | null {
  return (
    (ORDER_KIND_TABLES as Partial<Record<number, { statuses: Record<number, string> }>>)[kind]?.statuses[
      status
    ] ?? null
  );
}
