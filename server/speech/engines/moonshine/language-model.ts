import fs from 'node:fs';
import { type NgramModel, readNgramModel } from './ngram-model.mjs';

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
