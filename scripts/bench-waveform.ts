import { execFileSync } from 'node:child_process';
import { waveformPeaks } from '@server/speech/waveform/waveform-peaks';
import { parseWav } from '@server/speech/wav';

/*
 * The waveform's cost (ADR 18): time to compute the peaks of a recording and
 * the size of their JSON, on the 2-minute test speech decoded to 16 kHz as the
 * pipeline does, and on 10 minutes of it repeated. Prints figures; asserts nothing.
 */
const file = process.argv[2] ?? 'tests/fixtures/generated/long-2min.wav';
const decoded = execFileSync(
  'ffmpeg',
  ['-v', 'error', '-i', file, '-ac', '1', '-ar', '16000', '-f', 'wav', '-'],
  {
    maxBuffer: 1 << 30,
  },
);
const audio = parseWav(new Uint8Array(decoded));
const tenMinutes = new Int16Array(16_000 * 600);
for (let i = 0; i < tenMinutes.length; i++)
  tenMinutes[i] = audio.samples[i % audio.samples.length] ?? 0;

for (const [name, samples] of [
  [`${file} (${(audio.samples.length / 16_000).toFixed(1)} s)`, audio.samples],
  ['10 minutes', tenMinutes],
] as const) {
  const runs: number[] = [];
  let json = '';
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const waveform = waveformPeaks(samples, 16_000);
    runs.push(performance.now() - started);
    json = JSON.stringify(waveform);
  }
  const minutes = samples.length / 16_000 / 60;
  runs.sort((a, b) => a - b);
  console.log(
    `${name}: median ${runs[2]?.toFixed(1)} ms, ${(json.length / 1024).toFixed(1)} KB JSON (${(json.length / 1024 / minutes).toFixed(1)} KB a minute)`,
  );
}
