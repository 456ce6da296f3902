import fs from 'node:fs';
import { loadLexicon } from '@server/speech/align/align-words';
import type { Lexicon } from '@server/speech/align/pronounce';
import { type NgramModel, readNgramModel } from './ngram-model.mjs';
import { type SoundAlikeIndex, soundAlikeIndex } from './sound-alikes';

/** Debian's pocketsphinx-en-us: a trigram model of 72,547 words in sphinxbase's trie format. */
export const LANGUAGE_MODEL_PATH = '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin';

const loaded = new Map<string, SharedArrayBuffer | undefined>();

/**
 * The language model's bytes, read once per process into memory every Moonshine worker thread
 * shares (27 MB once, not per worker); undefined when the file cannot be read, and the decoder
 * then runs without it.
 */
export function sharedLanguageModel(file = LANGUAGE_MODEL_PATH): SharedArrayBuffer | undefined {
  if (!loaded.has(file)) {
    let shared: SharedArrayBuffer | undefined;
    try {
      const bytes = fs.readFileSync(file);
      shared = new SharedArrayBuffer(bytes.length);
      new Uint8Array(shared).set(bytes);
    } catch {
      shared = undefined;
    }
    loaded.set(file, shared);
  }
  return loaded.get(file);
}

const models = new Map<string, NgramModel | undefined>();

/**
 * The same model read in place for this thread (closed-compounds.ts asks it), over the bytes the
 * workers share; undefined when the file cannot be read or is not such a model.
 */
export function sharedNgramModel(file = LANGUAGE_MODEL_PATH): NgramModel | undefined {
  if (!models.has(file)) {
    const bytes = sharedLanguageModel(file);
    let model: NgramModel | undefined;
    try {
      model = bytes ? readNgramModel(new Uint8Array(bytes)) : undefined;
    } catch {
      model = undefined;
    }
    models.set(file, model);
  }
  return models.get(file);
}

let soundAlikes: Promise<SoundAlikes | undefined> | undefined;

/** What joinSoundAlikes asks: the model, the pronunciations, the model's words by sound. */
export interface SoundAlikes {
  model: NgramModel;
  lexicon: Lexicon;
  index: SoundAlikeIndex;
}

/**
 * Built once per process from the aligner's lexicon (read once already) and the model above;
 * undefined without the model, and an empty lexicon joins nothing.
 */
export function sharedSoundAlikes(): Promise<SoundAlikes | undefined> {
  soundAlikes ??= loadLexicon().then((lexicon) => {
    const model = sharedNgramModel();
    return model && { model, lexicon, index: soundAlikeIndex(lexicon, model) };
  });
  return soundAlikes;
}
