// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'test-results', 'playwright-report', 'node_modules', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
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
    // The client types its requests with the shared zod contract but never runs
    // zod: it would cost ~25 KB gzip and probe for eval, which the CSP forbids.
    files: ['app/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['app/**/*.test.{ts,tsx}', 'app/test/**', 'common/**/*.test.ts', 'common/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'No zod in the client bundle.' }],
          patterns: [
            {
              group: ['**/common/contract/*'],
              allowTypeImports: true,
              message:
                'Import types only from common/contract (it loads zod); values live in zod-free modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens (app/routes) and the entry (app/main.tsx) mount features; never the reverse.
    files: ['app/features/**/*.{ts,tsx}', 'app/components/**/*.{ts,tsx}', 'app/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/routes/*'],
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
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tools that load a config by default export.
    files: ['*.config.{ts,js}', 'tests/e2e/**/*.config.ts', 'tests/e2e/support/global-setup.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
