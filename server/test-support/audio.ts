import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '../lib/run-process';
import { ensureFixture } from '@scripts/fixtures/ensure-fixture';

const cacheDir = path.join(os.tmpdir(), 'podium-test-audio');

async function cached(name: string, make: (file: string) => Promise<void>): Promise<string> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, name);
  if (!fs.existsSync(file)) {
    const partial = `${file}.${process.pid}.part${path.extname(file)}`;
    await make(partial);
    fs.renameSync(partial, file);
  }
  return file;
}

/** Real speech as the browser sends it: Opus in WebM, no duration header. */
export async function speechWebm(): Promise<{
  file: string;
  labels: { text: string; wordCount: number };
}> {
  const fixture = await ensureFixture('short-clean');
  const file = await cached('short-clean.webm', (out) =>
    runProcess('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      fixture.wavPath,
      '-c:a',
      'libopus',
      '-b:a',
      '64k',
      '-f',
      'webm',
      out,
    ]).then(() => undefined),
  );
  return { file, labels: fixture.labels };
}

/** A tone of the given length, encoded small (Opus at 16 kbps) so only its length is at fault. */
export function toneWebm(seconds: number): Promise<string> {
  return cached(`tone-${seconds}s.webm`, (out) =>
    runProcess('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=220:duration=${seconds}`,
      '-c:a',
      'libopus',
      '-b:a',
      '16k',
      '-f',
      'webm',
      out,
    ]).then(() => undefined),
  );
}

/** FormData for POST /api/speeches. */
export function uploadForm(
  audio: Buffer | null,
  fields: Record<string, string> = {},
  fileName = 'speech.webm',
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (audio)
    form.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/webm' }), fileName);
  return form;
}
