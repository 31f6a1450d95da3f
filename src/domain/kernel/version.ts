/** Project version (spec section 3 "App settings"). */
export const APP_VERSION = '1.2.40';
