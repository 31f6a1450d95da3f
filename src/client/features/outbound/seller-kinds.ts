import type { OrderKind, SellerOrderKind } from '../../../domain/outbound/outbound';

/**
 * The kinds the seller's order screens show: those the inventory's order form asks for
 * (SellerOrderKind), and consignment, which has its own form (./consignment/ConsignForm.tsx).
 */
export type SellerScreenKind = SellerOrderKind | typeof OrderKind.consignment;
