import { createMoonshineTranscriber } from './engines/moonshine/moonshine';
import { createOpenAiTranscriber } from './engines/openai';
import { createPocketsphinxTranscriber } from './engines/pocketsphinx';
import type { Transcriber } from './transcriber';

export const TRANSCRIBER_NAMES = ['moonshine', 'pocketsphinx', 'openai'] as const;
export type TranscriberName = (typeof TRANSCRIBER_NAMES)[number];

export interface TranscriberConfig {
  /** The TRANSCRIBER setting. */
  name: TranscriberName;
  pocketsphinxBin?: string;
  /** Extra decoder flags, e.g. ['-maxhmmpf', '3000', '-topn', '2'] for speed. */
  pocketsphinxArgs?: readonly string[];
  /** MOONSHINE_MODEL_DIR. */
  moonshineModelDir?: string;
  /** MOONSHINE_BEAM. */
  moonshineBeam?: number;
  /** MOONSHINE_LM_WEIGHT. */
  moonshineLmWeight?: number;
  /** MOONSHINE_REREAD_BELOW. */
  moonshineRereadBelow?: number;
  /** MOONSHINE_DEREVERB_DB. */
  moonshineDereverbDb?: number;
  /** Moonshine worker threads (RECOGNITION_PROCESSES). */
  workers?: number;
  /** TRANSCRIBE_BASE_URL, TRANSCRIBE_API_KEY, TRANSCRIBE_MODEL. */
  openai?: { baseUrl: string; apiKey?: string; model: string };
}

export function createTranscriber(config: TranscriberConfig): Transcriber {
  switch (config.name) {
    case 'moonshine':
      if (!config.moonshineModelDir) throw new Error('TRANSCRIBER=moonshine needs a model folder');
      return createMoonshineTranscriber({
        modelDir: config.moonshineModelDir,
        workers: Math.max(1, config.workers ?? 1),
        beam: config.moonshineBeam,
        lmWeight: config.moonshineLmWeight,
        rereadBelow: config.moonshineRereadBelow,
        dereverbDb: config.moonshineDereverbDb,
      });
    case 'pocketsphinx':
      return createPocketsphinxTranscriber({
        bin: config.pocketsphinxBin,
        extraArgs: config.pocketsphinxArgs,
      });
    case 'openai':
      if (!config.openai) throw new Error('TRANSCRIBER=openai needs TRANSCRIBE_BASE_URL');
      return createOpenAiTranscriber(config.openai);
    default: {
      // Config arrives from env parsing; guard against a value the type does not know yet.
      const name: string = config.name;
      throw new Error(`Unknown transcriber "${name}"; known: ${TRANSCRIBER_NAMES.join(', ')}`);
    }
  }
}
