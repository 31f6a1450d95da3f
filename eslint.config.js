import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every client feature folder, so a new area gets its boundary without editing this file.
const clientFeatures = fs
  .readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientSharedFolders = ['components', 'api', 'stores', 'offline', 'i18n', 'pwa', 'routing'];

/**
 * No barrel files. A later block that sets no-restricted-imports replaces the rule for its files
 * entirely, so every block that sets it lists this pattern again.
 */
const NO_BARRELS = {
  group: ['**/index', '**/index.ts'],
  message: 'No barrel files: import the module itself.',
};

/** Where a devDependency may be imported: tests and their kits, configs, benches, CI scripts and the service worker (bundled at build). */
const DEV_DEPENDENCY_FILES = [
  'tests/**',
  '**/*.test.{ts,tsx}',
  '**/test-kit.{ts,tsx}',
  'sw/**',
  '*.config.{js,ts}',
  '.ci/**',
];

/**
 * The files of a server module (src/server/modules/<area>/) that other modules may import: the
 * functions it offers them. A module not named here is imported by no other module. A new entry is a
 * decision: name the file here.
 */
const SERVER_MODULE_ENTRIES = {
  auth: ['passwords.ts', 'password-again.ts'],
  inbound: ['receiving-service.ts', 'returns-service.ts'],
  inspection: ['inspection-service.ts'],
  inventory: ['item-filter.ts', 'item-lists.ts'],
  labels: ['carrier-connection.ts', 'carrier-adapter.ts', 'carrier-errors.ts', 'order-labels.ts'],
  listing: ['item-delisting.ts', 'marketplace-fees.ts', 'market-reading.ts', 'sale-returns.ts'],
  outbound: [
    'order-engine.ts',
    'batch-ops.ts',
    'batch-membership.ts',
    'consignment-service.ts',
    'reship-label-job.ts',
    'reship-label-quote.ts',
  ],
  repair: ['work-ops.ts', 'task-complete.ts'],
  shelving: ['shelving-service.ts'],
  skus: ['sku-service.ts'],
  // overview-service.ts: the BI board extends Finance/Overview's figures (balances, daily totals, waiting).
  wallet: ['ledger-service.ts', 'ledger-export.ts', 'rate-service.ts', 'overview-service.ts'],
};
const serverModulesDir = new URL('./src/server/modules/', import.meta.url);
const SERVER_MODULES = fs
  .readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const [area, files] of Object.entries(SERVER_MODULE_ENTRIES)) {
  for (const file of files) {
    if (!fs.existsSync(new URL(`${area}/${file}`, serverModulesDir)))
      throw new Error(`SERVER_MODULE_ENTRIES names src/server/modules/${area}/${file}, which does not exist`);
  }
}
const serverModuleEntries = Object.entries(SERVER_MODULE_ENTRIES).flatMap(([area, files]) =>
  files.map((file) => `./${area}/${file}`),
);

/**
 * The other folders of src/domain that a folder imports besides its own and kernel/: the imports
 * between areas as they are. A folder not named here imports only itself and kernel/. A new entry
 * is a decision: name the folder here. kernel/ reaches three areas: imports.ts (the spreadsheet
 * columns checked like the areas' own forms) and products.ts (a warehouse's pseudo shelf).
 */
