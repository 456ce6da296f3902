import fs from 'node:fs';
import path from 'node:path';
import llamaTokenizer from 'llama-tokenizer-js';
import { changeTempo } from '@server/speech/change-tempo';
import { SpeechPipelineError } from '@server/speech/errors';
import type { HeardWord, SegmentAudio, TextTranscriber } from '@server/speech/transcriber';
import { type EncodedFrames, MoonshineError, MoonshinePool } from './moonshine-pool';
import { borrowPunctuation, lostItsPunctuation } from './borrow-punctuation';
import { joinClosedCompounds } from './closed-compounds';
import { joinSpelledHesitations } from './spelled-hesitations';
import { joinDecades } from './decade-words';
import { joinSoundAlikes } from './sound-alikes';
import { writeHouseSpellings } from './house-spellings';
import { type SoundAlikes, sharedNgramModel, sharedSoundAlikes } from './language-model';
import { type ReadSamples, readAfterRunaway } from './runaway-reading';
import { languageModelJudge } from './reading-length-judge';
import { combineReadings, meanLogProbability } from './second-reading';
import { tokensToWords } from './token-words';

export interface MoonshineOptions {
  /** Folder with encoder_model.onnx and decoder_model_merged.onnx (MOONSHINE_MODEL_DIR). */
  modelDir: string;
  /** Worker threads, one segment each at a time; the core count is right (RECOGNITION_PROCESSES). */
  workers: number;
  /** Beam width of the decoder (MOONSHINE_BEAM); 1 decodes greedily. */
  beam?: number;
  /** Weight of the word language model in the beam (MOONSHINE_LM_WEIGHT); 0 leaves it out. */
  lmWeight?: number;
  /**
   * A segment whose words' mean log-probability is below this is read a second time, slowed
   * (MOONSHINE_REREAD_BELOW; second-reading.ts); -10 never reads again.
   */
  rereadBelow?: number;
  /**
   * A segment where dereverberation would remove more than this share of the energy (dB) is
   * heard dereverberated (MOONSHINE_DEREVERB_DB; dereverb.mjs); 0 never dereverberates.
   */
  dereverbDb?: number;
  /** sox, which slows a segment for its second reading. */
  soxBin?: string;
}

/** MOONSHINE_BEAM's default (server/env.ts). */
export const DEFAULT_MOONSHINE_BEAM = 3;
/** MOONSHINE_LM_WEIGHT's default (server/env.ts). */
export const DEFAULT_MOONSHINE_LM_WEIGHT = 0.2;

/** MOONSHINE_REREAD_BELOW's default (server/env.ts). */
export const DEFAULT_MOONSHINE_REREAD_BELOW = -0.12;
/** MOONSHINE_DEREVERB_DB's default (server/env.ts). */
export const DEFAULT_MOONSHINE_DEREVERB_DB = -24;
/** The second reading's pace: slowed by a tenth. */
const REREAD_TEMPO = 0.9;
/** How much surer of a stretch the second reading must be to replace the first's words there. */
const REREAD_MARGIN = 0.2;

/**
 * The tempos of the greedy readings a segment written without punctuation takes it from, tried in
 * turn until one keeps it (ADR 68): as recorded, slowed, sped up.
 */
const STYLE_TEMPOS = [1, 0.9, 1.1];

/** Moonshine expects 16 kHz float samples in [-1, 1]. */
export const MOONSHINE_SAMPLE_RATE = 16_000;

const pools = new Map<string, MoonshinePool>();

/**
 * One pool per model and size for the whole process: every analysis shares
 * the loaded workers instead of loading the model per job.
 */
