import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  MICROPHONE_AS_HEARD,
  MICROPHONE_FOR_CALLS,
} from '@app/features/recording/lib/microphone-constraints';
import { RECORDING } from '@common/constants';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { loadEnv } from '@server/env';
import { analyzeSpeech } from '@server/speech/analyze-speech';
import { engineOptions } from '@server/speech/engine-options';
import { encodeWav, readWav } from '@server/speech/wav';
import { fakeMicrophoneFile } from '@tests/e2e/support/browser';
import {
  ensureDebianPackages,
  EVAL_NEEDS,
  RUNTIME_NEEDS,
  TEST_NEEDS,
} from '@scripts/lib/system-deps.mjs';
import { ensureFixture } from './fixtures/ensure-fixture';
import { findRealSpeech } from './fixtures/real-speech';
import { countWordErrors } from './fixtures/word-error-rate';

const USAGE = `Usage: npm run eval:microphone [-- NAME...] [--keep DIR]

Plays each speech into Chromium's fake microphone and records it the way the app does
(MediaRecorder, Opus at ${RECORDING.bitsPerSecond / 1000} kbit/s): once with the microphone as
heard (what the app asks for) and once with the browser's call processing (echo cancellation,
noise suppression, gain control). Then it analyses both recordings and the file itself and prints
word errors against what was said and the voice's loudness figures, so the two ways of recording
can be compared with the truth. It runs in real time: about twice the speeches' length, plus the
analyses. NAME is a fixture (tests/fixtures/speech) or a real speech (real-librivox, real-cards,
real-alsa, real-jfk); by default mic-quieter-half (its second half 12 dB quieter),
eval-kal16-choir, eval-rms-nightshift and real-librivox. --keep DIR keeps the recordings there.`;

const DEFAULT_SPEECHES = [
  'mic-quieter-half',
  'eval-kal16-choir',
  'eval-rms-nightshift',
  'real-librivox',
];

/** Recording runs this much past the speech: the fake device starts late on a busy machine. */
const EXTRA_RECORDING_MS = 1500;

interface Speech {
  name: string;
  wavPath: string;
  text: string;
  durationSec: number;
}

async function speechNamed(name: string): Promise<Speech> {
  if (name.startsWith('real-')) return findRealSpeech(name);
  const { wavPath, labels } = await ensureFixture(name);
  return { name, wavPath, text: labels.text, durationSec: labels.durationSec };
}

