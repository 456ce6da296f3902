import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '@scripts/fixtures/ensure-fixture';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { runProcess } from '@server/lib/run-process';
import { alignWords } from './align-words';

let shortClean: Fixture;
let dir = '';

beforeAll(async () => {
  shortClean = await ensureFixture('short-clean');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-align-test-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const sure = (text: string) => text.split(/\s+/).map((t) => ({ text: t, probability: 0.95 }));

async function copyTo(name: string): Promise<string> {
  const file = path.join(dir, name);
  await fs.copyFile(shortClean.wavPath, file);
  return file;
}

describe('alignWords on real speech (pocketsphinx grammar alignment)', () => {
  it('times every word of a known text: phrases start and end where the speech does', async () => {
    const { labels } = shortClean;
    const result = await alignWords({
      words: sure(labels.text),
      wavPath: await copyTo('known.wav'),
      offsetSec: 0,
      span: { start: 0, end: labels.durationSec },
    });
    expect(result.words.map((w) => w.text).join(' ')).toBe(labels.text);
    expect(result.words.every((w) => w.aligned)).toBe(true);
    let at = 0;
    for (const phrase of labels.phrases) {
      const count = phrase.text.split(/\s+/).length;
      const first = result.words[at];
      const last = result.words[at + count - 1];
      expect(Math.abs((first?.start ?? 0) - phrase.start)).toBeLessThanOrEqual(0.1);
      expect(Math.abs((last?.end ?? 0) - phrase.end)).toBeLessThanOrEqual(0.15);
      at += count;
    }
    expect(result.words[0]).toMatchObject({ word: 'today', text: 'Today', confidence: 0.95 });
    expect(result.words.some((w) => w.lowConfidence)).toBe(false);
  });

  it("marks a word the engine's two readings disputed unsure, however well it aligns", async () => {
    const { labels } = shortClean;
    const [first, ...rest] = sure(labels.text);
    const result = await alignWords({
      words: [{ ...first!, disputed: true }, ...rest],
      wavPath: await copyTo('disputed.wav'),
      offsetSec: 0,
      span: { start: 0, end: labels.durationSec },
    });
    expect(result.words[0]).toMatchObject({ text: 'Today', aligned: true, lowConfidence: true });
    expect(result.words[0]?.confidence).toBeCloseTo(0.475);
    expect(result.words.slice(1).some((w) => w.lowConfidence)).toBe(false);
  });

  it('aligns a digit by its spoken form and a corrected word where it was said', async () => {
    const { labels } = shortClean;
    // "three" written as a digit, and "walk" corrected to "stroll": the rest keeps its times.
    const text = labels.text.replace('three', '3').replace('walk', 'stroll');
    const result = await alignWords({
      words: sure(text),
      wavPath: await copyTo('digits.wav'),
      offsetSec: 0,
      span: { start: 0, end: labels.durationSec },
    });
    const three = result.words.find((w) => w.text === '3');
    expect(three).toMatchObject({ word: '3', aligned: true });
    expect((three?.end ?? 0) - (three?.start ?? 0)).toBeGreaterThan(0.1);
    expect(result.words).toHaveLength(labels.wordCount);
  });

  it('never loses words: words the audio does not hold get spread times and low confidence', async () => {
    const { labels } = shortClean;
    const extra = `${labels.text} And then the elephants danced across the frozen lake all night long.`;
    const result = await alignWords({
      words: sure(extra),
      wavPath: await copyTo('extra.wav'),
      offsetSec: 5,
      span: { start: 5, end: 5 + labels.durationSec },
    });
    expect(result.words).toHaveLength(extra.split(/\s+/).length);
    expect(result.words.some((w) => w.lowConfidence)).toBe(true);
    for (const [i, w] of result.words.entries()) {
      expect(w.start).toBeGreaterThanOrEqual(result.words[i - 1]?.end ?? 5);
      expect(w.end).toBeLessThanOrEqual(5 + labels.durationSec);
    }
  });

  it('reports a missing aligner as recognizer_missing', async () => {
    await expect(
      alignWords({
        words: sure('hello there'),
        wavPath: await copyTo('missing.wav'),
        offsetSec: 0,
        span: { start: 0, end: 1 },
        pocketsphinxBin: '/no/such/pocketsphinx',
      }),
    ).rejects.toMatchObject({ code: 'recognizer_missing' });
  });

  it('aligns a flite clip with a number said aloud', async () => {
    const raw = path.join(dir, 'flite.wav');
    const wav = path.join(dir, 'flite-16k.wav');
    await runProcess('flite', [
      '-voice',
      'rms',
      '-t',
      'We planted forty two trees in 2024.',
      '-o',
      raw,
    ]);
    await runProcess('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', wav]);
    const result = await alignWords({
      words: sure('We planted 42 trees in 2024.'),
      wavPath: wav,
      offsetSec: 0,
      span: { start: 0, end: 4 },
    });
    expect(result.words.map((w) => w.word)).toEqual(['we', 'planted', '42', 'trees', 'in', '2024']);
    expect(result.words.every((w) => w.aligned)).toBe(true);
    const [, planted, number, trees] = result.words;
    expect((number?.start ?? 0) - (planted?.end ?? 0)).toBeLessThan(0.15);
    expect((trees?.start ?? 0) - (number?.end ?? 0)).toBeLessThan(0.15);
  });
});
