import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RealSpeech } from '@scripts/fixtures/real-speech';
import { ensureRealSpeeches } from '@scripts/fixtures/real-speech';
import { wordErrorRate } from '@scripts/fixtures/word-error-rate';
import { analyzeSpeech } from './analyze-speech';
import { closeMoonshinePools } from './engines/moonshine/moonshine';

// Every other speech the tests use is synthetic; this one is a person (scripts/fixtures/real-speech.ts).
let librivox: RealSpeech | undefined;
let tmpDir = '';

beforeAll(async () => {
  librivox = (await ensureRealSpeeches()).find((s) => s.name === 'real-librivox');
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-real-speech-'));
});

afterAll(async () => {
  await closeMoonshinePools();
  await fs.rm(tmpDir, { recursive: true, force: true });
});

it('hears a real reader nearly word for word, with no filler she did not say and pauses only where the recordings join', async () => {
  expect(
    librivox,
    'the recordings come from Debian: apt-get install pocketsphinx-testdata',
  ).toBeDefined();
  const speech = librivox as RealSpeech;
  const analysis = await analyzeSpeech(speech.wavPath, { tmpDir, processes: 2 });
  // 2 of 71 words at the last measure: "ill-disposed" heard "ill-sposed", her repeated "a" left out.
  expect(wordErrorRate(speech.text, analysis.transcript)).toBeLessThanOrEqual(0.08);
  expect(analysis.transcript).toContain('John Dashwood');
  expect(analysis.fillers).toEqual([]);
  expect(analysis.pauses).toBe(speech.knownPauses);
  // The file's first analysis loads the recognizer and the grammar checker: 11 s on a quiet
  // machine, over 60 s once beside the browser tests at a load of 7.
}, 180_000);
