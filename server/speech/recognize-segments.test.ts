import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '@server/lib/run-process';
import { alignWords } from './align/align-words';
import { findSilences, frameEnergies, silenceThreshold } from './energy';
import { alignSegments } from './recognize-segments';
import { planSegments } from './segments';
import { readWav } from './wav';

let dir = '';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-segments-test-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('alignSegments', () => {
  it("aligns flite's 8 kHz kal voice, which pocketsphinx matched no grammar on without the noise floor", async () => {
    const text =
      'Good afternoon and thank you for having me here. Four years ago, six of us opened a small bakery.';
    const raw = path.join(dir, 'kal-8k.wav');
    const wav = path.join(dir, 'kal.wav');
    await runProcess('flite', ['-voice', 'kal', '-t', text, '-o', raw]);
    await runProcess('sox', [raw, '-r', '16000', '-b', '16', wav]);
    const audio = await readWav(wav);
    const durationSec = audio.samples.length / audio.sampleRate;
    const words = text.split(/\s+/).map((t) => ({ text: t, probability: 0.9 }));

    // The audio as it is: the grammar matches nothing and every word is spread.
    const bare = await alignWords({
      words,
      wavPath: wav,
      offsetSec: 0,
      span: { start: 0, end: durationSec },
    });
    expect(bare.words.some((w) => w.aligned)).toBe(false);

    const profile = frameEnergies(audio.samples, audio.sampleRate);
    const threshold = silenceThreshold(profile.db);
    const energy = { profile, threshold };
    const segments = planSegments(durationSec, findSilences(profile, threshold), energy);
    const result = await alignSegments(
      { audio, segments, workDir: dir, processes: 2, energy },
      async () => words,
    );
    expect(result.words).toHaveLength(words.length);
    expect(result.words.every((w) => w.aligned)).toBe(true);
  });
});
