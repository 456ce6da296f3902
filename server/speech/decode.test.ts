import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '@server/lib/run-process';
import { hlsHiddenInMp3 } from '@server/test-support/crafted-audio';
import { decodeToWav } from './decode';
import { readWav } from './wav';

let dir = '';
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-decode-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** 1.5 s of a 440 Hz tone, 48 kHz stereo, in the given container/codec. */
async function tone(name: string, codecArgs: string[]): Promise<string> {
  const file = path.join(dir, name);
  await runProcess('ffmpeg', [
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1.5:sample_rate=48000',
    ],
    ...['-ac', '2', ...codecArgs, file],
  ]);
  return file;
}

describe('decodeToWav', () => {
  it.each([
    ['tone.webm', ['-c:a', 'libopus']],
    ['tone.mp3', ['-c:a', 'libmp3lame']],
    ['tone.wav', ['-c:a', 'pcm_s24le']],
  ])('turns %s into 16 kHz mono 16-bit WAV with a 44-byte header', async (name, codec) => {
    const input = await tone(name, codec);
    const output = path.join(dir, `${name}.decoded.wav`);
    await decodeToWav(input, output);

    const bytes = await fs.readFile(output);
    expect(bytes.toString('ascii', 36, 40)).toBe('data');
    const audio = await readWav(output);
    expect(audio.sampleRate).toBe(16000);
    expect(audio.samples.length / 16000).toBeCloseTo(1.5, 1);
    // The tone survives: lavfi sine peaks at 1/8 of full scale (4096), about 2900 after the stereo downmix.
    expect(Math.max(...audio.samples.subarray(4000, 8000))).toBeGreaterThan(2000);
  });

  it('stops after maxDurationSec', async () => {
    const input = await tone('long.ogg', ['-c:a', 'libopus']);
    const output = path.join(dir, 'cut.wav');
    await decodeToWav(input, output, { maxDurationSec: 0.5 });
    expect((await readWav(output)).samples.length).toBe(8000);
  });

  it('fails with decode_failed on a file that is not audio', async () => {
    const input = path.join(dir, 'notes.webm');
    await fs.writeFile(input, 'these are my speech notes, not a recording');
    await expect(decodeToWav(input, path.join(dir, 'x.wav'))).rejects.toMatchObject({
      code: 'decode_failed',
    });
  });

  it('never follows a playlist hidden in an MP3 to a local file', async () => {
    const secret = await tone('secret.mp3', ['-c:a', 'libmp3lame']);
    const input = path.join(dir, 'crafted.mp3');
    await fs.writeFile(input, hlsHiddenInMp3(secret));
    const output = path.join(dir, 'crafted.wav');
    await expect(decodeToWav(input, output)).rejects.toMatchObject({ code: 'decode_failed' });
  });

  it('refuses a container Podium does not accept, whatever ffmpeg could read', async () => {
    const input = await tone('tone.flac', ['-c:a', 'flac']);
    await expect(decodeToWav(input, path.join(dir, 'flac.wav'))).rejects.toMatchObject({
      code: 'decode_failed',
    });
  });

  it('fails with input_missing or decoder_missing before doing anything', async () => {
    await expect(
      decodeToWav(path.join(dir, 'nope.webm'), path.join(dir, 'x.wav')),
    ).rejects.toMatchObject({
      code: 'input_missing',
    });
    const input = await tone('any.ogg', ['-c:a', 'libopus']);
    await expect(
      decodeToWav(input, path.join(dir, 'x.wav'), { ffmpegBin: '/no/such/ffmpeg' }),
    ).rejects.toMatchObject({ code: 'decoder_missing' });
  });

  it('gives up when aborted', async () => {
    const input = await tone('abort.ogg', ['-c:a', 'libopus']);
    await expect(
      decodeToWav(input, path.join(dir, 'x.wav'), { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ code: 'aborted' });
  });
});
