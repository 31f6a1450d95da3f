/**
 * SKU catalogue codes without zod: a SKU's status and its size limit. The tablet's offline SKU
 * cache reads them; the request and row schemas are in skus.ts (which re-exports this module).
 */
export const SkuStatus = { enabled: 1, disabled: 2 } as const;
export type SkuStatus = (typeof SkuStatus)[keyof typeof SkuStatus];
export const SKU_STATUS_LABEL: Record<SkuStatus, string> = {
  1: 'skus:skuStatus.enabled',
  2: 'skus:skuStatus.disabled',
};

export const SKU_SIZES_MAX = 60;
