import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '@server/lib/run-process';
import { readWav, type PcmAudio } from '../wav';
import { hearEr } from './hear-er';
import type { Found } from './restore-aligned';

let dir = '';
const said = new Map<string, PcmAudio>();

/** flite says the word alone (rms voice, 16 kHz): "er" as ER, "uh" as a plain vowel. */
async function say(text: string): Promise<PcmAudio> {
  const raw = path.join(dir, `${text}-raw.wav`);
  const wav = path.join(dir, `${text}.wav`);
  await runProcess('flite', ['-voice', 'rms', '-t', text, '-o', raw]);
  await runProcess('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', wav]);
  return readWav(wav);
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-hear-er-test-'));
  for (const text of ['er', 'uh']) said.set(text, await say(text));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** A hesitation found over the whole clip but its edges. */
function foundIn(audio: PcmAudio, overrides: Partial<Found> = {}): Found {
  return {
    start: 0.1,
    end: audio.samples.length / audio.sampleRate - 0.1,
    sources: ['slot'],
    wordIndices: [],
    probability: 1,
    nasalHint: false,
    punctuated: true,
    verdict: 'uh',
    ...overrides,
  };
}

describe('hearEr (pocketsphinx chooses between uh and er)', () => {
  it('writes an "er" said as ER "er", and leaves an "uh" said as a vowel "uh"', async () => {
    const er = said.get('er')!;
    const uh = said.get('uh')!;
    expect((await hearEr([foundIn(er)], er)).map((f) => f.verdict)).toEqual(['er']);
    expect((await hearEr([foundIn(uh)], uh)).map((f) => f.verdict)).toEqual(['uh']);
  });

  it('writes its files in the directory it is given and leaves nothing there', async () => {
    const er = said.get('er')!;
    const work = await fs.mkdtemp(path.join(dir, 'work-'));
    const result = await hearEr([foundIn(er)], er, { tmpDir: work });
    expect(result.map((f) => f.verdict)).toEqual(['er']);
    expect(await fs.readdir(work)).toEqual([]);
    const missing = path.join(dir, 'no-such-dir');
    await expect(hearEr([foundIn(er)], er, { tmpDir: missing })).rejects.toThrow(/ENOENT/);
  });

  it('asks only about a found "uh": a written one and an "um" keep their spelling', async () => {
    const er = said.get('er')!;
    const written = foundIn(er, { sources: ['written'], wordIndices: [0] });
    const um = foundIn(er, { verdict: 'um' });
    const result = await hearEr([written, um], er);
    expect(result.map((f) => f.verdict)).toEqual(['uh', 'um']);
  });

  it('keeps "uh" when pocketsphinx cannot be run', async () => {
    const er = said.get('er')!;
    const result = await hearEr([foundIn(er)], er, { pocketsphinxBin: '/no/such/pocketsphinx' });
    expect(result.map((f) => f.verdict)).toEqual(['uh']);
  });

  it('stops when the analysis is cancelled', async () => {
    const er = said.get('er')!;
    const controller = new AbortController();
    controller.abort();
    await expect(hearEr([foundIn(er)], er, { signal: controller.signal })).rejects.toThrow();
  });
});
