import fs from 'node:fs';

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
