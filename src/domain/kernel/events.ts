/**
 * Lifecycle events of a product (spec section 4). Every status change appends one, so the one-ID
 * drawer's timeline is complete (ARCHITECTURE.md section 6). Events about a parcel or a forecast
 * before any item exists (10 forecast, 15 inbound) carry the forecast and tracking number, no ONE ID.
 */
export const ProductEventType = {
  inspection: 1,
  shipWithLabelApplication: 3,
  reshipApplication: 4,
  cashOutApplication: 5,
  consignmentApplication: 6,
  switchUserApplication: 7,
  shelfChange: 8,
  forecast: 10,
  outbound: 11,
  inbound: 15,
  /** Ours (not the spec's): a flex shipment made, and each of its later steps (src/domain/sourcing/flex.ts). */
  flexApplication: 16,
  /** Ours: a repair asked for (src/domain/repair/events.ts), and each later step of it. */
  repairApplication: 17,
  shipWithLabelResult: 312,
  reshipResult: 412,
  cashOutResult: 512,
  consignmentResult: 612,
  switchUserResult: 712,
  flexResult: 1612,
  repairResult: 1712,
} as const;
export type ProductEventType = (typeof ProductEventType)[keyof typeof ProductEventType];

export const PRODUCT_EVENT_LABEL: Record<ProductEventType, string> = {
  1: 'inbound:eventType.inspection',
  3: 'inbound:eventType.shipWithLabelApplication',
  4: 'inbound:eventType.reshipApplication',
  5: 'inbound:eventType.cashOutApplication',
  6: 'inbound:eventType.consignmentApplication',
  7: 'inbound:eventType.switchUserApplication',
  8: 'inbound:eventType.shelfChange',
  10: 'inbound:eventType.forecast',
  11: 'inbound:eventType.outbound',
  15: 'inbound:eventType.inbound',
  16: 'inbound:eventType.flexApplication',
  17: 'inbound:eventType.repairApplication',
  312: 'inbound:eventType.shipWithLabelResult',
  412: 'inbound:eventType.reshipResult',
  512: 'inbound:eventType.cashOutResult',
  612: 'inbound:eventType.consignmentResult',
  712: 'inbound:eventType.switchUserResult',
  1612: 'inbound:eventType.flexResult',
  1712: 'inbound:eventType.repairResult',
};

/** Application events (3-7) and the result event each leads to (spec section 4: 3 -> 312 ...). */
export const APPLICATION_RESULT_EVENT: Partial<Record<ProductEventType, ProductEventType>> = {
  3: 312,
  4: 412,
  5: 512,
  6: 612,
  7: 712,
  16: 1612,
  17: 1712,
};

/** The spec's Event (section 3) as the API sends it. Money fields are integer cents. */
export type ProductEvent = {
  id: number;
  type: ProductEventType;
  gmtCreate: string;
  gmtModify: string;
  logNo: string;
  batchNo: string;
  oddNo: string;
  operator: string;
  brand: string;
  remarks: string;
  sku: string;
  spec: string;
  pku: string;
  oneId: string;
  checkResult: number | null;
  imgList: string[];
  wareName: string;
  shelvesName: string;
  wareDays: number | null;
  wareFee: number | null;
  outType: number | null;
  outTime: string | null;
  deliveryFee: number | null;
  otherFee: number | null;
  flowStatus: number | null;
  preId: number | null;
  packId: number | null;
  platOrderNo: string;
  eventType: ProductEventType;
};
