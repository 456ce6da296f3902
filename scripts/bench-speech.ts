import os from 'node:os';
import type { AnalyzeSpeechOptions, PipelineStage } from '@server/speech/analyze-speech';
import { analyzeSpeech } from '@server/speech/analyze-speech';
import { watchTreeMemory } from './bench/tree-memory';
import { loadEnv } from '@server/env';
import type { TranscriberName } from '@server/speech/create-transcriber';
import { TRANSCRIBER_NAMES } from '@server/speech/create-transcriber';
import { cpuSeconds } from './fixtures/cpu-time';
import { ensureFixture } from './fixtures/ensure-fixture';

const USAGE = `Usage: npm run bench:speech -- [NAME...] [--runs N] [--processes N] [--transcriber NAME] [--fast] [--ps-args ARGS]

Times the whole speech pipeline (decode, recognise, align, measure) on the
2-minute (long-2min, awb) and the 10-minute (eval-rms-10min, rms) test
speeches, or on the fixtures named. Each is analysed N times (default 3) after
one warm-up analysis (which loads the recognizer's model on its workers); the
best run is reported, with wall time, real-time factor (wall / audio), CPU
seconds (user + sys of this process, its threads and its children), stage
times, the recognizer's and the aligner's seconds summed over segments, and
the peak memory of the whole pipeline (this process and its children at the
same moment). The machine's load is printed before and after: on a shared
machine wall time is noisy, CPU time much less so. --transcriber picks the
engine (default: TRANSCRIBER, else moonshine); for pocketsphinx, --fast adds
-maxhmmpf 3000 -topn 2 and --ps-args "..." any flags instead of Podium's.`;

const DEFAULT_SPEECHES = ['long-2min', 'eval-rms-10min'];
const STAGES: PipelineStage[] = ['decode', 'segment', 'recognize', 'measure'];

interface RunResult {
  wallSec: number;
  cpuSec: number;
  stages: Record<PipelineStage, number>;
  /** Seconds in the recognizer and in the aligner, summed over segments (they overlap). */
  recognizeSec: number;
  alignSec: number;
  peakMb: number;
  chunks: number;
}

function parseArgs(argv: string[]) {
  const names: string[] = [];
  let runs = 3;
  let processes = os.availableParallelism();
  let fast = false;
  let psArgs: string[] | undefined;
  let transcriber: TranscriberName | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--runs') runs = Number(argv[++i]);
    else if (a === '--transcriber') {
      const name = argv[++i] ?? '';
      if (!(TRANSCRIBER_NAMES as readonly string[]).includes(name)) {
        throw new Error(`--transcriber needs one of ${TRANSCRIBER_NAMES.join(', ')}`);
      }
      transcriber = name as TranscriberName;
    } else if (a === '--processes') processes = Number(argv[++i]);
    else if (a === '--fast') fast = true;
    else if (a === '--ps-args') psArgs = (argv[++i] ?? '').split(/\s+/).filter(Boolean);
    else if (a.startsWith('-')) throw new Error(`Unknown option ${a}\n\n${USAGE}`);
    else names.push(a);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs N >= 1');
  if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes needs N >= 1');
  return {
    names: names.length > 0 ? names : DEFAULT_SPEECHES,
    runs,
    processes,
    fast,
    psArgs,
    transcriber,
  };
}

