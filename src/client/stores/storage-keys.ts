/**
 * Every local-storage key the client writes, named once (spec section 3 "Local data").
 * The settings store spreads itself over sidebarType, layout and language so each of those
 * can be read on its own before React starts (the i18n setup reads the language).
 */
export const STORAGE_KEYS = {
  settings: 'solestack.settings',
  sidebarType: 'solestack.sidebar_type',
  layout: 'solestack.layout',
  language: 'solestack.app_language',
  session: 'solestack.session',
  warehouseInInfo: 'solestack.warehouse_in_info',
  warehouseInSkuList: 'solestack.warehouse_in_sku_list',
  /** The camera the inspector picked for inspection photos (a media deviceId). */
  inspectionCamera: 'solestack.inspection_camera',
  queryCache: 'solestack.query_cache',
} as const;

/** Cookies shared with the server and the menus (spec section 7). */
export const COOKIE_KEYS = {
  wareId: 'wareId',
  userAuth: 'userAuth',
} as const;