const DOMAIN_AREA_IMPORTS = {
  accounts: ['auth'],
  bi: ['inventory', 'listing', 'outbound', 'wallet'],
  downloads: ['inspection', 'inventory', 'warehouses'],
  inspection: ['inbound'],
  inventory: ['inbound', 'inspection', 'outbound'],
  kernel: ['inbound', 'skus', 'warehouses'],
  outbound: ['labels', 'listing', 'sourcing', 'wallet'],
  skus: ['inbound'],
  sourcing: ['labels', 'listing'],
  sync: ['inbound', 'inspection', 'outbound', 'repair', 'skus'],
  wallet: ['warehouses'],
};
const domainDir = new URL('./src/domain/', import.meta.url);
const DOMAIN_FOLDERS = fs
  .readdirSync(domainDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
for (const [folder, others] of Object.entries(DOMAIN_AREA_IMPORTS)) {
  for (const name of [folder, ...others]) {
    if (!DOMAIN_FOLDERS.includes(name))
      throw new Error(`DOMAIN_AREA_IMPORTS names src/domain/${name}/, which does not exist`);
  }
}

/** The modules of src/domain (<folder>/<file>) that define zod schemas: a rules module never imports them. */
const ZOD_AREA_MODULES = [
  'accounts/accounts',
  'auth/auth',
  'downloads/downloads',
  'inbound/inbound',
  'inspection/inspection',
  'inventory/inventory',
  'inventory/views',
  'kernel/imports',
  'kernel/products',
  'labels/labels',
  'shelving/shelving',
  'skus/brands',
  'skus/skus',
  'sync/pull',
  'sync/sync',
  'warehouses/warehouses',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
        },
      ],
      'import-x/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [NO_BARRELS] }],
    },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      // Without a parser for TypeScript the plugin reads no imported module: no-cycle saw no cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // No import cycles in the app. Tests import the app, never the other way, so a cycle through a
    // test file would stay among tests; and a cycle cannot pass through a package (none imports our
    // code back): following neither finds the same cycles in a part of the lint's time.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Every package imported is declared; runtime code (src/) uses only dependencies.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: DEV_DEPENDENCY_FILES, optionalDependencies: false, peerDependencies: false },
      ],
    },
  },
  {
    // Server layers (README, Folders): a module imports the kernel and the shared server folders,
    // src/domain, its own folder, and another module only through that module's entry files.
    files: ['src/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/server',
              from: ['./src/client', './sw', './tests'],
              message: 'The server never imports client, service worker or test code.',
            },
            {
              target: './src/server/modules',
              from: './src/server',
              except: [
                './modules',
                './kernel',
                './http',
                './db',
                './jobs',
                './imports',
                './files',
                './config.ts',
              ],
              message:
                'A server module imports kernel/, http/, db/, jobs/, imports/, files/, config.ts and src/domain.',
            },
            ...SERVER_MODULES.map((area) => ({
              target: `./src/server/modules/${area}`,
              from: './src/server/modules',
              except: [`./${area}`, ...serverModuleEntries],
              message:
                'Another server module only through its entry files (SERVER_MODULE_ENTRIES, eslint.config.js).',
            })),
            {
              target: './src/server/kernel',
              from: './src/server',
              except: ['./kernel', './http', './db', './config.ts'],
              message: 'The kernel sits under every area: it imports http/, db/ and config.ts only.',
            },
            {
              target: ['./src/server/http', './src/server/db'],
              from: ['./src/server/kernel', './src/server/modules'],
              message: 'http/ and db/ sit under the kernel and the modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_BARRELS,
            {
              group: ['**/server/**', '**/client/**'],
              message: 'src/domain is pure: no server or client imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // src/domain layers (README, Folders): a folder imports itself, kernel/ and the other folders
    // DOMAIN_AREA_IMPORTS names for it.
    files: ['src/domain/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: DOMAIN_FOLDERS.map((folder) => ({
            target: `./src/domain/${folder}`,
            from: './src/domain',
            except: [...new Set([folder, 'kernel', ...(DOMAIN_AREA_IMPORTS[folder] ?? [])])].map(
              (name) => `./${name}`,
            ),
            message:
              'A src/domain folder imports itself, kernel/ and only the folders DOMAIN_AREA_IMPORTS names for it (eslint.config.js).',
          })),
        },
      ],
    },
  },
  {
    // The codes and rules the warehouse portal's first load needs (its offline caches, the scan
    // listener) stay free of zod; the schemas that use them live in the area's own module.
    files: ['src/domain/*/rules.ts', 'src/domain/*/*-rules.ts', 'src/domain/kernel/one-id.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'A *-rules module is zod-free: schemas go in the area module.' }],
          patterns: [
            NO_BARRELS,
            {
              group: ['**/server/**', '**/client/**'],
              message: 'src/domain is pure: no server or client imports.',
            },
            {
              // The area modules that define zod schemas, from another folder or from their own.
              group: ZOD_AREA_MODULES.flatMap((file) => [`../${file}`, `./${file.split('/')[1]}`]),
              message: 'This area module carries zod schemas: import its rules module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_BARRELS,
            { group: ['**/server/**'], message: 'The client never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    // Client boundaries: app/ composes features into layouts; a feature never reaches into another
    // feature, nor up into app/ or layouts/; layouts never import a feature or app/; the shared
    // folders import none of features/, app/ or layouts/.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...clientFeatures.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move shared code to a shared folder, or compose in app/.',
            })),
            {
              target: './src/client/features',
              from: ['./src/client/app', './src/client/layouts'],
              message: 'A feature never imports app/ or layouts/: app/ composes features.',
            },
            ...clientSharedFolders.map((folder) => ({
              target: `./src/client/${folder}`,
              from: ['./src/client/features', './src/client/app', './src/client/layouts'],
              message: 'Shared client code never imports features/, app/ or layouts/.',
            })),
            {
              target: './src/client/layouts',
              from: ['./src/client/features', './src/client/app'],
              message: 'Layouts never import a feature or app/: app/ composes features into the layouts.',
            },
          ],
        },
      ],
    },
  },
);
