import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: pathAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          // tests/agreement renders the page with what the server's coach wrote: both sides meet there.
          include: ['app/**/*.test.{ts,tsx}', 'tests/agreement/**/*.test.{ts,tsx}'],
          setupFiles: ['./app/test/setup.ts'],
          // jsdom renders slowly beside the browser tests (npm test runs both at once).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
