import fs from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import { appendTopTokens, TOP_OUTPUTS, TOP_TOKENS } from './append-top-tokens.mjs';
import { REWRITTEN_DECODER, rewriteDecoder } from './moonshine-model.mjs';

const model = (f: string) => fs.readFileSync(path.join(DEFAULT_MOONSHINE_MODEL_DIR, f));
const options = { intraOpNumThreads: 1, extra: { session: { disable_quant_qdq: '1' } } };

/** The decoder's first step on a second of tone, for `rows` identical start tokens. */
async function firstStep(decoder: ort.InferenceSession, rows: number) {
  const encoder = await ort.InferenceSession.create(model('encoder_model.onnx'), options);
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

describe('appendTopTokens', () => {
  it("gives each row's likeliest tokens, best first, and the log of its sum of exponentials", async () => {
    const { bytes, added } = appendTopTokens(model('decoder_model_merged.onnx'));
    expect(added).toBe(true);
    const out = await firstStep(await ort.InferenceSession.create(bytes, options), 2);
    const logits = out.logits!.data as Float32Array;
    const vocab = out.logits!.dims[2]!;
    const top = out[TOP_OUTPUTS.logits]!;
    const ids = out[TOP_OUTPUTS.ids]!.data as BigInt64Array;
    const logSumExp = out[TOP_OUTPUTS.logSumExp]!.data as Float32Array;
    expect(top.dims).toEqual([2, 1, TOP_TOKENS]);
    for (let row = 0; row < 2; row++) {
      const own = logits.subarray(row * vocab, (row + 1) * vocab);
      const expected = [...own.keys()]
        .sort((a, b) => own[b]! - own[a]! || a - b)
        .slice(0, TOP_TOKENS);
      expect([...ids.subarray(row * TOP_TOKENS, (row + 1) * TOP_TOKENS)].map(Number)).toEqual(
        expected,
      );
      expect([
        ...(top.data as Float32Array).subarray(row * TOP_TOKENS, (row + 1) * TOP_TOKENS),
      ]).toEqual(expected.map((i) => own[i]));
      let max = -Infinity;
      for (const v of own) max = Math.max(max, v);
      let sum = 0;
      for (const v of own) sum += Math.exp(v - max);
      expect(logSumExp[row]).toBeCloseTo(max + Math.log(sum), 4);
    }
  }, 60_000);

  it('leaves a model without logits, or with the outputs already, as it is', () => {
    const encoder = model('encoder_model.onnx');
    const left = appendTopTokens(encoder);
    expect(left.added).toBe(false);
    expect(left.bytes).toBe(encoder);
    const once = appendTopTokens(model('decoder_model_merged.onnx')).bytes;
    expect(appendTopTokens(once).added).toBe(false);
  });

  it('is part of the decoder the install writes beside the shipped one', () => {
    const written = model(REWRITTEN_DECODER);
    expect(written.equals(rewriteDecoder(model('decoder_model_merged.onnx')))).toBe(true);
  });
});
