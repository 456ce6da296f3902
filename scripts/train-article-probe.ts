import fs from 'node:fs/promises';
import path from 'node:path';
import type * as ort from 'onnxruntime-node';
import type { ArticleProbe } from '@server/speech/engines/moonshine/article-probe';
import {
  ARTICLE_PROBE_PATH,
  onsetFrameScore,
} from '@server/speech/engines/moonshine/article-probe';
import type { FixtureLabels } from './fixtures/ensure-fixture';
import {
  ensureFixture,
  ensureFixtureFrom,
  listEvalFixtures,
  loadSpec,
} from './fixtures/ensure-fixture';
import { encoderFrames, encoderSession } from './fixtures/encoder-frames';
import type { Frames } from './fixtures/probe-training';
import { areaUnderCurve, frameScores, joinFrames, trainProbe } from './fixtures/probe-training';

const L2 = 10;
const STEPS = 400;
const RATE = 0.5;
/** As the hesitation probe's trainer: each development speech is also said by the other voices. */
const DEV_VOICES = ['awb', 'kal16', 'rms', 'slt'] as const;

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
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const dryRun = argv.includes('--dry-run');
  const valueOf = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const out = valueOf('--out') ?? ARTICLE_PROBE_PATH;
  const folds = Number(valueOf('--folds') ?? 1);
  const encoder = await encoderSession();
  const corpus = await listEvalFixtures();
  const setExamples = async (set: 'dev' | 'test') => {
    const speeches: Array<{ name: string; source: string; frames: Frames }> = [];
    for (const c of corpus.filter((f) => f.set === set)) {
      const fixtures = [{ name: c.name, fixture: await ensureFixture(c.name) }];
      if (set === 'dev') {
        const spec = await loadSpec(c.name);
        for (const voice of DEV_VOICES.filter((v) => v !== spec.voice)) {
          const name = `voiced-${c.name.replace(/^eval-/, '')}-as-${voice}`;
          const fixture = await ensureFixtureFrom(name, { ...spec, voice, eval: undefined });
          fixtures.push({ name, fixture });
        }
      }
      for (const { name, fixture } of fixtures) {
        const frames = await examplesOf(encoder, fixture.wavPath, fixture.labels);
        speeches.push({ name, source: c.name, frames });
      }
    }
    return speeches;
  };
  const train = (speeches: Array<{ name: string; frames: Frames }>): ArticleProbe => {
    const frames = joinFrames(speeches.map((s) => s.frames));
    const the = frames.labels.reduce((sum, l) => sum + l, 0);
    console.log(
      `training on ${speeches.length} speeches, ${frames.labels.length} articles, ${the} "the"`,
    );
    const { bias, weights } = trainProbe(frames, { l2: L2, steps: STEPS, rate: RATE });
    return {
      about:
        'Logistic regression on Moonshine Tiny encoder frames: the first frame of "the" against that of "a". Made by scripts/train-article-probe.ts (ADR 56); do not edit.',
      trainedOn: speeches.map((s) => s.name),
      examples: frames.labels.length,
      theExamples: the,
      bias: Number(bias.toFixed(6)),
      weights: weights.map((w) => Number(w.toFixed(6))),
    };
  };
  const auc = (speeches: Array<{ frames: Frames }>, probe: ArticleProbe) => {
    const frames = joinFrames(speeches.map((s) => s.frames));
    return areaUnderCurve(frameScores(frames, probe), frames.labels).toFixed(4);
  };
  const write = async (file: string, probe: ArticleProbe) => {
    if (dryRun) return;
    await fs.writeFile(file, `${JSON.stringify(probe, null, 1)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  };

  const dev = await setExamples('dev');
  if (folds > 1) {
    const sources = [...new Set(dev.map((s) => s.source))];
    for (let k = 0; k < folds; k++) {
      const held = new Set(sources.filter((_, i) => i % folds === k));
      const probe = train(dev.filter((s) => !held.has(s.source)));
      const heldOriginals = dev.filter((s) => held.has(s.source) && s.name === s.source);
      console.log(`fold ${k}: ${[...held].join(' ')}; AUC on them ${auc(heldOriginals, probe)}`);
      await write(out.replace(/\.json$/, `-fold-${k}.json`), probe);
    }
    return 0;
  }
  const probe = train(dev);
  console.log(`AUC, development set (trained on): ${auc(dev, probe)}`);
  const test = await setExamples('test');
  console.log(`AUC, held-out set (report only): ${auc(test, probe)}`);
  await write(out, probe);
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
