import fs from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';

/** A file of the installed Moonshine model. */
export const modelFile = (f: string) => fs.readFileSync(path.join(DEFAULT_MOONSHINE_MODEL_DIR, f));

/** The session options the worker runs the decoder with (moonshine-worker.mjs). */
export const decoderOptions = {
  intraOpNumThreads: 1,
  extra: { session: { disable_quant_qdq: '1' } },
};

/** The decoder's first step on a second of tone, for `rows` identical start tokens. */
export async function firstDecoderStep(decoder: ort.InferenceSession, rows: number) {
  const encoder = await ort.InferenceSession.create(
    modelFile('encoder_model.onnx'),
    decoderOptions,
  );
  const audio = Float32Array.from({ length: 16_000 }, (_, i) => 0.1 * Math.sin(i / 5));
  const hidden = (
    await encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) })
  ).last_hidden_state!;
  const feeds: Record<string, ort.Tensor> = {
    input_ids: new ort.Tensor(
      'int64',
      BigInt64Array.from({ length: rows }, () => 1n),
      [rows, 1],
    ),
    encoder_hidden_states: new ort.Tensor(
      'float32',
      Float32Array.from({ length: hidden.data.length * rows }, (_, i) => {
        return (hidden.data as Float32Array)[i % hidden.data.length]!;
      }),
      [rows, ...hidden.dims.slice(1)],
    ),
    use_cache_branch: new ort.Tensor('bool', [false]),
  };
  for (let l = 0; l < 6; l++)
    for (const a of ['decoder', 'encoder'])
      for (const b of ['key', 'value'])
        feeds[`past_key_values.${l}.${a}.${b}`] = new ort.Tensor(
          'float32',
          new Float32Array(0),
          [0, 8, 1, 36],
        );
  return decoder.run(feeds);
}
