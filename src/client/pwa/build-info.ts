import { APP_VERSION } from '../../domain/kernel/version';

/**
 * The release and build day of this bundle. Vite replaces __APP_VERSION__ / __BUILD_DATE__
 * (vite.config.ts `define`); under Vitest they are not defined, so the domain constant stands in.
 */
export const BUNDLE_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : APP_VERSION;
export const BUNDLE_BUILD_DATE: string = typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : '';
