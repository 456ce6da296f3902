import { createPocketsphinxTranscriber } from './engines/pocketsphinx';
import type { Transcriber } from './transcriber';

export const TRANSCRIBER_NAMES = ['pocketsphinx'] as const;
export type TranscriberName = (typeof TRANSCRIBER_NAMES)[number];

export interface TranscriberConfig {
  /** The TRANSCRIBER setting. */
  name: TranscriberName;
  pocketsphinxBin?: string;
  /** Extra decoder flags, e.g. ['-maxhmmpf', '3000', '-topn', '2'] for speed. */
  pocketsphinxArgs?: readonly string[];
}

export function createTranscriber(config: TranscriberConfig): Transcriber {
  switch (config.name) {
    case 'pocketsphinx':
      return createPocketsphinxTranscriber({
        bin: config.pocketsphinxBin,
        extraArgs: config.pocketsphinxArgs,
      });
    default: {
      // Config arrives from env parsing; guard against a value the type does not know yet.
      const name: string = config.name;
      throw new Error(`Unknown transcriber "${name}"; known: ${TRANSCRIBER_NAMES.join(', ')}`);
    }
  }
}
