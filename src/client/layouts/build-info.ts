import { APP_VERSION } from '../../domain/version';

/**
 * The running build: the version and day vite's `define` writes into the bundle. Outside a vite
 * build (unit tests) the constants do not exist, so the version falls back to the project's and
 * the date stays empty.
 */
export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : APP_VERSION;
export const BUILD_DATE: string = typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : '';
