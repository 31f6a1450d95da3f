/** The bulk dropship screens (src/client/app/routes/business/outbound-bulk.ts). */
export const BULK_PATHS = {
  upload: '/business/in-warehouse/inventory/bulkreship',
  detail: (id: number) => `/business/in-warehouse/inventory/bulkreship/detail?id=${id}`,
} as const;
