import fs from 'node:fs/promises';
import path from 'node:path';
import { SpeechPipelineError } from '../errors';
import { ProcessFailure, runProcess } from '@server/lib/run-process';
import type {
  HeardSound,
  Recognition,
  RecognizedWord,
  TranscribeOptions,
  TimedTranscriber,
} from '../transcriber';

export interface PocketsphinxOptions {
  /** pocketsphinx_continuous binary (POCKETSPHINX_BIN). */
  bin?: string;
  /** Appended after Podium's own flags; a search flag given here replaces Podium's. */
  extraArgs?: readonly string[];
  /**
   * The pronunciation dictionary the decoder uses, to say which phones each
   * recognised word matched; `-dict` in extraArgs wins. Without it (or when it
   * cannot be read) words come without phones.
   */
  dictPath?: string;
}

/**
 * Podium's search settings, each left out when extraArgs sets the same flag
 * (pocketsphinx refuses a flag given twice). `-maxhmmpf 3000` (default
 * 30000) caps the HMMs searched per frame: on the evaluation corpus it took
 * 35 % of the recogniser's CPU time for 0.1 point of word error. `-topn 2`
 * would save 15 % more but costs 0.3 point overall and 2-3 on kal16 and awb.
 */
export const SEARCH_DEFAULTS: ReadonlyArray<readonly [string, string]> = [['-maxhmmpf', '3000']];

/**
 * Added for `search: 'fast'` (recordings of 5 minutes or more): `-topn 2` took
 * the 10-minute evaluation speech from 68 to 57 s of CPU (0.06 x to 0.05 x on
 * 2 cores) for 0.6 point of word error on it (0.3 over the corpus).
 */
export const FAST_SEARCH: ReadonlyArray<readonly [string, string]> = [['-topn', '2']];

/** The decoder's command line for one chunk. */
export function pocketsphinxArgs(
  wavPath: string,
  logPath: string,
  extraArgs: readonly string[] = [],
  search: 'default' | 'fast' = 'default',
): string[] {
  const settings = search === 'fast' ? [...SEARCH_DEFAULTS, ...FAST_SEARCH] : SEARCH_DEFAULTS;
  const defaults = settings.filter(([flag]) => !extraArgs.includes(flag)).flat();
  return [
    '-infile',
    wavPath,
    '-time',
    'yes',
    // Its own voice detection shifts some utterances by seconds; Podium cuts at silences itself.
    '-remove_silence',
    'no',
    '-logfn',
    logPath,
    ...defaults,
    ...extraArgs,
  ];
}

/** Where Debian's pocketsphinx-en-us puts the dictionary pocketsphinx_continuous loads by default. */
export const DEFAULT_DICT_PATH = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

/** A token line: `word start end confidence`. */
const TOKEN_LINE =
  /^(\S+)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/i;
/** pocketsphinx reports the start of a word's last 10 ms frame as its end. */
const FRAME_SEC = 0.01;

