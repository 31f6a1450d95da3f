import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
