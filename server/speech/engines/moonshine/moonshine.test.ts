import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Fixture } from '@scripts/fixtures/ensure-fixture';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';
import { wordErrorRate } from '@scripts/fixtures/word-error-rate';
import { REWRITTEN_DECODER } from '@scripts/lib/moonshine-model.mjs';
import { PROBE_MIN_SCORE } from '@server/speech/hesitations/probe-hesitations';
import { readWav } from '@server/speech/wav';
import { ARTICLE_THRESHOLD } from '@server/speech/respell-articles';
import { onsetFrameScore } from './article-probe';
import { meanFrameScore } from './hesitation-probe';
import { DEFAULT_MOONSHINE_MODEL_DIR } from './model-dir';
import {
  DEFAULT_MOONSHINE_DEREVERB_DB,
  closeMoonshinePools,
  createMoonshineTranscriber,
  moonshineTokens,
  sharedMoonshinePool,
} from './moonshine';

let shortClean: Fixture;

beforeAll(async () => {
  shortClean = await ensureFixture('short-clean');
});
afterAll(async () => {
  await closeMoonshinePools();
});

describe('Moonshine Tiny (the real model from npm install)', () => {
  it('writes clear speech with punctuation and capitals, each word with a probability', async () => {
    const audio = await readWav(shortClean.wavPath);
    const moonshine = createMoonshineTranscriber({
      modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
      workers: 2,
    });
    const words = await moonshine.transcribe(audio);
    const text = words.map((w) => w.text).join(' ');
    expect(wordErrorRate(shortClean.labels.text, text)).toBeLessThanOrEqual(0.05);
    expect(text).toMatch(/^Today I want/);
    expect(text).toMatch(/\.$/);
    for (const w of words) {
      expect(w.probability).toBeGreaterThan(0);
      expect(w.probability).toBeLessThanOrEqual(1);
    }
  });

  it('keeps the model loaded: the same workers answer the next segments in parallel', async () => {
    const audio = await readWav(shortClean.wavPath);
    const moonshine = createMoonshineTranscriber({
      modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
      workers: 2,
    });
    const half = Math.floor(audio.samples.length / 2);
    const parts = await Promise.all([
      moonshine.transcribe({ samples: audio.samples.subarray(0, half), sampleRate: 16000 }),
      moonshine.transcribe({ samples: audio.samples.subarray(half), sampleRate: 16000 }),
    ]);
    expect(parts.every((p) => p.length > 5)).toBe(true);
    // One pool per model and size, shared by every analysis in the process.
    expect(sharedMoonshinePool(DEFAULT_MOONSHINE_MODEL_DIR, 2)).toBe(
      sharedMoonshinePool(DEFAULT_MOONSHINE_MODEL_DIR, 2),
    );
  });

  it('reads a segment it is unsure of a second time, slowed, the probes given the first reading', async () => {
    const audio = await readWav(shortClean.wavPath);
    const pool = sharedMoonshinePool(DEFAULT_MOONSHINE_MODEL_DIR, 2);
    const runs = vi.spyOn(pool, 'run');
    const read = async (rereadBelow: number, soxBin?: string) => {
      runs.mockClear();
      const frames: number[] = [];
      const moonshine = createMoonshineTranscriber({
        modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
        workers: 2,
        rereadBelow,
        soxBin,
      });
      const words = await moonshine.transcribe(audio, {
        onFrames: (scores) => frames.push(scores.length),
      });
      // Readings only: the segment's dereverberation job (ADR 78) is not one.
      const readings = runs.mock.calls.filter(([, o]) => o?.dereverbDb === undefined).length;
      return { text: words.map((w) => w.text).join(' '), runs: readings, frames };
    };
    try {
      // Sure of this clean speech: one reading at the default.
      const sure = await read(-0.12);
      expect(sure.runs).toBe(1);
      // Every segment is unsure below 0: read twice, the probes told once, the words still right.
      const twice = await read(0);
      expect(twice.runs).toBe(2);
      expect(twice.frames).toEqual(sure.frames);
      expect(wordErrorRate(shortClean.labels.text, twice.text)).toBeLessThanOrEqual(0.05);
      // Without sox the first reading stands.
      const noSox = await read(0, 'no-such-sox');
      expect(noSox.runs).toBe(1);
      expect(noSox.text).toBe(sure.text);
    } finally {
      runs.mockRestore();
    }
  });

  it('reads a segment again when its reading runs away in a loop (ADR 84)', async () => {
    // "We had 14 volunteers and 6,000 paper cups": with the word language model, Moonshine read
    // "14,000,000,000,..." to its token limit and the rest of the segment was lost.
    const fixture = await ensureFixture('second-kal-marathon');
    const audio = await readWav(fixture.wavPath);
    const segment = audio.samples.subarray(Math.round(0.35 * 16000), Math.round(23.3 * 16000));
    const pool = sharedMoonshinePool(DEFAULT_MOONSHINE_MODEL_DIR, 2);
    const runs = vi.spyOn(pool, 'run');
    try {
      const moonshine = createMoonshineTranscriber({
        modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
        workers: 2,
      });
      const words = await moonshine.transcribe({ samples: segment, sampleRate: 16000 });
      const text = words.map((w) => w.text).join(' ');
      expect(text).toMatch(/14 volunteers and 6,000 paper cups/);
      // The segment's last words, read to its end: how Moonshine hears the word before them
      // differs between machines ("we spilled", "we still" on an AVX2-only AMD EPYC).
      expect(text).toMatch(/more than we serve/);
      expect(words.every((w) => w.text.length < 20)).toBe(true);
      // Where the first reading ran away (an AVX-512 AMD EPYC's does), it was read again without
      // the model. A later reading that runs away (the slowed second opinion, a greedy reading for
      // punctuation) is set aside instead, as on an AVX2-only AMD EPYC.
      // The segment's dereverberation job (ADR 78) comes first and is no reading.
      const first = runs.mock.calls.findIndex(([, o]) => o?.dereverbDb === undefined);
      const reading = (await runs.mock.results[first]!.value) as { hitLimit?: boolean };
      const rereads = runs.mock.calls.filter(([, o]) => o?.lmWeight === 0).length;
      expect(rereads > 0).toBe(reading.hitLimit === true);
    } finally {
      runs.mockRestore();
    }
  });

  it('hears a reverberant room dereverberated and dry speech as recorded (ADR 78)', async () => {
    const reverberant = await ensureFixture('short-reverberant');
    const wet = await readWav(reverberant.wavPath);
    const dry = await readWav(shortClean.wavPath);
    const pool = sharedMoonshinePool(DEFAULT_MOONSHINE_MODEL_DIR, 2);
    const float = (samples: Int16Array) => Float32Array.from(samples, (v) => v / 32768);
    const wetFloat = float(wet.samples);
    const heardWet = await pool.dereverberate(wetFloat, DEFAULT_MOONSHINE_DEREVERB_DB);
    expect(heardWet.dereverberated).toBe(true);
    expect(heardWet.samples).toHaveLength(wetFloat.length);
    expect(heardWet.samples).not.toEqual(wetFloat);
    const dryFloat = float(dry.samples);
    const heardDry = await pool.dereverberate(dryFloat, DEFAULT_MOONSHINE_DEREVERB_DB);
    expect(heardDry).toEqual({ samples: dryFloat, dereverberated: false });
    // The words of the reverberant speech, read from the dereverberated samples.
    const runs = vi.spyOn(pool, 'run');
    try {
      const moonshine = createMoonshineTranscriber({
        modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
        workers: 2,
        rereadBelow: -10,
      });
      const text = (await moonshine.transcribe(wet)).map((w) => w.text).join(' ');
      expect(wordErrorRate(reverberant.labels.text, text)).toBeLessThanOrEqual(0.1);
      // The first reading heard the dereverberated samples (through 16-bit, as sox is given them).
      const [reading] = runs.mock.calls.filter(([, o]) => o?.dereverbDb === undefined);
      const heard = reading?.[0] ?? new Float32Array();
      expect(heard).toHaveLength(heardWet.samples.length);
      const furthest = heard.reduce(
        (most, v, i) => Math.max(most, Math.abs(v - (heardWet.samples[i] ?? 0))),
        0,
      );
      expect(furthest).toBeLessThanOrEqual(1 / 32768);
    } finally {
      runs.mockRestore();
    }
  });

  it('writes a segment the beam wrote without punctuation as a greedy reading punctuates it', async () => {
    const audio = await readWav(shortClean.wavPath);
    const pool = sharedMoonshinePool(DEFAULT_MOONSHINE_MODEL_DIR, 2);
    const moonshine = createMoonshineTranscriber({
      modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
      workers: 2,
      rereadBelow: -10,
    });
    // The real model reads this clear speech punctuated; the readings named are made to lose it.
    const greedily = createMoonshineTranscriber({
      modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
      workers: 2,
      rereadBelow: -10,
      beam: 1,
    });
    const said = (await greedily.transcribe(audio)).map((w) => w.text).join(' ');
    expect(said).toMatch(/[.,]/);
    const plain = said.toLowerCase().replace(/[^a-z' ]/g, '');
    const plainTokens = moonshineTokens(`${plain} i`)
      .slice(1, -1)
      .map((id) => ({ id, prob: 0.9 }));
    const real = pool.run.bind(pool);
    const read = async (
      lose: (beam: number, asRecorded: boolean) => boolean,
      transcriber = moonshine,
    ) => {
      const runs = vi.spyOn(pool, 'run').mockImplementation(async (samples, options) => {
        const output = await real(samples, options);
        const beam = options?.beam ?? 1;
        return lose(beam, samples.length === audio.samples.length)
          ? { ...output, tokens: plainTokens }
          : output;
      });
      try {
        const words = await transcriber.transcribe(audio);
        const readings = runs.mock.calls.filter(([, o]) => o?.dereverbDb === undefined);
        return {
          words,
          beams: readings.map(([, options]) => options?.beam),
          encoded: readings.map(([, options]) => options?.encoded !== undefined),
        };
      } finally {
        runs.mockRestore();
      }
    };
    const letters = (text: string) => text.toLowerCase().replace(/[^a-z']/g, '');

    // The beam's reading lost it; the greedy reading of the segment as recorded has it.
    const once = await read((beam) => beam > 1);
    expect(once.beams).toEqual([3, 1]);
    // The greedy reading of the same samples is decoded from the beam reading's encoder output.
    expect(once.encoded).toEqual([false, true]);
    // The beam's words, written as the greedy reading writes them, and I with its capital.
    expect(once.words.map((w) => letters(w.text))).toEqual(`${plain} i`.split(' '));
    expect(once.words.map((w) => w.text).join(' ')).toBe(`${said} I`);

    // The greedy reading as recorded lost it too: the slowed one gives it.
    const slowed = await read((beam, asRecorded) => beam > 1 || asRecorded);
    expect(slowed.beams).toEqual([3, 1, 1]);
    expect(slowed.encoded).toEqual([false, true, false]);
    expect(slowed.words.map((w) => letters(w.text))).toEqual(`${plain} i`.split(' '));
    expect(slowed.words.map((w) => w.text).join(' ')).toMatch(/[.,]/);

    // Decoding greedily throughout, the reading as recorded is not read again.
    const greedyOnly = await read((_beam, asRecorded) => asRecorded, greedily);
    expect(greedyOnly.beams).toEqual([1, 1]);
    expect(greedyOnly.encoded).toEqual([false, false]);

    // An encoder output kept from one reading decodes to the same tokens as the samples do.
    const samples = Float32Array.from(audio.samples, (v) => v / 32768);
    const kept = await real(samples, { beam: 3, keepEncoded: true });
    expect(kept.encoded?.dims).toEqual([1, expect.any(Number), 288]);
    const fresh = await real(samples, { beam: 1 });
    const reused = await real(samples, { beam: 1, encoded: kept.encoded });
    expect(reused.encoded).toBeUndefined();
    expect(reused.tokens.length).toBeGreaterThan(5);
    expect(reused.tokens).toEqual(fresh.tokens);
    // And it is what the decoder hears: silent frames given, it does not hear the words.
    const { dims = [] } = kept.encoded ?? {};
    const silent = { data: new Float32Array(dims.reduce((a, b) => a * b, 1)), dims };
    const unheard = await real(samples, { beam: 1, encoded: silent });
    expect(unheard.tokens).not.toEqual(fresh.tokens);
    expect(greedyOnly.words.map((w) => w.text).join(' ')).toMatch(/[.,]/);
  });

  it('scores texts as transcripts of the audio: what was said above a hesitation that was not', async () => {
    const audio = await readWav(shortClean.wavPath);
    const moonshine = createMoonshineTranscriber({
      modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
      workers: 2,
    });
    const heard = (await moonshine.transcribe(audio)).map((w) => w.text);
    const said = heard.join(' ');
    const withUm = [...heard.slice(0, 5), 'um,', ...heard.slice(5)].join(' ');
    const other = 'The weather was cold and the trains were late all week.';
    const [saidScore, umScore, otherScore] = await moonshine.scoreTexts!(audio, [
      said,
      withUm,
      other,
    ]);
    expect(saidScore).toBeLessThan(0);
    // An "um" nobody said costs the text several nats: the decoder hears that none was said.
    expect(umScore! - saidScore!).toBeLessThan(-6.5);
    expect(otherScore).toBeLessThan(saidScore! - 50);
    // Scoring and recognizing share the workers.
    expect((await moonshine.transcribe(audio)).map((w) => w.text)).toEqual(heard);
  });

  it('reads the same words and scores from the shipped decoder as from the one the install rewrites, and falls back to the shipped one', async () => {
    // A folder with the shipped files alone: the worker picks tokens and scores from whole logits
    // in JavaScript; the rewritten decoder gives them from its own outputs, its output layer read
    // from 8-bit weights (ADR 59), so the scores agree to a few hundredths of a nat, not exactly.
    const shippedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-shipped-'));
    try {
      for (const file of ['encoder_model.onnx', 'decoder_model_merged.onnx']) {
        await fs.symlink(path.join(DEFAULT_MOONSHINE_MODEL_DIR, file), path.join(shippedDir, file));
      }
      const audio = await readWav(shortClean.wavPath);
      const rewritten = createMoonshineTranscriber({
        modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
        workers: 2,
      });
      // A rewritten decoder the runtime cannot load is passed over for the shipped one.
      await fs.writeFile(path.join(shippedDir, REWRITTEN_DECODER), 'not a model');
      const shipped = createMoonshineTranscriber({ modelDir: shippedDir, workers: 1 });
      const heard = (await rewritten.transcribe(audio)).map((w) => w.text);
      expect((await shipped.transcribe(audio)).map((w) => w.text)).toEqual(heard);
      const texts = [heard.join(' '), [...heard.slice(0, 5), 'um,', ...heard.slice(5)].join(' ')];
      const [a, b] = [
        await rewritten.scoreTexts!(audio, texts),
        await shipped.scoreTexts!(audio, texts),
      ];
      a.forEach((score, i) => expect(Math.abs(score - b[i]!)).toBeLessThan(0.25));
      // Not to the last digit: the workers did run two different decoders.
      expect(a).not.toEqual(b);
    } finally {
      await fs.rm(shippedDir, { recursive: true, force: true });
    }
  });

  it('scores each encoder frame with the hesitation probe, in time with the audio', async () => {
    // A development speech (the probe was trained on it): this checks the worker's plumbing, the
    // frames' count and place, not how well the probe generalises (eval:speech does that).
    const { wavPath, labels } = await ensureFixture('eval-awb-library');
    const audio = await readWav(wavPath);
    const [from, to] = [50, 58];
    const um = labels.fillers.find((f) => f.type === 'hesitation' && f.start > from && f.end < to);
    expect(um).toBeDefined();
    const moonshine = createMoonshineTranscriber({
      modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
      workers: 2,
    });
    const scores = await moonshine.hesitationFrames!({
      samples: audio.samples.subarray(from * 16000, to * 16000),
      sampleRate: 16000,
    });
    // About 41.7 frames a second (the encoder's stride is 384 samples).
    expect(scores.length).toBeGreaterThan(8 * 40);
    expect(scores.length).toBeLessThan(8 * 43);
    const tracks = [{ start: from, end: to, scores }];
    expect(meanFrameScore(tracks, um!.start, um!.end)).toBeGreaterThanOrEqual(PROBE_MIN_SCORE);
    const words = labels.words.filter((w) => w.start >= from && w.end <= to && w.word !== 'um');
    expect(words.length).toBeGreaterThan(10);
    for (const w of words) expect(meanFrameScore(tracks, w.start, w.end)).toBeLessThan(0);
    // Recognizing the same stretch gives the same frames, from the encoder run it decodes with.
    let recognized: readonly number[] = [];
    let articles: readonly number[] | undefined;
    await moonshine.transcribe(
      { samples: audio.samples.subarray(from * 16000, to * 16000), sampleRate: 16000 },
      { onFrames: (frames, a) => ([recognized, articles] = [frames, a]) },
    );
    expect(recognized).toEqual(scores);
    // The article probe scores the same frames (respell-articles.ts reads them): "the
    // librarian" and "a new" are each told at their first frame (trained on, as above).
    expect(articles).toHaveLength(scores.length);
    const articleTracks = [{ start: from, end: to, scores, articles }];
    const first = (word: string) => {
      const w = words.find((x) => x.word === word)!;
      return onsetFrameScore(articleTracks, w.start, w.end, (t) => t.articles);
    };
    expect(first('the')).toBeGreaterThan(ARTICLE_THRESHOLD);
    expect(first('a')).toBeLessThan(ARTICLE_THRESHOLD);
  });

  it('says the model is missing rather than crashing', async () => {
    const audio = await readWav(shortClean.wavPath);
    const moonshine = createMoonshineTranscriber({ modelDir: '/no/such/model', workers: 1 });
    await expect(moonshine.transcribe(audio)).rejects.toMatchObject({ code: 'recognizer_missing' });
  });

  it('drops an aborted segment without ending the process', async () => {
    const audio = await readWav(shortClean.wavPath);
    const moonshine = createMoonshineTranscriber({
      modelDir: DEFAULT_MOONSHINE_MODEL_DIR,
      workers: 2,
    });
    const controller = new AbortController();
    const running = moonshine.transcribe(audio, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ code: 'aborted' });
    // The pool still works afterwards.
    expect((await moonshine.transcribe(audio)).length).toBeGreaterThan(20);
  });
});

describe('Moonshine under node --import tsx (how npm run analyze runs)', () => {
  /** Runs a script in a child process; it must end by itself, with exit code 0. */
  async function runAlone(body: string): Promise<string> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-moonshine-'));
    const script = path.join(dir, 'script.mts');
    const moonshine = path.resolve('server/speech/engines/moonshine/moonshine.ts');
    const wav = path.resolve('server/speech/wav.ts');
    await fs.writeFile(
      script,
      `import { createMoonshineTranscriber, sharedMoonshinePool } from ${JSON.stringify(moonshine)};
      import { readWav } from ${JSON.stringify(wav)};
      const modelDir = ${JSON.stringify(DEFAULT_MOONSHINE_MODEL_DIR)};
      ${body}`,
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        timeout: 45_000,
      });
      return stdout.trim();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  it('keeps the process alive while a segment waits for a worker, and lets it exit when idle', async () => {
    // Two workers for one segment: one never gets work. The script neither closes the pool nor
    // exits: the process must stay up until the words come back, and end by itself after.
    const words = await runAlone(
      `const audio = await readWav(${JSON.stringify(shortClean.wavPath)});
      const words = await createMoonshineTranscriber({ modelDir, workers: 2 }).transcribe(audio);
      console.log(words.length);`,
    );
    expect(Number(words)).toBeGreaterThan(20);
  });

  it('waits for workers loading the model rather than aborting when the script ends', async () => {
    // Ending a thread inside onnxruntime's model load (0.6-0.9 s) aborts the process
    // (Napi::Error): the script's own work ends 0.3 s into it.
    const said = await runAlone(
      `sharedMoonshinePool(modelDir, 2).warmUp();
      await new Promise((resolve) => setTimeout(resolve, 300));
      console.log('warming');`,
    );
    expect(said).toBe('warming');
  });
});
