import path from 'node:path';
import type * as ort from 'onnxruntime-node';
import { HESITATION_PROBE_PATH } from '@server/speech/engines/moonshine/hesitation-probe';
import type { HesitationProbe } from '@server/speech/engines/moonshine/hesitation-probe';
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

const USAGE = `Usage: npx tsx scripts/train-hesitation-probe.ts [--dry-run] [--out FILE] [--exclude NAME,...] [--folds K] [--no-revoice]

Trains the hesitation probe (ADR 46) on the development set only: Moonshine's encoder is run over
each development speech (cut at the widest word gap every 12-20 s, as the segment planner
cuts), each encoder frame is labelled 1 inside a labelled hesitation and 0 elsewhere, and a
logistic regression (standardised inputs, positives weighted to balance, L2 ${L2}, ${STEPS}
full-batch steps) learns one weight per encoder dimension. The standardisation is folded into the
weights, so the worker scores a frame with one dot product. Writes
${path.relative(process.cwd(), HESITATION_PROBE_PATH)} unless --dry-run; prints the
frame-level AUC on the development set and, as a report only, on the held-out set.

Each development speech is also said by the other development voices (${DEV_VOICES.join(', ')}; rendering kept), generated and cached as the corpus
is: the probe hears every hesitation in four voices.

--exclude leaves out the named development speeches and their other voices (to score a probe on
speeches it was not trained on); --out writes the probe there instead; --folds K trains K probes for
cross-validation, each without a K-th of the development speeches (and their other voices), written
beside --out as NAME-fold-N.json, and prints which speeches each left out; --no-revoice trains on the
development speeches as they are (ADR 46's probe), for comparison.`;

async function framesOf(
  encoder: ort.InferenceSession,
  wavPath: string,
  labels: FixtureLabels,
): Promise<Frames> {
  const { rows, dims, times } = await encoderFrames(encoder, wavPath, labels.words);
  const hesitations = labels.fillers.filter((f) => f.type === 'hesitation');
  const frameLabels = Uint8Array.from(times, (t) =>
    hesitations.some((h) => t >= h.start && t <= h.end) ? 1 : 0,
  );
  return { x: rows, labels: frameLabels, dims };
}

async function main(argv: string[]): Promise<number> {
  const { help, dryRun, out, folds, valueOf } = trainerArgs(argv, HESITATION_PROBE_PATH);
  if (help) {
    console.log(USAGE);
    return 0;
  }
  const revoice = !argv.includes('--no-revoice');
  const excluded = new Set((valueOf('--exclude') ?? '').split(',').filter(Boolean));
  const encoder = await encoderSession();
  const train = (speeches: SpeechFrames[]): HesitationProbe => {
    const frames = joinFrames(speeches.map((s) => s.frames));
    const positives = frames.labels.reduce((sum, l) => sum + l, 0);
    console.log(
      `training on ${speeches.length} speeches, ${frames.labels.length} frames, ${positives} in hesitations`,
    );
    const started = performance.now();
    const { bias, weights } = fitProbe(frames);
    console.log(`trained in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return {
      about:
        'Logistic regression on Moonshine Tiny encoder frames: a hesitation frame against any other. Made by scripts/train-hesitation-probe.ts (ADR 46); do not edit.',
      trainedOn: speeches.map((s) => s.name),
      frames: frames.labels.length,
      hesitationFrames: positives,
      bias,
      weights,
    };
  };
  const framesWith = (wavPath: string, labels: FixtureLabels) => framesOf(encoder, wavPath, labels);
  const dev = await setFrames('dev', framesWith, { revoice, excluded });
  if (folds > 1) {
    await trainFolds(dev, folds, train, { out, dryRun, what: 'frame AUC' });
    return 0;
  }
  const probe = train(dev);
  console.log(`frame AUC, development set (trained on): ${probeAuc(dev, probe)}`);
  const test = await setFrames('test', framesWith, { excluded });
  console.log(`frame AUC, held-out set (report only): ${probeAuc(test, probe)}`);
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
