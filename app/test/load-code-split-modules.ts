import { beforeAll } from 'vitest';
import { codeSplitModules } from './code-split-modules';

// A setup file of the shared-graph client project only (vitest.config.ts): an isolated file's
// vi.mock must come before the modules it replaces are loaded. In the shared graph this costs the
// first file of a batch only.
beforeAll(async () => {
  await Promise.all(Object.values(codeSplitModules).map((load) => load()));
});
