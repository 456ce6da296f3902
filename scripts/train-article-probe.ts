import path from 'node:path';
import type * as ort from 'onnxruntime-node';
import type { ArticleProbe } from '@server/speech/engines/moonshine/article-probe';
import {
  ARTICLE_PROBE_PATH,
  onsetFrameScore,
} from '@server/speech/engines/moonshine/article-probe';
import type { FixtureLabels } from './fixtures/ensure-fixture';
import { encoderFrames, encoderSession } from './fixtures/encoder-frames';
import type { SpeechFrames } from './fixtures/probe-sets';
import {
  DEV_VOICES,
  probeAuc,
  setFrames,
  trainerArgs,
  trainFolds,
  writeProbe,
} from './fixtures/probe-sets';
import type { Frames } from './fixtures/probe-training';
import { fitProbe, joinFrames, PROBE_TRAINING } from './fixtures/probe-training';

const { l2: L2, steps: STEPS } = PROBE_TRAINING;

const USAGE = `Usage: npx tsx scripts/train-article-probe.ts [--dry-run] [--out FILE] [--folds K]

Trains the article probe (ADR 56) on the development set only: Moonshine's encoder is run over
each development speech and over the same text said by the other development voices
(${DEV_VOICES.join(', ')}), cut as the segment planner cuts; every labelled "a" or "the" before a
consonant gives one example, the encoder frame at the word's start (the frame the pipeline reads
at a written "the", article-probe.ts), labelled 1 for "the". A logistic regression (standardised
inputs, classes weighted to balance, L2 ${L2}, ${STEPS} full-batch steps) learns one weight per
encoder dimension, the standardisation folded in. Writes
${path.relative(process.cwd(), ARTICLE_PROBE_PATH)} unless --dry-run; prints the example-level AUC
on the development set and, as a report only, on the held-out set.

--folds K trains K probes for cross-validation, each without a K-th of the development texts in
every voice, written beside --out as NAME-fold-N.json, and prints which speeches each left out and
the AUC on them.`;

const ARTICLES = new Set(['a', 'the']);

/** One example per labelled article before a consonant: its start frame, 1 for "the". */
async function examplesOf(
  encoder: ort.InferenceSession,
  wavPath: string,
  labels: FixtureLabels,
): Promise<Frames> {
  const { rows, dims, tracks } = await encoderFrames(encoder, wavPath, labels.words);
  const picked: Array<{ row: number; label: number }> = [];
  labels.words.forEach((w, i) => {
    const next = labels.words[i + 1]?.word ?? '';
    if (!ARTICLES.has(w.word) || !/^[b-df-hj-np-tv-z]/.test(next)) return;
    const row = onsetFrameScore(tracks, w.start, w.end, (t) => t.scores);
    if (row !== undefined) picked.push({ row, label: w.word === 'the' ? 1 : 0 });
  });
  const x = new Float32Array(picked.length * dims);
  picked.forEach((p, i) => x.set(rows.subarray(p.row * dims, (p.row + 1) * dims), i * dims));
  return { x, labels: Uint8Array.from(picked, (p) => p.label), dims };
}

async function main(argv: string[]): Promise<number> {
  const { help, dryRun, out, folds } = trainerArgs(argv, ARTICLE_PROBE_PATH);
  if (help) {
    console.log(USAGE);
    return 0;
  }
  const encoder = await encoderSession();
  const train = (speeches: SpeechFrames[]): ArticleProbe => {
    const frames = joinFrames(speeches.map((s) => s.frames));
    const the = frames.labels.reduce((sum, l) => sum + l, 0);
    console.log(
      `training on ${speeches.length} speeches, ${frames.labels.length} articles, ${the} "the"`,
    );
    const { bias, weights } = fitProbe(frames);
    return {
      about:
        'Logistic regression on Moonshine Tiny encoder frames: the first frame of "the" against that of "a". Made by scripts/train-article-probe.ts (ADR 56); do not edit.',
      trainedOn: speeches.map((s) => s.name),
      examples: frames.labels.length,
      theExamples: the,
      bias,
      weights,
    };
  };
  const examplesWith = (wavPath: string, labels: FixtureLabels) =>
    examplesOf(encoder, wavPath, labels);
  const dev = await setFrames('dev', examplesWith);
  if (folds > 1) {
    await trainFolds(dev, folds, train, { out, dryRun, what: 'AUC' });
    return 0;
  }
  const probe = train(dev);
  console.log(`AUC, development set (trained on): ${probeAuc(dev, probe)}`);
  const test = await setFrames('test', examplesWith);
  console.log(`AUC, held-out set (report only): ${probeAuc(test, probe)}`);
  await writeProbe(out, probe, dryRun);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
