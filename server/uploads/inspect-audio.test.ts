import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@server/errors';
import { runProcess } from '@server/lib/run-process';
import { hlsHiddenInMp3 } from '@server/test-support/crafted-audio';
import { inspectAudio } from './inspect-audio';

const options = { ffmpegBin: 'ffmpeg', ffprobeBin: 'ffprobe', maxDurationSec: 600 };

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-inspect-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Two seconds of a tone in the given container and codec. */
async function tone(name: string, codec: string[]): Promise<string> {
  const file = path.join(dir, name);
  await runProcess('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=2'],
    ...codec,
    file,
  ]);
  return file;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    (value) => value,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('inspectAudio', () => {
  it.each([
    ['speech.webm', ['-c:a', 'libopus', '-f', 'webm'], 'webm', 'audio/webm'],
    ['speech.ogg', ['-c:a', 'libopus'], 'ogg', 'audio/ogg'],
    ['speech.m4a', ['-c:a', 'aac'], 'm4a', 'audio/mp4'],
    ['speech.mp3', ['-c:a', 'libmp3lame'], 'mp3', 'audio/mpeg'],
    ['speech.wav', ['-c:a', 'pcm_s16le'], 'wav', 'audio/wav'],
  ])('accepts %s and measures its length', async (name, codec, ext, mime) => {
    // A misleading name: the bytes decide.
    const upload = path.join(dir, `upload-${name}.bin`);
    fs.renameSync(await tone(name, codec), upload);
    const inspected = await inspectAudio(upload, options);
    expect(inspected).toMatchObject({ ext, mime });
    expect(inspected.durationSec).toBeCloseTo(2, 0);
    expect(fs.statSync(inspected.path).size).toBe(inspected.bytes);
  });

  it('refuses an MP3 that hides an HLS playlist naming a local file, and copies nothing', async () => {
    const secret = await tone('secret.mp3', ['-c:a', 'libmp3lame']);
    const upload = path.join(dir, 'upload-crafted');
    fs.writeFileSync(upload, hlsHiddenInMp3(secret));

    const error = await refusal(inspectAudio(upload, options));
    expect(error.status).toBe(422);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('upload-crafted.clean'))).toEqual([]);
  });
});
