import fs from 'node:fs/promises';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import { HESITATION_PROBE_PATH } from '@server/speech/engines/moonshine/hesitation-probe';
import type { HesitationProbe } from '@server/speech/engines/moonshine/hesitation-probe';
import { scanWindows } from '@server/speech/hesitations/scan-hesitations';
import { readWav } from '@server/speech/wav';
import type { FixtureLabels } from './fixtures/ensure-fixture';
import { ensureFixture, listEvalFixtures } from './fixtures/ensure-fixture';
import type { Frames } from './fixtures/probe-training';
import { areaUnderCurve, frameScores, trainProbe } from './fixtures/probe-training';

const L2 = 10;
const STEPS = 400;
const RATE = 0.5;

const USAGE = `Usage: npx tsx scripts/train-hesitation-probe.ts [--dry-run]

Trains the hesitation probe (ADR 46) on the development set only: Moonshine's encoder is run over
each development speech (cut at the widest word gap every 12-20 s, as the segment planner
cuts), each encoder frame is labelled 1 inside a labelled hesitation and 0 elsewhere, and a
logistic regression (standardised inputs, positives weighted to balance, L2 ${L2}, ${STEPS}
full-batch steps) learns one weight per encoder dimension. The standardisation is folded into the
weights, so the worker scores a frame with one dot product. Writes
${path.relative(process.cwd(), HESITATION_PROBE_PATH)} unless --dry-run; prints the
frame-level AUC on the development set and, as a report only, on the held-out set.`;

async function framesOf(
  encoder: ort.InferenceSession,
  wavPath: string,
  labels: FixtureLabels,
): Promise<Frames> {
  const audio = await readWav(wavPath);
  if (audio.sampleRate !== 16_000) throw new Error(`${wavPath}: ${audio.sampleRate} Hz`);
  const samples = Float32Array.from(audio.samples, (s) => s / 32768);
  const duration = samples.length / 16_000;
  const rows: Float32Array[] = [];
  const times: number[] = [];
  // Cut as the segment planner cuts, and as the scan reads a recording (scan-hesitations.ts).
  for (const window of scanWindows(labels.words, { start: 0, end: duration })) {
    const a = Math.round(window.start * 16_000);
    const b = Math.round(window.end * 16_000);
    const out = await encoder.run({
      input_values: new ort.Tensor('float32', samples.slice(a, b), [1, b - a]),
    });
    const hidden = out.last_hidden_state as ort.Tensor;
    const [, count = 0, dims = 0] = hidden.dims;
    const data = hidden.data as Float32Array;
    for (let t = 0; t < count; t++) {
      rows.push(data.slice(t * dims, (t + 1) * dims));
      times.push(a / 16_000 + ((t + 0.5) * (b - a)) / 16_000 / count);
    }
  }
  const hesitations = labels.fillers.filter((f) => f.type === 'hesitation');
  const dims = rows[0]?.length ?? 0;
  const x = new Float32Array(rows.length * dims);
  rows.forEach((r, i) => x.set(r, i * dims));
  const frameLabels = Uint8Array.from(times, (t) =>
    hesitations.some((h) => t >= h.start && t <= h.end) ? 1 : 0,
  );
  return { x, labels: frameLabels, dims };
}

function joinFrames(all: Frames[]): Frames {
  const dims = all[0]?.dims ?? 0;
  const total = all.reduce((n, f) => n + f.labels.length, 0);
  const x = new Float32Array(total * dims);
  const labels = new Uint8Array(total);
  let at = 0;
  for (const f of all) {
    x.set(f.x, at * dims);
    labels.set(f.labels, at);
    at += f.labels.length;
  }
  return { x, labels, dims };
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const dryRun = argv.includes('--dry-run');
  const encoder = await ort.InferenceSession.create(
    path.join(DEFAULT_MOONSHINE_MODEL_DIR, 'encoder_model.onnx'),
    {
      executionProviders: ['cpu'],
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      enableCpuMemArena: false,
    },
  );
  const corpus = await listEvalFixtures();
  const setFrames = async (set: 'dev' | 'test') => {
    const all: Frames[] = [];
    const names: string[] = [];
    for (const c of corpus.filter((f) => f.set === set)) {
      const { wavPath, labels } = await ensureFixture(c.name);
      all.push(await framesOf(encoder, wavPath, labels));
      names.push(c.name);
    }
    return { frames: joinFrames(all), names };
  };
  const dev = await setFrames('dev');
  const positives = dev.frames.labels.reduce((s, l) => s + l, 0);
  console.log(
    `development set: ${dev.names.length} speeches, ${dev.frames.labels.length} frames, ${positives} in hesitations`,
  );
  const started = performance.now();
  const { bias, weights } = trainProbe(dev.frames, { l2: L2, steps: STEPS, rate: RATE });
  console.log(`trained in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const probe: HesitationProbe = {
    about:
      'Logistic regression on Moonshine Tiny encoder frames: a hesitation frame against any other. Made by scripts/train-hesitation-probe.ts (ADR 46); do not edit.',
    trainedOn: dev.names,
    frames: dev.frames.labels.length,
    hesitationFrames: positives,
    bias: Number(bias.toFixed(6)),
    weights: weights.map((w) => Number(w.toFixed(6))),
  };
  console.log(
    `frame AUC, development set (trained on): ${areaUnderCurve(frameScores(dev.frames, probe), dev.frames.labels).toFixed(4)}`,
  );
  const test = await setFrames('test');
  console.log(
    `frame AUC, held-out set (report only): ${areaUnderCurve(frameScores(test.frames, probe), test.frames.labels).toFixed(4)}`,
  );
  if (!dryRun) {
    await fs.writeFile(HESITATION_PROBE_PATH, `${JSON.stringify(probe, null, 1)}\n`);
    console.log(`wrote ${path.relative(process.cwd(), HESITATION_PROBE_PATH)}`);
  }
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
