import type { Env } from '@server/env';
import type { AnalyzeSpeechOptions } from './analyze-speech';

/** The recognizer the configuration names (TRANSCRIBER and its settings), as analyzeSpeech takes it. */
export function engineOptions(
  env: Env,
): Pick<
  AnalyzeSpeechOptions,
  | 'transcriber'
  | 'moonshineModelDir'
  | 'moonshineBeam'
  | 'moonshineLmWeight'
  | 'moonshineRereadBelow'
  | 'moonshineDereverbDb'
  | 'openai'
> {
  return {
    transcriber: env.TRANSCRIBER,
    moonshineModelDir: env.MOONSHINE_MODEL_DIR,
    moonshineBeam: env.MOONSHINE_BEAM,
    moonshineLmWeight: env.MOONSHINE_LM_WEIGHT,
    moonshineRereadBelow: env.MOONSHINE_REREAD_BELOW,
    moonshineDereverbDb: env.MOONSHINE_DEREVERB_DB,
    openai: env.TRANSCRIBE_BASE_URL
      ? {
          baseUrl: env.TRANSCRIBE_BASE_URL,
          apiKey: env.TRANSCRIBE_API_KEY,
          model: env.TRANSCRIBE_MODEL,
        }
      : undefined,
  };
}
