import fs from 'node:fs';
import path from 'node:path';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { spellNumber } from '@server/speech/align/spell-number';
import { spokenForm } from '@server/speech/align/spoken-form';
import { isLowConfidence } from '@server/speech/align/word-confidence';

const USAGE = `Usage: npx tsx scripts/tune-confidence.ts DUMP_DIR [--set dev|test]

Reads the speeches \`npm run eval:speech -- --dump DUMP_DIR\` wrote and says, for
thresholds of word confidence, how many misrecognized words fall under it (the
errors the speaker is shown and language feedback skips) and how many correct
words do (good words wrongly doubted); then the same for the words the analysis
marks (\`lowConfidence\`, what the page dots: a hesitation found in place of a
look-alike word keeps that word's confidence but is not marked). Tune on --set
dev (the default) only; --set test reports the chosen threshold on the held-out set.`;

/** Words compared as said: lower case, no punctuation, digits spelled out, um/uh kept. */
function said(text: string): string[] {
  const form = spokenForm(text);
  if (!form) return [];
  return form.word.split(/[-\s]+/).flatMap((w) => spellNumber(w) ?? [w.replace(/[^a-z0-9']/g, '')]);
}

/** For each hypothesis word: was it recognized right (aligned to the same reference word)? */
export function correctWords(reference: string[], hypothesis: string[][]): boolean[] {
  const hyp = hypothesis.map((parts) => parts.join(' '));
  const ref: string[] = [];
  // Reference words joined the way each hypothesis word spells out ("forty two" for "42") are
  // matched by the aligner below as one token: compare on single words, then fold back.
  const flat = hypothesis.flatMap((parts, i) => parts.map(() => i));
  const hypFlat = hypothesis.flat();
  for (const r of reference) ref.push(r);
  const n = ref.length;
  const m = hypFlat.length;
  const d = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = ref[i - 1] === hypFlat[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + same);
    }
  }
  const ok = new Array<boolean>(m).fill(false);
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const same = ref[i - 1] === hypFlat[j - 1] ? 0 : 1;
    if (d[i]![j] === d[i - 1]![j - 1]! + same) {
      ok[j - 1] = same === 0;
      i--;
      j--;
    } else if (d[i]![j] === d[i - 1]![j]! + 1) i--;
    else j--;
  }
  return hyp.map((_, w) => flat.every((owner, k) => owner !== w || ok[k] === true));
}

function main(argv: string[]): number {
  const dir = argv.find((a) => !a.startsWith('--'));
  const set = argv.includes('--set') ? argv[argv.indexOf('--set') + 1] : 'dev';
  if (!dir) {
    console.error(USAGE);
    return 1;
  }
  const pairs: Array<{ confidence: number; correct: boolean; marked: boolean }> = [];
  let speeches = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const { labels, analysis } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      labels: { text: string; set?: string };
      analysis: SpeechAnalysis;
    };
    if ((labels.set ?? 'dev') !== set) continue;
    speeches++;
    const reference = labels.text.split(/\s+/).flatMap(said);
    const hypothesis = analysis.words.map((w) => said(w.text ?? w.word));
    const correct = correctWords(reference, hypothesis);
    analysis.words.forEach((w, i) =>
      pairs.push({
        confidence: w.confidence,
        correct: correct[i] ?? false,
        marked: w.lowConfidence === true,
      }),
    );
  }
  const errors = pairs.filter((p) => !p.correct).length;
  const good = pairs.length - errors;
  console.log(`${set}: ${speeches} speeches, ${pairs.length} words, ${errors} misrecognized`);
  console.log('below   errors caught   good words doubted   flagged words that are errors');
  for (const t of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) {
    const under = pairs.filter((p) => p.confidence < t);
    const caught = under.filter((p) => !p.correct).length;
    const doubted = under.length - caught;
    const pct = (a: number, b: number) => (b > 0 ? `${((a * 100) / b).toFixed(1)}%` : '-');
    console.log(
      `${t.toFixed(1).padStart(5)}   ${`${caught}/${errors} ${pct(caught, errors)}`.padStart(13)}   ${`${doubted}/${good} ${pct(doubted, good)}`.padStart(18)}   ${pct(caught, under.length).padStart(8)}`,
    );
  }
  const flagged = pairs.filter((p) => isLowConfidence(p.confidence));
  console.log(`lowConfidence as shipped: ${flagged.length} words flagged`);
  const marked = pairs.filter((p) => p.marked);
  const markedErrors = marked.filter((p) => !p.correct).length;
  console.log(
    `marked on the page: ${marked.length} words, ${markedErrors}/${errors} errors caught, ` +
      `${marked.length - markedErrors}/${good} good words doubted`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
