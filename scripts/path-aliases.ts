import { fileURLToPath } from 'node:url';

// The import aliases of tsconfig.base.json `paths`, for Vite and Vitest (tsx
// and Playwright read them from tsconfig.json itself).
const at = (dir: string) => fileURLToPath(new URL(`../${dir}`, import.meta.url));

export const pathAliases = {
  '@app': at('app'),
  '@server': at('server'),
  '@common': at('common'),
  '@scripts': at('scripts'),
  '@tests': at('tests'),
};
