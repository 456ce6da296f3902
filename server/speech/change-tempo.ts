import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '@server/lib/run-process';
import { encodeWav, readWav } from './wav';

export interface ChangeTempoOptions {
  /** sox (Debian's sox package). */
  soxBin?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The speech at `tempo` times its pace, its pitch kept: sox's `tempo -s`, the time-stretch tuned
 * for speech (WSOLA). 0.9 makes 20 s of speech 22.2 s long.
 */
export async function changeTempo(
  samples: Int16Array,
  sampleRate: number,
  tempo: number,
  options: ChangeTempoOptions = {},
): Promise<Int16Array> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-tempo-'));
  try {
    const input = path.join(dir, 'in.wav');
    const output = path.join(dir, 'out.wav');
    await fs.writeFile(input, encodeWav(samples, sampleRate));
    // -D: no dither. sox dithers its 16-bit output with noise seeded from the clock, so the same
    // segment slowed twice gave different samples, and on a word Moonshine was unsure of, a
    // different reading: the same recording analysed twice could differ in its words.
    const args = ['-D', input, output, 'tempo', '-s', String(tempo)];
    await runProcess(options.soxBin ?? 'sox', args, {
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    return (await readWav(output)).samples;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
