import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { loadEnv } from '@server/env';
import { analyzeSpeech } from '@server/speech/analyze-speech';
import { engineOptions } from '@server/speech/engine-options';
import { encodeWav, parseWav } from '@server/speech/wav';
import { runProcess } from '@server/lib/run-process';
import { ensureFixture } from './fixtures/ensure-fixture';
import type { FixtureLabels } from './fixtures/ensure-fixture';
import { pinkNoise } from './fixtures/pink-noise';
import { findRealSpeech } from './fixtures/real-speech';
import type { Counts } from './fixtures/score-speech';
import {
  matchPauses,
  paceErrorOf,
  PAUSE_START_TARGET_SEC,
  precisionOf,
  recallOf,
  scoreSpeech,
  wordErrorRateOf,
} from './fixtures/score-speech';
import { countWordErrors } from './fixtures/word-error-rate';

const USAGE = `Usage: npm run eval:conditions [-- NAME...] [--keep DIR] [--only TEXT]

Each speech heard the ways people record it, not only as the corpus made it: as an MP3 at
44.1 kHz stereo, 25 dB quieter, 8 and 14 dB too hot (clipped), through an 8 kHz telephone
band, with mains hum at 60 and 50 Hz and drifting about 50 Hz, with room noise (pink) at
-42 and -34 dBFS, and with 4 s of silence before and after. Prints, for each condition, word
error, words-per-minute error, fillers found, pauses found against labelled (and their starts
within 0.1 s), the words marked unsure and the segments the aligner could not place (their
words' times spread).
NAME is a development speech or a real one (real-librivox, real-cards, real-alsa, real-jfk); by
default eval-rms-garden, eval-kal16-choir, eval-awb-library and real-librivox. Held-out speeches
are refused. The development speeches' rows may be tuned on; real-librivox is the real reading
eval:speech reports as never tuned on, so its rows are to read, not to tune on. For real
speeches, fillers found are false ones (none said) and pauses are found/known. --keep DIR keeps
the rendered audio there; --only TEXT runs only the conditions whose name starts with it
(--only 'mains hum').`;

const DEFAULT_SPEECHES = [
  'eval-rms-garden',
  'eval-kal16-choir',
  'eval-awb-library',
  'real-librivox',
];

/** The drifting hum's frequency goes round its wander in this long, seconds. */
const DRIFT_PERIOD_SEC = 30;

/** Leading and trailing silence of the padded condition, seconds. */
const PAD_SEC = 4;

interface Condition {
  name: string;
  /** Renders `input` (a 16 kHz mono WAV) into `dir`; returns the file to analyse. */
  render: (input: string, dir: string) => Promise<string>;
  /** Seconds the speech starts later than in the input. */
  shiftSec?: number;
}

// -D: no dither, so a condition renders the same samples on every run (ADR 62).
const sox = (args: string[]) => runProcess('sox', ['-D', ...args], { timeoutMs: 120_000 });
const ffmpeg = (args: string[]) =>
  runProcess('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args], {
    timeoutMs: 120_000,
  });

/** Mains hum at time `t`: `hz` at an RMS of `dbfs`, its harmonics 6, 10 and 16 dB below it. */
function humAt(hz: number, dbfs: number, t: number): number {
  return [0, -6, -10, -16].reduce(
    (sum, below, i) =>
      sum + Math.SQRT2 * 10 ** ((dbfs + below) / 20) * Math.sin(2 * Math.PI * hz * (i + 1) * t),
    0,
  );
}

/**
 * A WAV's samples with a sound added (`sound(length, rate)` gives sample i of it, full scale 1),
 * clipped as a recorder would.
 */
async function mixInto(
  input: string,
  out: string,
  sound: (length: number, rate: number) => (i: number) => number,
): Promise<string> {
  const wav = parseWav(await fs.readFile(input));
  const add = sound(wav.samples.length, wav.sampleRate);
  const mixed = new Int16Array(wav.samples.length);
  for (let i = 0; i < mixed.length; i++) {
    const x = (wav.samples[i] ?? 0) + add(i) * 32768;
    mixed[i] = Math.max(-32768, Math.min(32767, Math.round(x)));
  }
  await fs.writeFile(out, encodeWav(mixed, wav.sampleRate));
  return out;
}

