import fs from 'node:fs/promises';
import path from 'node:path';
import { restoreAlignedHesitations } from '@server/speech/hesitations/restore-aligned';
import { transcriptOf } from '@server/speech/language/present-transcript';
import type { Recognition } from '@server/speech/transcriber';
import { listEvalFixtures } from './fixtures/ensure-fixture';
import { fixtureAudio } from './fixtures/fixture-audio';
import { recognitionCacheDir } from './fixtures/recognition-cache';
import { comparableWords, joinCompounds } from './fixtures/word-error-rate';

/**
 * Usage: npx tsx scripts/word-errors.ts [NAME...]
 *
 * The word errors of the development set's kept recognitions (scripts/tune-hesitations.ts keeps
 * them) after the hesitation stage, each as reference > transcript in its context: what a word
 * error comes from. Close to, not the same as, eval:speech's figure (no lexical stage, and the
 * recognition of that run, not this one). Development set only.
 */
async function main(argv: string[]): Promise<number> {
  const names = argv.filter((a) => !a.startsWith('-'));
  const corpus = (await listEvalFixtures()).filter(
    (c) => c.set === 'dev' && (names.length === 0 || names.includes(c.name)),
  );
  let errors = 0;
  let total = 0;
  for (const fixture of corpus) {
    let recognition: Recognition;
    try {
      recognition = JSON.parse(
        await fs.readFile(path.join(recognitionCacheDir(), `${fixture.name}.json`), 'utf8'),
      ) as Recognition;
    } catch {
      continue;
    }
    const { audio, labels, profile, threshold } = await fixtureAudio(fixture.name);
    const { words } = restoreAlignedHesitations({
      recognition,
      samples: audio.samples,
      sampleRate: audio.sampleRate,
      energy: { profile, threshold },
    });
    const hypWords = comparableWords(transcriptOf(words));
    const ref = joinCompounds(comparableWords(labels.text), hypWords);
    const hyp = joinCompounds(hypWords, ref);
    // Levenshtein with back-pointers.
    const n = ref.length;
    const m = hyp.length;
    const d = Array.from({ length: n + 1 }, (_, i) =>
      Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= n; i++)
      for (let j = 1; j <= m; j++)
        d[i]![j] = Math.min(
          d[i - 1]![j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1),
          d[i - 1]![j]! + 1,
          d[i]![j - 1]! + 1,
        );
    const ops: string[] = [];
    let i = n;
    let j = m;
    while (i > 0 || j > 0) {
      if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1)) {
        ops.push(ref[i - 1] === hyp[j - 1] ? `=${ref[i - 1]}` : `S:${ref[i - 1]}>${hyp[j - 1]}`);
        i--;
        j--;
      } else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) {
        ops.push(`D:${ref[i - 1]}`);
        i--;
      } else {
        ops.push(`I:${hyp[j - 1]}`);
        j--;
      }
    }
    ops.reverse();
    const e = ops.filter((o) => !o.startsWith('=')).length;
    errors += e;
    total += n;
    console.log(`\n${fixture.name}: ${e}/${n} = ${((100 * e) / n).toFixed(1)}%`);
    ops.forEach((o, k) => {
      if (o.startsWith('=')) return;
      const ctx = (a: number, b: number) =>
        ops
          .slice(Math.max(0, a), b)
          .map((x) => (x.startsWith('=') ? x.slice(1) : `[${x}]`))
          .join(' ');
      console.log(`  ${o.padEnd(28)} ${ctx(k - 3, k)} ... ${ctx(k + 1, k + 4)}`);
    });
  }
  console.log(`\nall: ${errors}/${total} = ${((100 * errors) / total).toFixed(2)}%`);
  return 0;
}

main(process.argv.slice(2)).then(
  (c) => (process.exitCode = c),
  (e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  },
);
