/** Replaced at build time by vite.config.ts `define` (the release this bundle belongs to). */
declare const __APP_VERSION__: string;
/** Replaced at build time by vite.config.ts `define`: the build day, YYYY-MM-DD. */
declare const __BUILD_DATE__: string;