const CONDITIONS: Condition[] = [
  { name: 'as made', render: async (input) => input },
  {
    name: 'mp3 44.1 kHz stereo',
    render: async (input, dir) => {
      const out = path.join(dir, 'stereo.mp3');
      await ffmpeg(['-i', input, '-ar', '44100', '-ac', '2', '-b:a', '128k', out]);
      return out;
    },
  },
  {
    name: '25 dB quieter',
    render: async (input, dir) => {
      const out = path.join(dir, 'quiet.wav');
      await sox([input, out, 'gain', '-25']);
      return out;
    },
  },
  ...[8, 14].map((db) => ({
    name: `${db} dB too hot (clipped)`,
    render: async (input: string, dir: string) => {
      const out = path.join(dir, `hot-${db}.wav`);
      await sox(['-V1', input, out, 'gain', String(db)]);
      return out;
    },
  })),
  {
    name: 'telephone (8 kHz, 300-3400 Hz)',
    render: async (input, dir) => {
      const out = path.join(dir, 'phone.wav');
      await sox([input, '-r', '8000', out, 'sinc', '300-3400']);
      return out;
    },
  },
  // Hum as a ground loop makes it: the mains frequency (a little off in the 50 Hz case) with its
  // first harmonics 6, 10 and 16 dB below it.
  ...[
    { hz: 60, file: 'hum.wav' },
    { hz: 49.9, file: 'hum-50.wav' },
  ].map(({ hz, file }) => ({
    name: `mains hum (${Math.round(hz)} Hz, harmonics, -30 dBFS)`,
    render: (input: string, dir: string) =>
      mixInto(input, path.join(dir, file), (_, rate) => (i) => humAt(hz, -30, i / rate)),
  })),
  // Mains drifts: 0.02 Hz either side of 50 over half a minute, as a grid's frequency wanders.
  {
    name: 'mains hum drifting (50 ± 0.02 Hz, -30 dBFS)',
    render: (input: string, dir: string) =>
      mixInto(input, path.join(dir, 'hum-drift.wav'), (_, rate) => (i) => {
        const t = i / rate;
        // 50 Hz heard at t - wander(t) sounds at 50 + 0.02 sin(2 pi t / period) Hz.
        const wander =
          ((0.02 * DRIFT_PERIOD_SEC) / (2 * Math.PI * 50)) *
          Math.cos((2 * Math.PI * t) / DRIFT_PERIOD_SEC);
        return humAt(50, -30, t - wander);
      }),
  },
  ...[-42, -34].map((dbfs) => ({
    name: `room noise (pink, ${dbfs} dBFS)`,
    render: (input: string, dir: string) =>
      mixInto(input, path.join(dir, `noise${dbfs}.wav`), (length) => {
        const noise = pinkNoise(length, dbfs);
        return (i) => noise[i] ?? 0;
      }),
  })),
  {
    name: `${PAD_SEC} s of silence around it`,
    shiftSec: PAD_SEC,
    render: async (input, dir) => {
      const out = path.join(dir, 'padded.wav');
      await sox([input, out, 'pad', String(PAD_SEC), String(PAD_SEC)]);
      return out;
    },
  },
];

interface Speech {
  name: string;
  wavPath: string;
  text: string;
  /** Word times, pauses and fillers: the corpus's speeches; real speeches have text only... */
  labels?: FixtureLabels;
  /** ...and the pauses known to be in them (real-speech.ts). */
  knownPauses?: number;
}

async function speechNamed(name: string): Promise<Speech> {
  if (name.startsWith('real-')) {
    const real = await findRealSpeech(name);
    return { name, wavPath: real.wavPath, text: real.text, knownPauses: real.knownPauses };
  }
  const { wavPath, labels } = await ensureFixture(name);
  if (labels.set === 'test')
    throw new Error(`${name} is held out: conditions run on development speeches`);
  return { name, wavPath, text: labels.text, labels };
}