async function runOnce(wavPath: string, options: AnalyzeSpeechOptions): Promise<RunResult> {
  const stages: Record<PipelineStage, number> = { decode: 0, segment: 0, recognize: 0, measure: 0 };
  let chunks = 0;
  let recognizeSec = 0;
  let alignSec = 0;
  const memory = watchTreeMemory();
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  let peak = { peakMb: 0 };
  try {
    await analyzeSpeech(wavPath, {
      ...options,
      onStage: (stage, ms, detail) => {
        stages[stage] += ms / 1000;
        if (stage === 'segment') chunks = detail?.chunks ?? 0;
        if (stage === 'recognize') {
          recognizeSec = detail?.recognizeSec ?? 0;
          alignSec = detail?.alignSec ?? 0;
        }
      },
    });
  } finally {
    peak = memory.stop();
  }
  const wallSec = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds();
  return {
    wallSec,
    cpuSec: cpuAfter.self - cpuBefore.self + (cpuAfter.children - cpuBefore.children),
    stages,
    recognizeSec,
    alignSec,
    peakMb: peak.peakMb,
    chunks,
  };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const COLUMNS = [
  'audio',
  'wall',
  'RTF',
  'CPU',
  'CPU/au',
  ...STAGES,
  'recog Σ',
  'align Σ',
  'segments',
  'peak MB',
];
const WIDTH = 10;

function line(name: string, audioSec: number, r: RunResult, label: string): string {
  const cells = [
    audioSec.toFixed(1),
    r.wallSec.toFixed(2),
    (r.wallSec / audioSec).toFixed(3),
    r.cpuSec.toFixed(2),
    (r.cpuSec / audioSec).toFixed(3),
    ...STAGES.map((stage) => r.stages[stage].toFixed(2)),
    r.recognizeSec.toFixed(2),
    r.alignSec.toFixed(2),
    String(r.chunks),
    r.peakMb.toFixed(0),
  ];
  return `${name} ${label}`.padEnd(22) + cells.map((c) => c.padStart(WIDTH)).join('');
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  const env = loadEnv();
  const options: AnalyzeSpeechOptions = {
    transcriber: args.transcriber ?? env.TRANSCRIBER,
    moonshineModelDir: env.MOONSHINE_MODEL_DIR,
    moonshineBeam: env.MOONSHINE_BEAM,
    moonshineLmWeight: env.MOONSHINE_LM_WEIGHT,
    moonshineRereadBelow: env.MOONSHINE_REREAD_BELOW,
    moonshineDereverbDb: env.MOONSHINE_DEREVERB_DB,
    processes: args.processes,
    // A benchmark measures a slow machine rather than failing on it (the pipeline's limit is 60 s a segment).
    recognizeMinTimeoutMs: 600_000,
    ...(args.fast ? { pocketsphinxArgs: ['-maxhmmpf', '3000', '-topn', '2'] } : {}),
    ...(args.psArgs ? { pocketsphinxArgs: args.psArgs } : {}),
  };
  const fixtures = [];
  for (const name of args.names) fixtures.push({ name, ...(await ensureFixture(name)) });

  console.log(
    `${os.availableParallelism()} cores, ${options.transcriber}, ${args.processes} recogniser workers${options.pocketsphinxArgs ? `, flags ${options.pocketsphinxArgs.join(' ')}` : ''}, best of ${args.runs}; load before: ${load()}`,
  );
  // Loads the model and the dictionary, compiles the code paths and starts the grammar checker once.
  const warmUp = await ensureFixture('short-clean');
  await runOnce(warmUp.wavPath, options);

  console.log(`\n${'speech'.padEnd(22)}${COLUMNS.map((c) => c.padStart(WIDTH)).join('')}`);
  for (const { name, wavPath, labels } of fixtures) {
    const results: RunResult[] = [];
    for (let i = 0; i < args.runs; i++) {
      const r = await runOnce(wavPath, options);
      results.push(r);
      console.log(line(name, labels.durationSec, r, `#${i + 1}`));
    }
    const best = results.reduce((a, b) => (b.wallSec < a.wallSec ? b : a));
    const leastCpu = results.reduce((a, b) => (b.cpuSec < a.cpuSec ? b : a));
    console.log(
      `${line(name, labels.durationSec, best, 'best')}  (least CPU ${leastCpu.cpuSec.toFixed(2)} s = ${(leastCpu.cpuSec / labels.durationSec).toFixed(3)} x)`,
    );
  }
  console.log(
    `\nload after: ${load()}\nwall, CPU and stages in seconds; RTF = wall / audio; CPU/au = CPU seconds / audio seconds` +
      `\n(on 2 free cores the wall time approaches CPU / 2); recognize = recognition and alignment, segments in` +
      `\nparallel; recog Σ, align Σ = their seconds summed over segments; measure = everything after them;` +
      `\npeak MB = highest resident memory of this process (threads included) plus its children at that moment.`,
  );
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
