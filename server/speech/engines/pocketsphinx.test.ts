import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SpeechPipelineError } from '../errors';
import { encodeWav } from '../wav';
import {
  createPocketsphinxTranscriber,
  parseDictionary,
  parsePocketsphinxOutput,
  pocketsphinxArgs,
} from './pocketsphinx';

/** Real output of `pocketsphinx_continuous -time yes -remove_silence no` (0.8, en-us). */
const OUTPUT = `it was you know really hard to start so we tried again right
<s> 0.000 0.140 0.999900
it 0.150 0.320 0.975990
was(2) 0.330 0.590 0.999900
<sil> 0.600 0.630 0.742053
you 0.640 0.840 0.999900
know 0.850 1.090 1.000000
[NOISE] 1.100 1.170 0.992031
really 1.180 1.530 0.648982
++UM++ 1.540 1.600 0.5
start 2.020 2.580 1.000100
</s> 4.910 4.970 1.000000
`;

describe('parsePocketsphinxOutput', () => {
  it('keeps the words with times and confidence, dropping markers and the hypothesis line', () => {
    expect(parsePocketsphinxOutput(OUTPUT).words).toEqual([
      { word: 'it', start: 0.15, end: 0.33, confidence: 0.97599 },
      { word: 'was', start: 0.33, end: 0.6, confidence: 0.9999 },
      { word: 'you', start: 0.64, end: 0.85, confidence: 0.9999 },
      { word: 'know', start: 0.85, end: 1.1, confidence: 1 },
      { word: 'really', start: 1.18, end: 1.54, confidence: 0.648982 },
      // 1.000100 is clamped to 1.
      { word: 'start', start: 2.02, end: 2.59, confidence: 1 },
    ]);
  });

  it('keeps what it heard as sound but not as a word, apart from the words', () => {
    expect(parsePocketsphinxOutput(OUTPUT).sounds).toEqual([
      { kind: 'noise', start: 1.1, end: 1.18 },
      { kind: 'noise', start: 1.54, end: 1.61 },
    ]);
    expect(parsePocketsphinxOutput('[SPEECH] 56.380 56.670 0.998601\n').sounds).toEqual([
      { kind: 'speech', start: 56.38, end: 56.68 },
    ]);
  });

  it('gives each word the phones of the pronunciation it matched', () => {
    const dictionary = parseDictionary("i'm AY M\ni'm(2) AH M\nstart S T AA R T\n");
    const { words } = parsePocketsphinxOutput(
      "i'm(2) 15.420 15.770 0.69\nstart 15.980 16.110 0.99\ngo 16.2 16.4 0.9\n",
      0,
      dictionary,
    );
    expect(words.map((w) => [w.word, w.phones])).toEqual([
      ["i'm", 'AH M'],
      ['start', 'S T AA R T'],
      ['go', undefined],
    ]);
  });

  it('shifts every time by the chunk offset', () => {
    const {
      words: [first],
    } = parsePocketsphinxOutput('it 0.150 0.320 0.9\n', 61.5);
    expect(first).toMatchObject({ start: 61.65, end: 61.83 });
  });

  it('reads an empty hypothesis as no words', () => {
    expect(
      parsePocketsphinxOutput('\n<s> 0.000 1.490 1.000100\n</s> 1.500 1.980 1.000000\n'),
    ).toEqual({ words: [], sounds: [] });
  });
});

describe('pocketsphinxArgs', () => {
  it("adds Podium's search settings, unless the caller sets the same flag", () => {
    expect(pocketsphinxArgs('a.wav', 'a.log')).toEqual([
      '-infile',
      'a.wav',
      '-time',
      'yes',
      '-remove_silence',
      'no',
      '-logfn',
      'a.log',
      '-maxhmmpf',
      '3000',
    ]);
    const fast = pocketsphinxArgs('a.wav', 'a.log', ['-maxhmmpf', '2000', '-topn', '2']);
    // Given twice, pocketsphinx refuses to start.
    expect(fast.filter((a) => a === '-maxhmmpf')).toHaveLength(1);
    expect(fast.slice(-4)).toEqual(['-maxhmmpf', '2000', '-topn', '2']);
  });

  it('narrows the search to the top 2 Gaussians for a fast search, once', () => {
    expect(pocketsphinxArgs('a.wav', 'a.log', [], 'fast').slice(-4)).toEqual([
      '-maxhmmpf',
      '3000',
      '-topn',
      '2',
    ]);
    const own = pocketsphinxArgs('a.wav', 'a.log', ['-topn', '4'], 'fast');
    expect(own.filter((a) => a === '-topn')).toHaveLength(1);
    expect(own.slice(-2)).toEqual(['-topn', '4']);
  });
});

describe('createPocketsphinxTranscriber', () => {
  it('says the recognizer is missing when the binary is not there', async () => {
    const transcriber = createPocketsphinxTranscriber({ bin: '/no/such/pocketsphinx' });
    await expect(transcriber.transcribe('/tmp/x.wav')).rejects.toMatchObject({
      code: 'recognizer_missing',
    });
  });

  it('fails with the decoder log reason on a file it cannot read', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-ps-'));
    try {
      // Not RIFF at all: pocketsphinx reads a nonsense header and refuses it.
      const file = path.join(dir, 'bad.wav');
      await fs.writeFile(file, 'this is not audio');
      const error: unknown = await createPocketsphinxTranscriber()
        .transcribe(file)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SpeechPipelineError);
      expect((error as SpeechPipelineError).code).toBe('recognizer_failed');
      expect((error as SpeechPipelineError).detail).toMatch(/ERROR|FATAL/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('recognises nothing in silence', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-ps-'));
    try {
      const file = path.join(dir, 'silence.wav');
      await fs.writeFile(file, encodeWav(new Int16Array(16000), 16000));
      expect(await createPocketsphinxTranscriber().transcribe(file)).toEqual({
        words: [],
        sounds: [],
      });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
