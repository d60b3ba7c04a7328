import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    plugins: { 'check-file': checkFile, 'import-x': importX },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins and hooks are async by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
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
    rules: { 'import-x/no-default-export': 'off' },
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
    files: ['apps/server/src/plugins/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web layering (bulletproof-react): app -> features -> shared; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/features/*/',
              from: './apps/web/src/features/*/',
              except: ['./'],
              message: 'Features never import each other: compose them in src/app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import from src/app.',
            },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/hooks',
                './apps/web/src/testing',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code never imports features or app.',
            },
          ],
        },
      ],
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
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      // expect.any()/arrayContaining() are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
