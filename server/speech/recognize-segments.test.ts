import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '@server/lib/run-process';
import { alignWords } from './align/align-words';
import { findSilences, frameEnergies, silenceThreshold } from './energy';
import { alignSegments, recognizeSegments } from './recognize-segments';
import { planSegments } from './segments';
import type { TextTranscriber } from './transcriber';
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

  it('aligns without the hesitation slots when they leave the grammar unmatched, before widening the beams', async () => {
    // A stand-in for pocketsphinx that matches no grammar with slots (as the real one did on a
    // real speech, JFK's "ask not") and times the words of one without; it notes each run.
    const fake = path.join(dir, 'slotless-pocketsphinx.mjs');
    const runs = path.join(dir, 'slotless-runs.txt');
    await fs.writeFile(
      fake,
      [
        '#!/usr/bin/env node',
        "import fs from 'node:fs';",
        'const args = process.argv.slice(2);',
        "const grammar = fs.readFileSync(args[args.indexOf('-jsgf') + 1], 'utf8');",
        "const slots = grammar.includes('<h>');",
        `fs.appendFileSync(${JSON.stringify(runs)}, (args.includes('-beam') ? 'wide ' : '') + (slots ? 'slots' : 'plain') + '\\n');`,
        'if (!slots) {',
        "  const said = /public <s> = (.*);/.exec(grammar)[1].split(' ');",
        "  console.log(said.join(' '));",
        '  said.forEach((w, i) => console.log(`${w} ${(0.2 + i * 0.3).toFixed(3)} ${(0.45 + i * 0.3).toFixed(3)} 1.000000`));',
        '}',
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    const rate = 16_000;
    const samples = Int16Array.from({ length: rate * 2 }, (_, i) =>
      Math.round(3000 * Math.sin((2 * Math.PI * 150 * i) / rate)),
    );
    const profile = frameEnergies(samples, rate);
    const segment = { index: 0, start: 0, end: 2, audioStart: 0, audioEnd: 2, forcedCut: false };
    const words = ['ask', 'not', 'what'].map((text) => ({ text, probability: 0.9 }));
    const result = await alignSegments(
      {
        audio: { samples, sampleRate: rate },
        segments: [segment],
        workDir: dir,
        processes: 1,
        energy: { profile, threshold: silenceThreshold(profile.db) },
        pocketsphinxBin: fake,
      },
      async () => words,
    );
    expect(result.words.map((w) => [w.word, w.start, w.aligned])).toEqual([
      ['ask', 0.2, true],
      ['not', 0.5, true],
      ['what', 0.8, true],
    ]);
    // With slots, again over the faint noise floor, then without: the wide beams are not needed.
    expect((await fs.readFile(runs, 'utf8')).trim().split('\n')).toEqual([
      'slots',
      'slots',
      'plain',
    ]);
  });

  it('keeps the frames the engine scored as it recognized each segment, in time order', async () => {
    const text = 'Good afternoon and thank you for having me here.';
    const wav = path.join(dir, 'frames.wav');
    await runProcess('flite', ['-voice', 'rms', '-t', text, '-o', wav]);
    const audio = await readWav(wav);
    const half = Math.round((audio.samples.length / audio.sampleRate / 2) * 100) / 100;
    const end = audio.samples.length / audio.sampleRate;
    const segments = [
      { index: 0, start: 0, end: half, audioStart: 0.05, audioEnd: half, forcedCut: false },
      { index: 1, start: half, end, audioStart: half, audioEnd: end, forcedCut: false },
    ];
    const profile = frameEnergies(audio.samples, audio.sampleRate);
    const energy = { profile, threshold: silenceThreshold(profile.db) };
    // A stand-in engine that writes nothing and scores 10 frames a second with their count.
    const engine = (frames: boolean): TextTranscriber => ({
      kind: 'text',
      name: 'stand-in',
      transcribe: async ({ samples, sampleRate }, options) => {
        const count = Math.round((samples.length / sampleRate) * 10);
        const scores = Array.from({ length: count }, () => count);
        // Article scores come with them, kept to hundredths as the hesitation scores are.
        if (frames)
          options?.onFrames?.(
            scores,
            scores.map((s) => -s - 0.004),
          );
        return [];
      },
    });
    const input = { audio, segments, workDir: dir, processes: 2, energy };
    const recognition = await recognizeSegments({ ...input, engine: engine(true) });
    expect(recognition.probeTracks?.map((t) => [t.start, Number(t.end.toFixed(3))])).toEqual([
      [0.05, half],
      [half, Number(end.toFixed(3))],
    ]);
    const first = Math.round((half - 0.05) * 10);
    expect(recognition.probeTracks?.[0]?.scores).toHaveLength(first);
    expect(recognition.probeTracks?.[0]?.articles).toEqual(new Array(first).fill(-first));
    const without = await recognizeSegments({ ...input, engine: engine(false) });
    expect(without).not.toHaveProperty('probeTracks');
  });
});
