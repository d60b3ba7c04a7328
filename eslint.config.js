import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundariesRule } from './scripts/lint/import-boundaries.ts';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'prettier.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and hooks are async by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (tool config files excepted).' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,bench,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Tools read these files by their default export.
    files: ['**/*.config.{ts,js}', 'e2e/playwright.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Migrations sort by their number: 0001-foundation.ts.
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': '[0-9][0-9][0-9][0-9]-+([a-z0-9-])' }],
    },
  },
  {
    // Module augmentation of Fastify's types needs `interface` (declaration merging).
    files: ['apps/server/src/plugins/**/*.ts', 'apps/server/src/app.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, portal: { rules: { 'import-boundaries': importBoundariesRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web layering (bulletproof-react): app -> features -> shared; features never import each other.
      'portal/import-boundaries': ['error', { webSourceRoot: 'apps/web/src' }],
    },
  },
  {
    // The server never reaches into the web app, and packages depend on no app.
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@portal/web'], message: 'The server and packages do not import the web app.' },
          ],
        },
      ],
    },
  },
  {
    // Journeys take `test` from e2e/support/test.ts: it fails a journey on a CSP violation (issue 24).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import { expect, test } from e2e/support/test.ts: it fails the journey on a CSP violation.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      // expect.any()/arrayContaining() are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