/** A page on 127.0.0.1 (a secure context, so the microphone may be asked for). */
async function blankPage(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<!doctype html><title>microphone</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** What the page's code uses of the browser (scripts are typed for Node, without the DOM). */
interface BrowserTrack {
  stop(): void;
}
interface BrowserStream {
  getTracks(): BrowserTrack[];
}
interface BrowserRecorder {
  ondataavailable: (event: { data: unknown }) => void;
  onstop: () => void;
  start(timesliceMs: number): void;
  stop(): void;
}
interface BrowserGlobals {
  navigator: {
    mediaDevices: {
      getUserMedia(constraints: { audio: Record<string, boolean> }): Promise<BrowserStream>;
    };
  };
  MediaRecorder: new (
    stream: BrowserStream,
    options: { mimeType: string; audioBitsPerSecond: number },
  ) => BrowserRecorder;
  Blob: new (parts: unknown[]) => { arrayBuffer(): Promise<ArrayBuffer> };
  btoa(binary: string): string;
}

/**
 * The file with a second of silence after it, for the fake microphone: past a file's end it
 * repeats the last few milliseconds it played (with `%noloop`), and a recording that ends in sound
 * (JFK's "country") got 1.5 s of a buzz, counted by the voice measures (pitch range 6.6 -> 18
 * semitones).
 */
async function endedInSilence(wavPath: string, dir: string): Promise<string> {
  const audio = await readWav(wavPath);
  const samples = new Int16Array(audio.samples.length + audio.sampleRate);
  samples.set(audio.samples);
  const padded = path.join(dir, `${path.basename(wavPath, '.wav')}-played.wav`);
  await fs.writeFile(padded, encodeWav(samples, audio.sampleRate));
  return padded;
}

/** The speech as the browser records it with these constraints: WebM bytes. */
async function recordThroughBrowser(
  speech: Speech,
  constraints: Record<string, boolean>,
  pageUrl: string,
): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: fakeMicrophoneFile(speech.wavPath),
  });
  try {
    const page = await browser.newPage();
    await page.goto(pageUrl);
    const base64 = await page.evaluate(
      async ({ audio, ms, bitsPerSecond, timesliceMs }) => {
        const browser = globalThis as unknown as BrowserGlobals;
        const media = await browser.navigator.mediaDevices.getUserMedia({ audio });
        const recorder = new browser.MediaRecorder(media, {
          mimeType: 'audio/webm;codecs=opus',
          audioBitsPerSecond: bitsPerSecond,
        });
        const chunks: unknown[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        recorder.start(timesliceMs);
        await new Promise((resolve) => setTimeout(resolve, ms));
        await new Promise<void>((resolve) => {
          recorder.onstop = resolve;
          recorder.stop();
        });
        media.getTracks().forEach((track) => track.stop());
        const bytes = new Uint8Array(await new browser.Blob(chunks).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return browser.btoa(binary);
      },
      {
        audio: constraints,
        ms: speech.durationSec * 1000 + EXTRA_RECORDING_MS,
        bitsPerSecond: RECORDING.bitsPerSecond,
        timesliceMs: RECORDING.timesliceMs,
      },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

interface Row {
  speech: string;
  way: string;
  errors: number;
  words: number;
  loudnessDbfs: number | null;
  spreadDb: number | null;
  steadiness: number | null;
}

function rowOf(speech: Speech, way: string, analysis: SpeechAnalysis): Row {
  const e = countWordErrors(speech.text, analysis.transcript);
  return {
    speech: speech.name,
    way,
    errors: e.substitutions + e.deletions + e.insertions,
    words: e.referenceWords,
    loudnessDbfs: analysis.voice?.loudnessMeanDbfs ?? null,
    spreadDb: analysis.voice?.loudnessVariationDb ?? null,
    steadiness: analysis.voice?.loudnessSteadiness ?? null,
  };
}

const cell = (value: number | null, width: number, digits = 1) =>
  (value === null ? '-' : value.toFixed(digits)).padStart(width);

function print(rows: readonly Row[]): void {
  console.log(
    `\n${'speech'.padEnd(22)}${'recorded'.padEnd(18)}${'errors'.padStart(8)}${'words'.padStart(7)}` +
      `${'WER'.padStart(7)}${'level dBFS'.padStart(12)}${'spread dB'.padStart(11)}${'steady'.padStart(8)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.speech.padEnd(22)}${r.way.padEnd(18)}${String(r.errors).padStart(8)}` +
        `${String(r.words).padStart(7)}${cell((100 * r.errors) / Math.max(1, r.words), 6)}%` +
        `${cell(r.loudnessDbfs, 12)}${cell(r.spreadDb, 11, 2)}${cell(r.steadiness, 8, 0)}`,
    );
  }
  for (const way of ['the file', 'as heard', 'call processing']) {
    const mine = rows.filter((r) => r.way === way);
    const errors = mine.reduce((sum, r) => sum + r.errors, 0);
    const words = mine.reduce((sum, r) => sum + r.words, 0);
    console.log(
      `${'total'.padEnd(22)}${way.padEnd(18)}${String(errors).padStart(8)}${String(words).padStart(7)}` +
        `${cell((100 * errors) / Math.max(1, words), 6)}%`,
    );
  }
  console.log(
    "\nspread: SD of the phrases' loudness (voice.loudnessVariationDb); steady: its 0-100 score.\n" +
      'The file is the truth for both; a recording should match it.',
  );
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let keep: string | undefined;
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--keep') keep = argv[++i];
    else if (a.startsWith('-')) {
      console.error(`Unknown option ${a}\n\n${USAGE}`);
      return 2;
    } else names.push(a);
  }
  // Chromium with the test packages; the real reading with the evaluation's.
  ensureDebianPackages([...RUNTIME_NEEDS, ...TEST_NEEDS, ...EVAL_NEEDS]);
  const env = loadEnv();
  const options = {
    ...engineOptions(env),
    ffmpegBin: env.FFMPEG_BIN,
    pocketsphinxBin: env.POCKETSPHINX_BIN,
    processes: env.RECOGNITION_PROCESSES,
  };
  const dir = keep ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'podium-microphone-')));
  await fs.mkdir(dir, { recursive: true });
  const page = await blankPage();
  const rows: Row[] = [];
  try {
    for (const name of names.length > 0 ? names : DEFAULT_SPEECHES) {
      const speech = await speechNamed(name);
      rows.push(rowOf(speech, 'the file', await analyzeSpeech(speech.wavPath, options)));
      const played = { ...speech, wavPath: await endedInSilence(speech.wavPath, dir) };
      for (const [way, constraints] of [
        ['as heard', MICROPHONE_AS_HEARD],
        ['call processing', MICROPHONE_FOR_CALLS],
      ] as const) {
        const file = path.join(dir, `${name}-${way.replace(' ', '-')}.webm`);
        await fs.writeFile(file, await recordThroughBrowser(played, constraints, page.url));
        const row = rowOf(speech, way, await analyzeSpeech(file, options));
        rows.push(row);
        console.log(`${name} ${way}: ${row.errors} errors of ${row.words} words`);
      }
    }
  } finally {
    page.close();
    if (!keep) await fs.rm(dir, { recursive: true, force: true });
  }
  print(rows);
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
