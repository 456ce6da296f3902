// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Relative imports stay inside their folder's neighbourhood; farther ones use an alias. */
const aliasPatterns = [
  {
    regex: '^(\\.\\./){2,}',
    message:
      'Use an import alias (@app/, @server/, @common/, @scripts/, @tests/) instead of ../../',
  },
  {
    regex: '^\\.\\./(app|server|common|scripts|tests)/',
    message: 'Import another source root through its alias (@app/, @server/, @common/...).',
  },
];

/** A feature uses another only through that feature's public.ts. */
const featurePatterns = [
  {
    regex: '^@app/features/[a-z-]+/(?!public$)',
    message:
      "Import another feature through its public.ts (@app/features/<name>/public); a feature's own files use relative paths.",
  },
];

/** The client types its requests with the shared zod contract but never runs zod. */
const zodFreeClient = {
  paths: [{ name: 'zod', message: 'No zod in the client bundle.' }],
  patterns: [
    {
      group: ['@common/contract/*', '../contract/*', '../../contract/*'],
      allowTypeImports: true,
      message:
        'Import types only from common/contract (it loads zod); values live in zod-free modules.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x cannot parse the TypeScript it follows, and no-cycle sees nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': ['error', { patterns: aliasPatterns }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-default-export': 'error',
      // Imports flow one way: common <- server, common <- app; app and server never meet.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './common',
              from: ['./app', './server'],
              message: 'common/ is shared: it imports neither side.',
            },
            {
              target: './app',
              from: './server',
              message: 'The client talks to the server over HTTP only.',
            },
            { target: './server', from: './app', message: 'The server never imports client code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The client never runs zod: it would cost ~25 KB gzip and probe for eval, which the CSP forbids.
    files: ['app/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['app/**/*.test.{ts,tsx}', 'app/test/**', 'common/**/*.test.ts', 'common/contract/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', zodFreeClient] },
  },
  {
    // Screens (app/routes) and the entry (app/main.tsx) mount features; never the reverse.
    files: ['app/components/**/*.{ts,tsx}', 'app/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...aliasPatterns,
            {
              regex: '^@app/(routes|features)/',
              message: 'Shared client code knows no feature or screen.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature: its own files relative, other features through their public.ts, never a screen.
    files: ['app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...aliasPatterns,
            ...featurePatterns,
            {
              regex: '^@app/routes/',
              message: 'Screens compose features; features never import screens.',
            },
          ],
        },
      ],
    },
  },
  {
    // The service worker is plain JS served as it is from app/public.
    files: ['app/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tools that load a config by default export.
    files: ['*.config.{ts,js}', 'tests/e2e/**/*.config.ts', 'tests/e2e/support/global-setup.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
