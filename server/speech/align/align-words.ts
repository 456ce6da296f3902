import fs from 'node:fs/promises';
import path from 'node:path';
import { ProcessFailure, runProcess } from '@server/lib/run-process';
import type { EnergyProfile } from '../energy';
import { SpeechPipelineError } from '../errors';
import type { HeardWord, Recognition, RecognizedWord } from '../transcriber';
import { buildAlignmentGrammar } from './alignment-grammar';
import { placeUnaligned } from './place-unaligned';
import { parseLexicon, withSpokenVariants, type Lexicon } from './pronounce';
import { readAlignment } from './read-alignment';
import { spokenForm } from './spoken-form';
import { isLowConfidence, wordConfidence } from './word-confidence';

/** Where Debian's pocketsphinx-en-us puts its dictionary. */
export const DEFAULT_LEXICON_PATH = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

const lexicons = new Map<string, Promise<Lexicon>>();

/** Read once per process (about 0.3 s for the 135,000 entries of en-us). */
export function loadLexicon(dictPath = DEFAULT_LEXICON_PATH): Promise<Lexicon> {
  let loading = lexicons.get(dictPath);
  if (!loading) {
    loading = fs
      .readFile(dictPath, 'utf8')
      .then(parseLexicon, () => new Map<string, string[]>())
      .then(withSpokenVariants);
    lexicons.set(dictPath, loading);
  }
  return loading;
}

export interface AlignWordsInput {
  /** The words as the engine (or the speaker) wrote them, with the engine's probability. */
  words: ReadonlyArray<Pick<HeardWord, 'text' | 'probability' | 'disputed'>>;
  /** 16 kHz mono WAV of [offsetSec, offsetSec + its length) of the recording. */
  wavPath: string;
  offsetSec: number;
  /** Where words the aligner cannot place are spread: the WAV's span in the recording. */
  span: { start: number; end: number };
  energy?: { profile: EnergyProfile; threshold: number };
  pocketsphinxBin?: string;
  lexiconPath?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Told when the grammar could not be matched and times were spread instead. */
  onFallback?: (reason: string) => void;
  /**
   * Search with far wider beams: in noisy audio (speech 16-19 dB above a fan or a room) every
   * path through the grammar falls out of pocketsphinx's default beams and nothing is aligned.
   * Slower, so a retry only.
   */
  wideBeams?: boolean;
  /**
   * The optional um/uh between words (default on). Off for a retry: on some real recordings one
   * slot's path outscores the words after it until the search can no longer finish the grammar.
   */
  hesitationSlots?: boolean;
}

/** pocketsphinx's beams widened from 1e-48 (-beam, -pbeam) and 7e-29 (-wbeam). */
const WIDE_BEAMS = ['-beam', '1e-80', '-pbeam', '1e-80', '-wbeam', '1e-60'];

const isAllCaps = (text: string) => /\p{Lu}{2,}/u.test(text) && !/\p{Ll}/u.test(text);

/**
 * Times the given words in the audio by forced alignment: pocketsphinx with a
 * grammar of exactly these words (optional silence, noise and um/uh between
 * them). Every word comes back, in order: one the aligner cannot place gets
 * a time spread over the sound around it and a low confidence.
 */
export async function alignWords(input: AlignWordsInput): Promise<Recognition> {
  const kept = input.words
    .map((w) => ({ ...w, form: spokenForm(w.text) }))
    .filter((w): w is typeof w & { form: NonNullable<typeof w.form> } => w.form !== null);
  if (kept.length === 0) return { words: [], sounds: [] };
  const lexicon = await loadLexicon(input.lexiconPath);
  const grammar = buildAlignmentGrammar(
    kept.map((w) => ({ say: w.form.say, allCaps: isAllCaps(w.text) })),
    lexicon,
    { hesitationSlots: input.hesitationSlots },
  );

  const base = input.wavPath.replace(/\.wav$/, '');
  const gramPath = `${base}.gram`;
  const dictPath = `${base}.dict`;
  const logPath = `${base}.align.log`;
  await Promise.all([
    fs.writeFile(gramPath, grammar.grammar),
    fs.writeFile(dictPath, grammar.dictionary),
  ]);
  const bin = input.pocketsphinxBin ?? 'pocketsphinx_continuous';
  let output = '';
  try {
    const args = ['-infile', input.wavPath, '-jsgf', gramPath, '-dict', dictPath, '-time', 'yes'];
    // Its own voice detection shifts utterances by seconds; the segment is cut at silences already.
    args.push('-remove_silence', 'no', '-logfn', logPath);
    if (input.wideBeams) args.push(...WIDE_BEAMS);
    ({ stdout: output } = await runProcess(bin, args, {
      signal: input.signal,
      timeoutMs: input.timeoutMs,
    }));
  } catch (error) {
    if (!(error instanceof ProcessFailure) || error.kind !== 'failed') {
      throw toPipelineError(error, bin);
    }
    // A crash on odd audio: the words keep spread times rather than failing the speech.
    input.onFallback?.(`${path.basename(input.wavPath)}: aligner failed: ${error.message}`);
  }
  const read = readAlignment(
    output,
    grammar.tokens,
    kept.length,
    grammar.pronunciations,
    input.offsetSec,
  );
  const unplaced = read.words.filter((w) => !w).length;
  if (unplaced > 0 && output) {
    input.onFallback?.(
      `${path.basename(input.wavPath)}: ${unplaced} of ${kept.length} words unplaced`,
    );
  } else if (!output) {
    input.onFallback?.(`${path.basename(input.wavPath)}: the grammar did not match the audio`);
  }

  const phonesOf = (i: number) =>
    grammar.tokens
      .filter((t) => t.wordIndex === i)
      .map((t) => grammar.pronunciations.get(t.name)?.[0] ?? '')
      .join(' ');
  const weights = kept.map((_, i) => phonesOf(i).split(' ').filter(Boolean).length);
  const filled = placeUnaligned(read.words, weights, input.span, input.energy);
  const words: RecognizedWord[] = filled.map((f, i) => {
    const source = kept[i];
    const phones = f.phones || phonesOf(i);
    const confidence = wordConfidence({
      recognizer: source?.probability ?? 0,
      disputed: source?.disputed,
      aligned: f.aligned,
      durationSec: f.end - f.start,
      phoneCount: phones.split(' ').filter(Boolean).length,
    });
    return {
      word: source?.form.word ?? '',
      start: f.start,
      end: f.end,
      confidence,
      text: source?.text ?? '',
      ...(isLowConfidence(confidence) ? { lowConfidence: true } : {}),
      phones,
      aligned: f.aligned,
      recognizerProbability: source?.probability ?? 0,
    };
  });
  return { words, sounds: read.sounds };
}

function toPipelineError(error: unknown, bin: string): SpeechPipelineError {
  if (!(error instanceof ProcessFailure)) {
    return new SpeechPipelineError('internal_error', `alignment: ${String(error)}`, {
      cause: error,
    });
  }
  const code =
    error.kind === 'missing'
      ? 'recognizer_missing'
      : error.kind === 'timeout'
        ? 'timeout'
        : 'aborted';
  return new SpeechPipelineError(code, `aligner (${bin}): ${error.message}`, { cause: error });
}
