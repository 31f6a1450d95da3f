import type { DrawerViewer } from '../../../../domain/inventory/inventory';
import { parseOddNo } from '../../../../domain/outbound/kinds';
import { isB2bOfferNo } from '../../../../domain/sourcing/b2b';
import { InventoryStatus } from '../../../../domain/kernel/product-rules';
import { ProductEventType } from '../../../../domain/kernel/events';
import { OrderKind } from '../../../../domain/outbound/kind-codes';
import { flexOutcomeOf } from '../../../../domain/sourcing/flex';
import type { FlexOutcome } from '../../../../domain/sourcing/flex';
import { flexDetailPath } from '../../../routing/flex-paths';
import { orderDetailScreen, SELLER_DETAIL_PREFIX } from '../../../routing/order-detail-paths';
import { sellerPath } from '../../../routing/seller-paths';

/**
 * Where the drawer may send the user (spec section 2 "One-ID detail drawer", "Jump from an order
 * event to its detail" and the detail-route prefixes by portal). Pure, so each portal's targets are
 * tested without a router.
 */
export type DrawerLink = { key: string; to: string };

type Item = { status: number; packInfo: { packId: number | null } | null };

/** Links of the record itself: its forecast (inbound) and, once it has left, the exit list. */
export function recordLinks(viewer: DrawerViewer, item: Item): DrawerLink[] {
  const packId = item.packInfo?.packId ?? null;
  const out = item.status === InventoryStatus.outOfWarehouse;
  const links: DrawerLink[] = [];
  if (viewer === 'warehouse') {
    if (packId !== null)
      links.push({
        key: 'forecast',
        to: `/warehouse/WarehousingAppoint/AppointDetail?id=${packId}&open=detail&packId=${packId}`,
      });
    if (out) links.push({ key: 'delivered', to: '/warehouse/Outbound/Delivered' });
  } else if (viewer === 'business') {
    if (packId !== null)
      links.push({ key: 'forecast', to: `/business/my-package/new-forecast?id=${packId}&open=detail` });
    if (out) links.push({ key: 'exits', to: '/business/inventory/WarehouseExit' });
  } else {
    if (packId !== null)
      links.push({
        key: 'forecast',
        to: `/admin/BusiForecast/AppointDetail?id=${packId}&open=detail&packId=${packId}`,
      });
    links.push({ key: 'forecasts', to: '/admin/BusiForecast/' });
  }
  return links;
}

/**
 * The detail-route prefix of the seller-side order screens for the current path (spec section 2; in
 * the admin's self-operated warehouse area /admin/warehouse/order-management/ from its order lists,
 * /admin/warehouse/inventory/ elsewhere: src/client/routing/seller-paths.ts).
 * A seller's detail screens live under in-warehouse/inventory only, so /business/inventory/... (the
 * WarehouseExit list) jumps there too: a path relative to it would name no screen.
 */
export function detailPrefix(pathname: string): string {
  return sellerPath(`${SELLER_DETAIL_PREFIX}detail/`, `#${pathname}`).replace(/detail\/$/, '');
}

const ADMIN_AUDIT_DETAIL: Record<number, string> = {
  3: '/admin/Audit/Outbound/Detail',
  4: '/admin/Audit/Outbound/Detail',
  5: '/admin/Audit/PlatformRecycling/Detail',
  6: '/admin/Audit/OCConsignment/Detail',
  11: '/admin/Audit/OCConsignment/Detail',
  7: '/admin/Audit/InPlatformTransfer/Detail',
};

export type EventJump = { to: string } | { errorKey: string } | null;

type JumpEvent = { type: number; oddNo: string; platOrderNo?: string; outType?: number | null };

/**
 * The order kind whose detail an event leads to: the application events' own type (3-7), a result
 * event's application (312 -> 3 ...) and an exit (11) its out type (or its order number's kind), when
 * the event names an outbound order of that kind (a platform direct outbound, 14, leads an admin to
 * sale-order); an exit of anything else stays 11 (consignment, spec section 2).
 */
function detailKindOf(event: JumpEvent): number {
  const order = parseOddNo(event.oddNo);
  const kind =
    event.type >= 100 && event.type % 100 === 12
      ? Math.floor(event.type / 100)
      : event.type === 11
        ? (event.outType ?? order?.kind ?? 11)
        : event.type;
  if (kind === event.type) return kind;
  return order?.kind === kind ? kind : event.type;
}

/**
 * The order detail an event leads to, by event type: 3/4 transport detail, 5 cash-out, 6/11
 * consignment (needs the consignment number and platform order number), 7 switch user. Warehouse
 * staff have no order detail screens.
 */
export function eventJump(viewer: DrawerViewer, pathname: string, event: JumpEvent): EventJump {
  // A B2B board offer (its number, src/domain/sourcing/b2b.ts) is no order: no order detail shows it.
  if (isB2bOfferNo(event.oddNo)) return null;
  const kind = detailKindOf(event);
  // A flex shipment's detail (16 made, 1612 its steps, 11 its box leaving): stockx-flex or Audit/StockXFlex.
  if (kind === OrderKind.flex)
    return viewer === 'warehouse' || !event.oddNo ? null : { to: flexDetailPath(viewer, event.oddNo) };
  if (kind === 14 && viewer === 'admin')
    return { to: `/admin/sale-order?oddNo=${encodeURIComponent(event.oddNo)}` };
  if (!(kind in ADMIN_AUDIT_DETAIL) || viewer === 'warehouse') return null;
  if (kind === 6 || kind === 11) {
    if (!event.oddNo) return { errorKey: 'inventory:drawer.jump.consignmentNumberError' };
    if (!event.platOrderNo) return { errorKey: 'inventory:drawer.jump.platOrderNoError' };
  } else if (!event.oddNo) {
    return null;
  }
  const oddNo = encodeURIComponent(event.oddNo);
  if (viewer === 'admin' && !pathname.toLowerCase().startsWith('/admin/warehouse')) {
    const base = ADMIN_AUDIT_DETAIL[kind];
    if (kind === 6 || kind === 11) return { to: `${base}?type=1&edit=detail&oddNo=${oddNo}` };
    return { to: `${base}?oddNo=${oddNo}` };
  }
  const prefix = detailPrefix(pathname);
  // A consignment's jump carries its platform order number too (below).
  const screen = kind === 6 || kind === 11 ? null : orderDetailScreen(kind);
  if (screen !== null) return { to: `${prefix}${screen}?dealType=${kind}&oddNo=${oddNo}` };
  const plat = encodeURIComponent(event.platOrderNo ?? '');
  return { to: `${prefix}detail/occonsignment?dealType=6&edit=detail&oddNo=${oddNo}&platOrderNo=${plat}` };
}

/**
 * The flex state an event put a shipment in (16 made, 1612 its steps, 11 its box leaving with out type
 * 16): the timeline shows it, as the events' types alone do not say where the shipment got.
 */
export function flexStateOfEvent(event: {
  type: number;
  outType?: number | null;
  flowStatus: number | null;
}): FlexOutcome | null {
  const flex =
    event.type === ProductEventType.flexApplication ||
    event.type === ProductEventType.flexResult ||
    (event.type === ProductEventType.outbound && event.outType === OrderKind.flex);
  return flex && event.flowStatus !== null ? flexOutcomeOf(event.flowStatus) : null;
}
