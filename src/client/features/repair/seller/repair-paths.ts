/** Where the seller's repair screens live (business portal, spec `repair-order`). */
export const SELLER_REPAIR_PATH = '/business/repair-order';
export const NEW_REPAIR_PATH = `${SELLER_REPAIR_PATH}/new`;
export const sellerRepairDetailPath = (oddNo: string) =>
  `${SELLER_REPAIR_PATH}/detail?oddNo=${encodeURIComponent(oddNo)}`;
