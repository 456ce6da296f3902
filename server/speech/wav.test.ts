import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WavFormatError, encodeWav, parseWav, readWav, writeWavPieces, writeWavSlice } from './wav';

/** A WAV assembled by hand, chunk by chunk, to control every header field. */
function riff(chunks: Array<[string, Buffer]>): Buffer {
  const parts = chunks.map(([id, body]) => {
    const header = Buffer.alloc(8);
    header.write(id, 0, 'ascii');
    header.writeUInt32LE(body.length, 4);
    return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
  });
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(4 + parts.reduce((n, p) => n + p.length, 0), 4);
  head.write('WAVE', 8, 'ascii');
  return Buffer.concat([head, ...parts]);
}

function fmt(channels: number, sampleRate: number, bits = 16, format = 1): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt16LE(format, 0);
  b.writeUInt16LE(channels, 2);
  b.writeUInt32LE(sampleRate, 4);
  b.writeUInt32LE((sampleRate * channels * bits) / 8, 8);
  b.writeUInt16LE((channels * bits) / 8, 12);
  b.writeUInt16LE(bits, 14);
  return b;
}

const pcm = (...samples: number[]) => {
  const b = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => b.writeInt16LE(s, i * 2));
  return b;
};

describe('parseWav', () => {
  it('reads what encodeWav writes, with a 44-byte header', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const bytes = encodeWav(samples, 16000);
    expect(bytes.length).toBe(44 + 12);
    const audio = parseWav(bytes);
    expect(audio.sampleRate).toBe(16000);
    expect(Array.from(audio.samples)).toEqual(Array.from(samples));
  });

  it('finds the data after other chunks, including an odd-sized one', () => {
    const bytes = riff([
      ['fmt ', fmt(1, 8000)],
      ['LIST', Buffer.from('INFOISFT\x03\x00\x00\x00ab\x00', 'latin1')],
      ['fact', Buffer.alloc(3)],
      ['data', pcm(5, -5, 7)],
    ]);
    const audio = parseWav(bytes);
    expect(audio.sampleRate).toBe(8000);
    expect(Array.from(audio.samples)).toEqual([5, -5, 7]);
  });

  it('averages stereo into mono', () => {
    const audio = parseWav(
      riff([
        ['fmt ', fmt(2, 48000)],
        ['data', pcm(100, 200, -10, -30)],
      ]),
    );
    expect(Array.from(audio.samples)).toEqual([150, -20]);
  });

  it('takes the rest of the file when a streaming writer left the data size unset', () => {
    const bytes = riff([
      ['fmt ', fmt(1, 16000)],
      ['data', pcm(1, 2, 3)],
    ]);
    bytes.writeUInt32LE(0xffffffff, bytes.length - 6 - 4);
    expect(Array.from(parseWav(bytes).samples)).toEqual([1, 2, 3]);
  });

  it('accepts WAVE_FORMAT_EXTENSIBLE holding PCM', () => {
    const ext = Buffer.alloc(40);
    fmt(1, 16000).copy(ext, 0);
    ext.writeUInt16LE(0xfffe, 0);
    ext.writeUInt16LE(22, 16);
    ext.writeUInt16LE(1, 24); // sub-format GUID starts with the PCM code
    expect(
      Array.from(
        parseWav(
          riff([
            ['fmt ', ext],
            ['data', pcm(9)],
          ]),
        ).samples,
      ),
    ).toEqual([9]);
  });

  it('rejects what it cannot read as 16-bit PCM', () => {
    expect(() => parseWav(Buffer.from('not a wav at all'))).toThrow(WavFormatError);
    expect(() =>
      parseWav(
        riff([
          ['fmt ', fmt(1, 16000, 24)],
          ['data', Buffer.alloc(6)],
        ]),
      ),
    ).toThrow(/24 bits/);
    expect(() =>
      parseWav(
        riff([
          ['fmt ', fmt(1, 16000, 32, 3)],
          ['data', Buffer.alloc(8)],
        ]),
      ),
    ).toThrow(/format 3/);
    expect(() => parseWav(riff([['fmt ', fmt(1, 16000)]]))).toThrow(/no data/);
  });
});

describe('writeWavSlice', () => {
  it('writes exactly the samples asked for, clamped to the audio', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-wav-'));
    try {
      const audio = { sampleRate: 16000, samples: Int16Array.from([10, 20, 30, 40, 50]) };
      const file = path.join(dir, 'slice.wav');
      await writeWavSlice(file, audio, 1, 4);
      expect(Array.from((await readWav(file)).samples)).toEqual([20, 30, 40]);
      await writeWavSlice(file, audio, 3, 99);
      expect(Array.from((await readWav(file)).samples)).toEqual([40, 50]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('writeWavPieces', () => {
  it('joins the ranges in the order given, repeats included', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-wav-'));
    try {
      const audio = { sampleRate: 16000, samples: Int16Array.from([10, 20, 30, 40, 50]) };
      const file = path.join(dir, 'pieces.wav');
      await writeWavPieces(file, audio, [
        { from: 0, to: 2 },
        { from: 0, to: 5 },
        { from: 4, to: 9 },
      ]);
      expect(Array.from((await readWav(file)).samples)).toEqual([10, 20, 10, 20, 30, 40, 50, 50]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
