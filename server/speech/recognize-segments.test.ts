import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '@server/lib/run-process';
import { alignWords } from './align/align-words';
import { findSilences, frameEnergies, silenceThreshold } from './energy';
import { alignSegments } from './recognize-segments';
import { planSegments } from './segments';
import { encodeWav, readWav } from './wav';

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

  it('aligns speech in loud noise, which falls out of the default beams, by a retry with wide ones', async () => {
    const text =
      'Two years ago I could not run to the end of my street. Last month I finished my first half marathon.';
    const raw = path.join(dir, 'rms.wav');
    await runProcess('flite', ['-voice', 'rms', '-t', text, '-o', raw]);
    const clean = await readWav(raw);
    // Low-passed noise about 32 dB below full scale: speech about 18 dB above it at its loudest.
    let seed = 1;
    let low = 0;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      low = 0.7 * low + 0.3 * ((seed / 2147483648) * 2 - 1) * 2550;
      return low;
    };
    const samples = Int16Array.from(clean.samples, (x) =>
      Math.max(-32768, Math.min(32767, Math.round(x + noise()))),
    );
    const audio = { samples, sampleRate: clean.sampleRate };
    const wav = path.join(dir, 'rms-noisy.wav');
    await fs.writeFile(wav, encodeWav(samples, audio.sampleRate));
    const durationSec = samples.length / audio.sampleRate;
    const words = text.split(/\s+/).map((t) => ({ text: t, probability: 0.9 }));
    const span = { start: 0, end: durationSec };

    const bare = await alignWords({ words, wavPath: wav, offsetSec: 0, span });
    expect(bare.words.some((w) => w.aligned)).toBe(false);
    const wide = await alignWords({ words, wavPath: wav, offsetSec: 0, span, wideBeams: true });
    expect(wide.words.every((w) => w.aligned)).toBe(true);

    const profile = frameEnergies(samples, audio.sampleRate);
    const threshold = silenceThreshold(profile.db);
    const segments = planSegments(durationSec, findSilences(profile, threshold), {
      profile,
      threshold,
    });
    const result = await alignSegments(
      { audio, segments, workDir: dir, processes: 2, energy: { profile, threshold } },
      async () => words,
    );
    expect(result.words.every((w) => w.aligned)).toBe(true);
    // Where the words are: "street." ends the first sentence, before the gap flite leaves.
    const street = result.words.find((w) => w.word === 'street');
    const last = result.words.find((w) => w.word === 'last');
    expect(street && last && last.start - street.end).toBeGreaterThan(0.1);
  });
});
