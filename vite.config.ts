import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_VERSION } from './src/domain/kernel/version';

/**
 * Client build: React PWA -> dist/client, served by the Fastify server (STATIC_DIR).
 * The service worker is our own source (sw/sw.ts, injectManifest); we register it ourselves
 * with workbox-window (src/client/pwa/register-service-worker.ts), so nothing is injected here.
 * __APP_VERSION__ and __BUILD_DATE__ are declared in src/client/pwa/build-constants.d.ts.
 */

/** Dark shell colour (Mantine dark[7]) so the splash screen and title bar match the app. */
export const SHELL_COLOR = '#1f1f1f';

const BUILD_DATE = process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10);

/** Head tags for the icons; added only when index.html does not already carry them. */
function iconLinks(): Plugin {
  const tags = [
    { marker: 'rel="icon"', tag: '<link rel="icon" href="/favicon.ico" sizes="48x48">' },
    {
      marker: 'image/svg+xml',
      tag: '<link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml">',
    },
    {
      marker: 'rel="apple-touch-icon"',
      tag: '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png">',
    },
    { marker: 'name="theme-color"', tag: `<meta name="theme-color" content="${SHELL_COLOR}">` },
  ];
  return {
    name: 'solestack-icon-links',
    transformIndexHtml(html) {
      const missing = tags.filter((t) => !html.includes(t.marker)).map((t) => t.tag);
      return missing.length ? html.replace('</head>', `  ${missing.join('\n    ')}\n  </head>`) : html;
    },
  };
}

/** Libraries every screen needs: their own long-lived chunks, so a release only re-downloads our code. */
const CORE_VENDORS: Array<[RegExp, string]> = [
  [/node_modules\/(react|react-dom|scheduler)\//, 'vendor-react'],
  [/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//, 'vendor-router'],
  [/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//, 'vendor-i18n'],
  [/node_modules\/@tanstack\//, 'vendor-query'],
];

/**
 * Chunking: the core vendors apart. Mantine is deliberately left to Rollup: the components the
 * first screen uses join the entry chunk and the others stay with the lazy screens that use
 * them. One "vendor-mantine" chunk measured 30 KB gzipped more on the first load.
 */
function chunkOf(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  return CORE_VENDORS.find(([pattern]) => pattern.test(id))?.[1];
}

/**
 * Rollup's warnings, except one about a dependency's code we cannot change: zod 4 writes
 * "@__PURE__" inside prose comments (zod/v4/core/util.js, regexes.js), which Rollup reports as an
 * annotation it cannot interpret before dropping the comment. Nothing in the bundle changes.
 */
const onwarn: NonNullable<Rollup.RollupOptions['onwarn']> = (warning, warn) => {
  if (warning.code === 'INVALID_ANNOTATION' && /node_modules\/zod\//.test(warning.id ?? '')) return;
  warn(warning);
};

export default defineConfig({
  plugins: [
    react(),
    iconLinks(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        id: './',
        name: 'SoleStack Warehouse',
        short_name: 'SoleStack',
        description: 'Warehouse, consignment and cross-listing for sneaker resale businesses',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: SHELL_COLOR,
        background_color: SHELL_COLOR,
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: JS/CSS (locales are bundled into the JS), index.html and the icons.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: ['**/.vite/**'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __BUILD_DATE__: JSON.stringify(BUILD_DATE),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: the web benchmark reads chunk sizes per route from it.
    manifest: true,
    sourcemap: false,
    // Vite's default chunkSizeWarningLimit (500 kB): the largest chunk is the camera's barcode
    // reader (@zxing/browser, about 450 kB, loaded only when the camera opens).
    rollupOptions: { onwarn, output: { manualChunks: chunkOf } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
