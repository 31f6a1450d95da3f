import fs from 'node:fs';
import type { SimulatedProduct } from '../../simulated-market';
import { amountOf } from '../stockx-mapping';
import type {
  SxChanges,
  SxListing,
  SxListingStatus,
  SxOperation,
  SxOperationStatus,
  SxOperationType,
  SxOrder,
  SxOrderStatus,
} from '../stockx-shapes';

/**
 * The simulated StockX's records (kept in memory and, with a state file, on disk) and how they read
 * as StockX's JSON. Ids come from one counter, so a run is repeatable.
 */
export type SimOperation = {
  id: string;
  type: SxOperationType;
  status: SxOperationStatus;
  at: number;
  error: string | null;
  changes: SxChanges;
};

export type SimListing = {
  id: string;
  seq: number;
  /** The simulated market's size key (product key and size index). */
  sizeKey: string;
  amountCents: number;
  status: SxListingStatus;
  /** Whether the ask goes live once the creation is carried out (CreateListingInput.active). */
  activate: boolean;
  createdAt: number;
  updatedAt: number;
  /** When the pending creation is carried out; null once it is. */
  settlesAt: number | null;
  ask: { id: string; at: number } | null;
  expiresAt: string;
  operations: SimOperation[];
  orderNumber: string | null;
};

export type SimOrder = {
  orderNumber: string;
  listingId: string;
  askId: string;
  amountCents: number;
  status: SxOrderStatus;
  createdAt: number;
  updatedAt: number;
};

export type SimAccounts = {
  /** Access tokens of an older generation answer 401 (expireAccessTokens). */
  generation: number;
  codes: Record<string, { clientId: string; redirectUri: string; expiresAt: number }>;
  accessTokens: Record<string, { generation: number; expiresAt: number }>;
  refreshTokens: Record<string, { clientId: string }>;
};

/** StockX Flex's inbound shipments (simulated-flex.ts), in the program's states. */
export type FlexProgramState =
  | 'READY_TO_SHIP'
  | 'SHIPPING'
  | 'IN_TRANSIT'
  | 'DELIVERED'
  | 'RECEIVED'
  | 'NOT_RECEIVED'
  | 'AUTHENTICATING'
  | 'LISTED'
  | 'RETURNED';

/** What becomes of a box once delivered: listed; never found at the program; failed authentication. */
export type FlexProgramOutcome = 'listed' | 'notReceived' | 'authFailed';

export type SimFlexItem = { oneId: string; styleCode: string; size: string; askCents: number };
export type SimFlexShipment = {
  id: string;
  reference: string;
  items: SimFlexItem[];
  outcome: FlexProgramOutcome;
  createdAt: number;
  updatedAt: number;
  shippedAt: number | null;
  carrier: string | null;
  trackingNumber: string | null;
  events: { status: FlexProgramState; at: number }[];
};

export type SimState = {
  nextSeq: number;
  /** The style codes asked, so a restart knows their products again. */
  styleCodes: string[];
  accounts: SimAccounts;
  listings: Record<string, SimListing>;
  orders: Record<string, SimOrder>;
  flexShipments: Record<string, SimFlexShipment>;
};

export const emptyState = (): SimState => ({
  nextSeq: 1,
  styleCodes: [],
  accounts: { generation: 1, codes: {}, accessTokens: {}, refreshTokens: {} },
  listings: {},
  orders: {},
  flexShipments: {},
});

export function loadState(file: string | undefined): SimState {
  if (!file || !fs.existsSync(file)) return emptyState();
  return { ...emptyState(), ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SimState>) };
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
/** A UUID-shaped id of a record kind (4 hex digits) and its sequence number. */
export const simulatedUuid = (kind: string, seq: number) =>
  `${hex(seq, 8)}-${kind}-4000-8000-${hex(seq, 12)}`;
export const orderNumberOf = (seq: number) => `${300_000_000 + seq}-${310_000_000 + seq}`;
export const iso = (ms: number) => new Date(ms).toISOString();

/** One page of a list (Listings, Orders): pageNumber from 1, pageSize defaulting to `fallback`. */
export function pageOf<T>(items: T[], query: URLSearchParams, fallback: number) {
  const pageSize = Math.min(100, Math.max(1, Number(query.get('pageSize') ?? fallback) || fallback));
  const pageNumber = Math.max(1, Number(query.get('pageNumber') ?? 1) || 1);
  const from = (pageNumber - 1) * pageSize;
  const meta = { count: items.length, pageSize, pageNumber, hasNextPage: from + pageSize < items.length };
  return { meta, items: items.slice(from, from + pageSize) };
}

/** The product and size a listing or order is of, as the catalogue resolves its size key. */
export type SimItem = {
  product: SimulatedProduct;
  productId: string;
  variantId: string;
  sizeKey: string;
  size: string;
};

export function operationJson(listing: SimListing, operation: SimOperation, origin: string): SxOperation {
  return {
    listingId: listing.id,
    operationId: operation.id,
    operationType: operation.type,
    operationStatus: operation.status,
    operationUrl: `${origin}/v2/selling/listings/${listing.id}/operations/${operation.id}`,
    operationInitiatedBy: 'USER',
    operationInitiatedVia: 'PUBLIC-API',
    createdAt: iso(operation.at),
    updatedAt: iso(operation.at),
    changes: operation.changes,
    error: operation.error,
  };
}

export function listingJson(listing: SimListing, item: SimItem, order: SimOrder | undefined): SxListing {
  const last = listing.operations[listing.operations.length - 1];
  return {
    listingId: listing.id,
    status: listing.status,
    amount: amountOf(listing.amountCents),
    currencyCode: 'USD',
    inventoryType: 'STANDARD',
    createdAt: iso(listing.createdAt),
    updatedAt: iso(listing.updatedAt),
    batch: null,
    ask: listing.ask && {
      askId: listing.ask.id,
      askCreatedAt: iso(listing.ask.at),
      askUpdatedAt: iso(listing.updatedAt),
      askExpiresAt: listing.expiresAt,
    },
    order: order
      ? { orderNumber: order.orderNumber, orderCreatedAt: iso(order.createdAt), orderStatus: order.status }
      : null,
    product: { productId: item.productId, productName: item.product.title, styleId: item.product.styleCode },
    variant: {
      variantId: item.variantId,
      variantName: `${item.product.styleCode}:${item.size}`,
      variantValue: item.size,
    },
    lastOperation: last && {
      operationId: last.id,
      operationType: last.type,
      operationStatus: last.status,
      operationInitiatedBy: 'USER',
      operationInitiatedVia: 'PUBLIC-API',
      operationCreatedAt: iso(last.at),
      operationUpdatedAt: iso(last.at),
      changes: last.changes,
      error: last.error,
    },
  };
}

export function orderJson(order: SimOrder, item: SimItem): SxOrder {
  return {
    orderNumber: order.orderNumber,
    listingId: order.listingId,
    askId: order.askId,
    amount: amountOf(order.amountCents),
    currencyCode: 'USD',
    status: order.status,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    product: { productId: item.productId, productName: item.product.title, styleId: item.product.styleCode },
    variant: {
      variantId: item.variantId,
      variantName: `${item.product.styleCode}:${item.size}`,
      variantValue: item.size,
    },
    inventoryType: 'STANDARD',
  };
}
