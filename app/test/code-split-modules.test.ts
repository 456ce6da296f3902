import { describe, expect, it } from 'vitest';
import { codeSplitModules } from './code-split-modules';

// Every source file of the app as text, keyed by its path from this folder.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `specifier` imported from the file at `from`, as a path from this folder, extension added. */
function resolveModule(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  const found = [`${base}.tsx`, `${base}.ts`].find((file) => file in sources);
  if (!found) throw new Error(`${specifier} (imported from ${from}) is not a module of the app`);
  return found;
}

describe('code-split modules the client tests load up front', () => {
  it("lists every module the app imports with import(), but main.tsx's start stages", () => {
    const imported = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      // The entry point's stages run in the browser only; no test imports main.tsx.
      if (file === '../main.tsx') continue;
      for (const match of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
        imported.add(resolveModule(file, match[1]!));
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    expect(Object.keys(codeSplitModules).sort()).toEqual([...imported].sort());
  });
});
