import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spellingVariants } from './fixtures/spelling-variants';
import { ensureDebianPackages } from './lib/system-deps.mjs';

/**
 * Usage: npx tsx scripts/make-spelling-variants.ts
 *
 * Writes scripts/fixtures/spelling-variants.json, the British spellings word error reads as
 * their American form (ADR 75), from Debian's two English word lists (wbritish, wamerican;
 * installed if missing). The file is committed, so scoring needs neither list.
 */
const LISTS = {
  british: '/usr/share/dict/british-english',
  american: '/usr/share/dict/american-english',
};
const OUT = fileURLToPath(new URL('./fixtures/spelling-variants.json', import.meta.url));

ensureDebianPackages([
  { what: 'British word list', present: () => fs.existsSync(LISTS.british), pkg: 'wbritish' },
  { what: 'American word list', present: () => fs.existsSync(LISTS.american), pkg: 'wamerican' },
]);
const words = (file: string) => fs.readFileSync(file, 'utf8').split('\n');
const variants = spellingVariants(words(LISTS.british), words(LISTS.american));
const file = {
  about:
    'British spellings and the American words Debian wbritish/wamerican and the rules of scripts/fixtures/spelling-variants.ts pair them with. Made by scripts/make-spelling-variants.ts (ADR 75); do not edit.',
  variants,
};
fs.writeFileSync(OUT, `${JSON.stringify(file, null, 1)}\n`);
console.log(`${Object.keys(variants).length} spellings -> ${path.relative(process.cwd(), OUT)}`);
