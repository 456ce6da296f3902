import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Chromium flags for a headless run on this machine (notes/speech-probe.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/** The microphone plays this WAV file once, then silence (`%noloop`), instead of a beep. */
export function fakeMicrophoneFile(wav: string): string[] {
  return [...chromiumArgs, `--use-file-for-fake-audio-capture=${wav}%noloop`];
}

/** The microphone plays this generated fixture once, then silence. */
export function fakeMicrophone(fixture: string): string[] {
  return fakeMicrophoneFile(path.join(repoRoot, 'tests/fixtures/generated', `${fixture}.wav`));
}
