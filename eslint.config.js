import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every client feature folder, so a new area gets its boundary without editing this file.
const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientSharedFolders = ['components', 'api', 'stores', 'offline', 'i18n', 'pwa', 'routing'];

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
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
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
    // The codes and rules the warehouse portal's first load needs (its offline caches, the scan
    // listener) stay free of zod; the schemas that use them live in the area's own module.
    files: ['src/domain/*-rules.ts', 'src/domain/one-id.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'A *-rules module is zod-free: schemas go in the area module.' }],
          patterns: [
            {
              group: ['**/server/**', '**/client/**'],
              message: 'src/domain is pure: no server or client imports.',
            },
            {
              // The area modules that define zod schemas.
              group: [
                ...[
                  './accounts',
                  './auth',
                  './skus-brands',
                  './downloads',
                  './imports',
                  './inbound',
                  './inspection',
                ],
                ...['./inventory', './products', './shelving', './skus', './inventory-views', './sync'],
                ...['./sync-pull', './warehouses'],
              ],
              message: 'This area module carries zod schemas: import its *-rules module.',
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
        { patterns: [{ group: ['**/server/**'], message: 'The client never imports server code.' }] },
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