/** The labels of a speech that starts `sec` later. */
function shifted(labels: FixtureLabels, sec: number): FixtureLabels {
  if (sec === 0) return labels;
  return {
    ...labels,
    pauses: labels.pauses.map((p) => ({ ...p, start: p.start + sec })),
    fillers: labels.fillers.map((f) => ({ ...f, start: f.start + sec, end: f.end + sec })),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const cell = (text: string, width: number) => text.padStart(width);

function line(speech: Speech, condition: Condition, analysis: SpeechAnalysis, spread: number) {
  const unsure = analysis.words.filter((w) => w.lowConfidence).length;
  const tail = `${cell(`${unsure}/${analysis.words.length}`, 10)}${cell(String(spread), 8)}`;
  if (!speech.labels) {
    const wer = wordErrorRateOf(countWordErrors(speech.text, analysis.transcript));
    // None said: every filler found is a false one.
    const fillers = `${analysis.fillers.length} found`;
    const pauses =
      speech.knownPauses === undefined ? '-' : `${analysis.pauses}/${speech.knownPauses}`;
    return `${condition.name.padEnd(34)}${cell(pct(wer), 7)}${cell('-', 9)}${cell(fillers, 15)}${cell(pauses, 14)}${tail}`;
  }
  const labels = shifted(speech.labels, condition.shiftSec ?? 0);
  const score = scoreSpeech(labels, analysis);
  const fillers = score.fillers.all as Counts;
  const pauses = matchPauses(labels.pauses, analysis.pauseList);
  const onTime = pauses.startErrors.filter((e) => e <= PAUSE_START_TARGET_SEC + 1e-9).length;
  return (
    `${condition.name.padEnd(34)}${cell(pct(wordErrorRateOf(score.words)), 7)}` +
    `${cell(pct(paceErrorOf(score.wpm)), 9)}` +
    `${cell(`${pct(precisionOf(fillers))}/${pct(recallOf(fillers))}`, 15)}` +
    `${cell(`${pauses.found}/${pauses.truth} ${onTime}`, 14)}${tail}`
  );
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const valueOf = (flag: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? { at: at + 1, value: argv[at + 1] } : undefined;
  };
  const keep = valueOf('--keep');
  const only = valueOf('--only');
  const values = new Set([keep?.at, only?.at]);
  const names = argv.filter((a, i) => !a.startsWith('--') && !values.has(i));
  const env = loadEnv();
  const root = keep?.value ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'podium-conditions-')));
  try {
    for (const name of names.length > 0 ? names : DEFAULT_SPEECHES) {
      const speech = await speechNamed(name);
      const dir = path.join(root, name);
      await fs.mkdir(dir, { recursive: true });
      console.log(
        `\n${name}\n${'condition'.padEnd(34)}${cell('WER', 7)}${cell('wpm err', 9)}` +
          `${cell('fillers P/R', 15)}${cell('pauses ≤0.1s', 14)}${cell('unsure', 10)}${cell('spread', 8)}`,
      );
      for (const condition of CONDITIONS.filter((c) => c.name.startsWith(only?.value ?? ''))) {
        const input = await condition.render(speech.wavPath, dir);
        let spread = 0;
        const analysis = await analyzeSpeech(input, {
          ...engineOptions(env),
          ffmpegBin: env.FFMPEG_BIN,
          pocketsphinxBin: env.POCKETSPHINX_BIN,
          processes: env.RECOGNITION_PROCESSES,
          onAlignmentFallback: () => spread++,
        });
        console.log(line(speech, condition, analysis, spread));
      }
    }
  } finally {
    if (!keep?.value) await fs.rm(root, { recursive: true, force: true });
  }
  console.log(
    `\nwpm err: |measured - labelled| / labelled. pauses: found/labelled (0.5 s or more), then labelled pauses` +
      `\n  with a found start within 0.1 s. unsure: words marked lowConfidence / words. spread: segments the` +
      `\n  aligner could not place, whose words got times spread over their stretch.`,
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