/** Filler-dictionary tokens: <s>, </s> and <sil> are silence; the rest sounds. */
function soundKind(token: string): HeardSound['kind'] | 'silence' | undefined {
  if (/^<.*>$/.test(token)) return 'silence';
  // [SPEECH] is the spoken-noise model (+SPN+): speech-like sound without a word.
  if (/^\[speech\]$/i.test(token)) return 'speech';
  // [NOISE], and ++UM++ style fillers from a custom filler dictionary.
  if (/^\[.*\]$/.test(token) || /^\+\+.*\+\+$/.test(token)) return 'noise';
  return undefined;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Parses `pocketsphinx_continuous -time yes` output. Hypothesis lines (one per
 * utterance, words only) never have three numeric fields, so matching token
 * lines is enough to skip them, including an empty hypothesis. With the
 * dictionary, each word gets the phones of the pronunciation matched
 * (`i'm(2)` is "AH M", the same sounds as "um").
 */
export function parsePocketsphinxOutput(
  output: string,
  offsetSec = 0,
  dictionary?: ReadonlyMap<string, string>,
): Recognition {
  const words: RecognizedWord[] = [];
  const sounds: HeardSound[] = [];
  for (const line of output.split(/\r?\n/)) {
    const match = TOKEN_LINE.exec(line.trim());
    if (!match) continue;
    const [, token = '', startText = '0', endText = '0', confidence = '0'] = match;
    const start = round3(Number(startText) + offsetSec);
    const end = round3(Number(endText) + FRAME_SEC + offsetSec);
    const kind = soundKind(token);
    if (kind === 'silence') continue;
    if (kind) {
      sounds.push({ kind, start, end });
      continue;
    }
    // Alternate pronunciations: today(2) is "today".
    const word = token.replace(/\(\d+\)$/, '').toLowerCase();
    if (!word) continue;
    const phones = dictionary?.get(token.toLowerCase());
    words.push({
      word,
      start,
      end,
      // Posteriors come out a hair above 1 (1.000100).
      confidence: Math.min(1, Math.max(0, Number(confidence))),
      ...(phones === undefined ? {} : { phones }),
    });
  }
  return { words, sounds };
}

/** `word  PH ON ES` per line, as pocketsphinx reads it; `word(2)` for alternates. */
export function parseDictionary(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^(\S+)\s+(.+?)\s*$/.exec(line);
    if (match?.[1] && match[2]) entries.set(match[1].toLowerCase(), match[2]);
  }
  return entries;
}

const dictionaries = new Map<string, Promise<Map<string, string> | undefined>>();

/** Read once per process (about 0.1-0.2 s for the 135,000 entries of en-us). */
function loadDictionary(dictPath: string): Promise<Map<string, string> | undefined> {
  let loading = dictionaries.get(dictPath);
  if (!loading) {
    loading = fs.readFile(dictPath, 'utf8').then(parseDictionary, () => undefined);
    dictionaries.set(dictPath, loading);
  }
  return loading;
}

export function createPocketsphinxTranscriber(options: PocketsphinxOptions = {}): TimedTranscriber {
  const bin = options.bin ?? 'pocketsphinx_continuous';
  const extraArgs = options.extraArgs ?? [];
  const dictFlag = extraArgs.indexOf('-dict');
  const dictPath =
    (dictFlag >= 0 ? extraArgs[dictFlag + 1] : undefined) ?? options.dictPath ?? DEFAULT_DICT_PATH;
  return {
    kind: 'timed',
    name: 'pocketsphinx',
    async transcribe(wavPath: string, opts: TranscribeOptions = {}): Promise<Recognition> {
      // The log is the only place pocketsphinx explains a failure; keep it beside the chunk.
      const logPath = path.join(
        path.dirname(wavPath),
        `${path.basename(wavPath, path.extname(wavPath))}.pocketsphinx.log`,
      );
      const args = pocketsphinxArgs(wavPath, logPath, extraArgs, opts.search);
      try {
        const [{ stdout }, dictionary] = await Promise.all([
          runProcess(bin, args, { signal: opts.signal, timeoutMs: opts.timeoutMs }),
          loadDictionary(dictPath),
        ]);
        return parsePocketsphinxOutput(stdout, opts.offsetSec ?? 0, dictionary);
      } catch (error) {
        throw await toPipelineError(error, bin, logPath);
      }
    },
  };
}

async function toPipelineError(
  error: unknown,
  bin: string,
  logPath: string,
): Promise<SpeechPipelineError> {
  if (!(error instanceof ProcessFailure)) {
    return new SpeechPipelineError('recognizer_failed', String(error), { cause: error });
  }
  switch (error.kind) {
    case 'missing':
      return new SpeechPipelineError('recognizer_missing', error.message, { cause: error });
    case 'timeout':
      return new SpeechPipelineError('timeout', error.message, { cause: error });
    case 'aborted':
      return new SpeechPipelineError('aborted', error.message, { cause: error });
    case 'failed': {
      const log = await fs.readFile(logPath, 'utf8').catch(() => '');
      const reasons = log
        .split('\n')
        .filter((line) => /^(ERROR|FATAL)/.test(line))
        .slice(-3)
        .join(' | ');
      return new SpeechPipelineError(
        'recognizer_failed',
        `${error.message}${reasons ? `: ${reasons}` : ''} (${bin})`,
        { cause: error },
      );
    }
  }
}