export function sharedMoonshinePool(modelDir: string, workers: number): MoonshinePool {
  const key = `${modelDir}#${workers}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new MoonshinePool(modelDir, workers);
    pools.set(key, pool);
  }
  return pool;
}

/** Ends the shared workers (tests, shutdown). */
export async function closeMoonshinePools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((p) => p.close()));
}

function toFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = (samples[i] ?? 0) / 32768;
  return out;
}

function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    out[i] = Math.max(-32768, Math.min(32767, Math.round((samples[i] ?? 0) * 32768)));
  }
  return out;
}

/**
 * The segment's words as Podium writes them: a hesitation spelled out as letters ("H. M. M.")
 * as one word (spelled-hesitations.ts), "okay" and the four hesitations in the filler list's
 * spelling (house-spellings.ts), closed compounds written as two words joined
 * (closed-compounds.ts), and a word written as two that sound like it joined (sound-alikes.ts).
 * Last, once the readings are chosen and punctuated, so that choosing between readings compares
 * the words as read.
 */
function asPodiumWrites(words: HeardWord[], sounds: SoundAlikes | undefined): HeardWord[] {
  const spelled = writeHouseSpellings(joinSpelledHesitations(words));
  const model = sharedNgramModel();
  if (!model) return spelled;
  const closed = joinClosedCompounds(spelled, model);
  return sounds ? joinSoundAlikes(closed, sounds.model, sounds.lexicon, sounds.index) : closed;
}

const piece = (id: number) => llamaTokenizer.vocabById[id] ?? '';
const decode = (ids: number[]) => llamaTokenizer.decode(ids, false, true);

/** Moonshine's end token (its start token is the tokenizer's own, 1). */
const END_TOKEN = 2;

/** The token sequence the decoder would write for a text: start token, pieces, end token. */
export function moonshineTokens(text: string): number[] {
  return [...llamaTokenizer.encode(text, true, true), END_TOKEN];
}

function asPipelineError(error: unknown): unknown {
  if (!(error instanceof MoonshineError)) return error;
  const code =
    error.kind === 'timeout'
      ? 'timeout'
      : error.kind === 'aborted'
        ? 'aborted'
        : error.kind === 'load'
          ? 'recognizer_missing'
          : 'recognizer_failed';
  return new SpeechPipelineError(code, `moonshine: ${error.message}`, { cause: error });
}

export function createMoonshineTranscriber(options: MoonshineOptions): TextTranscriber {
  const missing = ['encoder_model.onnx', 'decoder_model_merged.onnx'].filter(
    (f) => !fs.existsSync(path.join(options.modelDir, f)),
  );
  const poolFor = (segment: SegmentAudio) => {
    if (missing.length > 0) {
      throw new SpeechPipelineError(
        'recognizer_missing',
        `Moonshine model not found in ${options.modelDir} (${missing.join(', ')}); run npm install`,
      );
    }
    if (segment.sampleRate !== MOONSHINE_SAMPLE_RATE) {
      throw new SpeechPipelineError(
        'internal_error',
        `Moonshine needs 16 kHz, got ${segment.sampleRate}`,
      );
    }
    return sharedMoonshinePool(options.modelDir, options.workers);
  };
  return {
    kind: 'text',
    name: 'moonshine',
    async transcribe(segment: SegmentAudio, opts = {}): Promise<HeardWord[]> {
      const pool = poolFor(segment);
      const { onFrames, ...runOptions } = opts;
      /**
       * The encoder's output of each hearing read so far, by its tempo: a greedy reading of a
       * hearing the beam has read (ADR 68) decodes it without encoding the same samples again.
       */
      const encodings = new Map<number, EncodedFrames>();
      const lmWeight = options.lmWeight ?? DEFAULT_MOONSHINE_LM_WEIGHT;
      const read = async (
        tempo: number,
        samples: Int16Array,
        beam = options.beam ?? DEFAULT_MOONSHINE_BEAM,
      ) => {
        const encoded = encodings.get(tempo);
        const output = await pool.run(toFloat(samples), {
          ...runOptions,
          beam,
          lmWeight,
          ...(encoded ? { encoded } : { keepEncoded: true }),
        });
        if (output.encoded) encodings.set(tempo, output.encoded);
        return { output, words: joinDecades(tokensToWords(output.tokens, piece, decode)) };
      };
      /** A runaway reading's samples read again (ADR 84), not kept for later readings. */
      const readAgain: ReadSamples = async (samples, fusion) => {
        const output = await pool.run(toFloat(samples), {
          ...runOptions,
          beam: options.beam ?? DEFAULT_MOONSHINE_BEAM,
          lmWeight: fusion,
        });
        const words = joinDecades(tokensToWords(output.tokens, piece, decode));
        return { words, hitLimit: output.hitLimit };
      };
      const reverberantDb = options.dereverbDb ?? DEFAULT_MOONSHINE_DEREVERB_DB;
      /**
       * The segment as every reading hears it: with a reverberant room's late reverberation taken
       * out (ADR 78), once, before sox slows it for a second reading.
       */
      const heard =
        reverberantDb >= 0
          ? Promise.resolve(segment.samples)
          : pool
              .dereverberate(toFloat(segment.samples), reverberantDb, runOptions)
              .then((d) => (d.dereverberated ? toInt16(d.samples) : segment.samples));
      /** The segment slowed or sped up with sox (once a tempo); undefined where sox cannot. */
      const tempos = new Map<number, Promise<Int16Array | undefined>>();
      const changedTempo = (tempo: number) => {
        const changing =
          tempos.get(tempo) ??
          heard
            .then((samples) =>
              changeTempo(samples, segment.sampleRate, tempo, {
                soxBin: options.soxBin,
                signal: opts.signal,
                timeoutMs: opts.timeoutMs,
              }),
            )
            .catch((error: unknown) => {
              if (opts.signal?.aborted) {
                throw new SpeechPipelineError('aborted', 'moonshine: aborted', { cause: error });
              }
              return undefined;
            });
        tempos.set(tempo, changing);
        return changing;
      };
      const readTwiceIfUnsure = async () => {
        const recorded = await heard;
        const first = await read(1, recorded);
        // The frames of the segment as heard (its length and times, dereverberated or not): the
        // probes' tracks are timed by it.
        if (first.output.frames) onFrames?.(first.output.frames, first.output.articleFrames);
        if (first.output.hitLimit) {
          return readAfterRunaway(recorded, segment.sampleRate, lmWeight, readAgain, first.words);
        }
        const below = options.rereadBelow ?? DEFAULT_MOONSHINE_REREAD_BELOW;
        if (first.words.length === 0 || meanLogProbability(first.words) >= below) {
          return first.words;
        }
        const slowed = await changedTempo(REREAD_TEMPO);
        // Without sox (or on audio it refuses) the first reading stands.
        if (!slowed) return first.words;
        const second = await read(REREAD_TEMPO, slowed);
        // A second reading that ran away is no second opinion (ADR 84).
        if (second.output.hitLimit) return first.words;
        const model = sharedNgramModel();
        const judge = model && languageModelJudge(model);
        return combineReadings(first.words, second.words, REREAD_MARGIN, judge);
      };
      try {
        const words = await readTwiceIfUnsure();
        const sounds = await sharedSoundAlikes();
        if (!lostItsPunctuation(words)) return asPodiumWrites(words, sounds);
        // The beam wrote the segment without punctuation: a greedy reading, of the segment as
        // recorded or else a little slower or faster, mostly keeps it (ADR 68).
        let styled: HeardWord[] | undefined;
        // A beam of 1 has read the segment as recorded greedily already.
        const beam = options.beam ?? DEFAULT_MOONSHINE_BEAM;
        for (const tempo of beam === 1 ? STYLE_TEMPOS.filter((t) => t !== 1) : STYLE_TEMPOS) {
          const samples = tempo === 1 ? await heard : await changedTempo(tempo);
          if (!samples) continue;
          const greedy = await read(tempo, samples, 1);
          if (greedy.output.hitLimit) continue;
          styled ??= greedy.words;
          if (!lostItsPunctuation(greedy.words)) {
            styled = greedy.words;
            break;
          }
        }
        return asPodiumWrites(borrowPunctuation(words, styled ?? words), sounds);
      } catch (error) {
        throw asPipelineError(error);
      }
    },
    async scoreTexts(segment, texts, opts = {}): Promise<number[]> {
      const pool = poolFor(segment);
      try {
        return await pool.score(toFloat(segment.samples), texts.map(moonshineTokens), opts);
      } catch (error) {
        throw asPipelineError(error);
      }
    },
    async hesitationFrames(segment, opts = {}): Promise<number[]> {
      const pool = poolFor(segment);
      try {
        return await pool.probe(toFloat(segment.samples), opts);
      } catch (error) {
        throw asPipelineError(error);
      }
    },
  };
}
