import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '@server/lib/run-process';
import { writeWavSlice } from '../wav';
import type { Found } from './restore-aligned';

/**
 * Audio kept either side of the hesitation: the aligner's edges are 10 ms frames, and the vowel
 * needs some of its run-in. 0.05-0.15 s all told the development set's "er" from "uh" alike
 * (ADR 57); without any, one "er" of three was missed.
 */
const PAD_SEC = 0.1;

/** pocketsphinx's own en-us entries for the two (cmudict-en-us.dict). */
const GRAMMAR = '#JSGF V1.0;\ngrammar hesitation;\npublic <s> = uh | er;\n';
const DICTIONARY = 'uh AH\ner ER\n';

export interface HearErOptions {
  /** Where its files go, in a directory of their own (the system's temporary directory by default). */
  tmpDir?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  pocketsphinxBin?: string;
}

/**
 * A hesitation found and spelled "uh" that pocketsphinx's acoustic model, asked to choose
 * between "uh" (AH) and "er" (ER) on its own audio, hears as "er" is written "er" (ADR 57).
 * Moonshine's decoder rarely prefers "er" (ADR 44): its training transcripts barely keep either.
 * Only a found hesitation is asked; one the engine wrote keeps the engine's spelling, and one
 * whose question fails (no pocketsphinx, odd audio) keeps "uh".
 */
export async function hearEr(
  found: readonly Found[],
  audio: { samples: Int16Array; sampleRate: number },
  options: HearErOptions = {},
): Promise<Found[]> {
  const asked = found.filter((c) => c.verdict === 'uh' && !c.sources.includes('written'));
  if (asked.length === 0) return [...found];
  const dir = await fs.mkdtemp(path.join(options.tmpDir ?? os.tmpdir(), 'podium-er-'));
  try {
    const gramPath = path.join(dir, 'hesitation.gram');
    const dictPath = path.join(dir, 'hesitation.dict');
    await Promise.all([fs.writeFile(gramPath, GRAMMAR), fs.writeFile(dictPath, DICTIONARY)]);
    const heardEr = new Set<Found>();
    // One after another: a few a speech, about 50 ms each.
    for (const [i, candidate] of asked.entries()) {
      const wavPath = path.join(dir, `${i}.wav`);
      const from = Math.round((candidate.start - PAD_SEC) * audio.sampleRate);
      const to = Math.round((candidate.end + PAD_SEC) * audio.sampleRate);
      await writeWavSlice(wavPath, audio, from, to);
      const heard = await ask(wavPath, gramPath, dictPath, options);
      if (heard === 'er') heardEr.add(candidate);
    }
    return found.map((c) => (heardEr.has(c) ? { ...c, verdict: 'er' } : c));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** pocketsphinx's choice for the clip, or undefined when it could not say. */
async function ask(
  wavPath: string,
  gramPath: string,
  dictPath: string,
  { signal, timeoutMs, pocketsphinxBin = 'pocketsphinx_continuous' }: HearErOptions,
): Promise<string | undefined> {
  try {
    const { stdout } = await runProcess(
      pocketsphinxBin,
      // Its own voice detection would trim the clip: the stretch is already cut.
      [
        '-infile',
        wavPath,
        '-jsgf',
        gramPath,
        '-dict',
        dictPath,
        '-remove_silence',
        'no',
        '-logfn',
        '/dev/null',
      ],
      { signal, timeoutMs },
    );
    return stdout.trim().split(/\s+/).at(-1);
  } catch (error) {
    if (signal?.aborted) throw error;
    return undefined;
  }
}
