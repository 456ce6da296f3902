import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: pathAliases },
  test: {
    // Every core: npm test runs the browser tests after these, not beside them (ADR 54). Vitest's
    // default leaves one core free, which on 2 cores is one worker: 5.2 min instead of 3.3.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.isolated.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One module graph per worker for all the files, as the client's (ADRs 35, 65): a fresh one
          // per file was 118 s of imports summed (2 min of the run on 2 cores), and each file
          // loaded Moonshine's model again. The tests build their own apps, databases and
          // directories; a spy is restored in the file that sets it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces a module (vi.mock) keeps a module graph of its own (see client).
          name: 'server-isolated',
          environment: 'node',
          include: [
            'server/**/*.isolated.test.ts',
            'common/**/*.isolated.test.ts',
            'scripts/**/*.isolated.test.ts',
          ],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          // tests/agreement renders the page with what the server's coach wrote: both sides meet there.
          include: ['app/**/*.test.{ts,tsx}', 'tests/agreement/**/*.test.{ts,tsx}'],
          exclude: ['**/*.isolated.test.{ts,tsx}'],
          // The screens' chunks load before any test can start fetching one (code-split-modules.ts).
          setupFiles: ['./app/test/setup.ts', './app/test/load-code-split-modules.ts'],
          // jsdom renders slowly beside the browser tests (npm test runs both at once).
          testTimeout: 30_000,
          // One jsdom and one module graph for all the files: a fresh one per file was 240 s of the
          // client's 4 min alone (environment, imports, setup), 84 s without. setup.ts resets what
          // a test leaves behind (DOM, storage, IndexedDB, stores, timers, stubbed globals).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces a module (vi.mock) needs a module graph of its own: in the shared
          // one the real module is already loaded. Such files are named *.isolated.test.tsx.
          name: 'client-isolated',
          environment: 'jsdom',
          include: ['app/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['./app/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
