import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { appendTopTokens, TOP_OUTPUTS, TOP_TOKENS } from './append-top-tokens.mjs';
import { decoderOptions, firstDecoderStep, modelFile } from './first-decoder-step';
import { REWRITTEN_DECODER, rewriteDecoder } from './moonshine-model.mjs';

describe('appendTopTokens', () => {
  it("gives each row's log-probabilities and its likeliest tokens among them, best first", async () => {
    const { bytes, added } = appendTopTokens(modelFile('decoder_model_merged.onnx'));
    expect(added).toBe(true);
    const out = await firstDecoderStep(await ort.InferenceSession.create(bytes, decoderOptions), 2);
    const logits = out.logits!.data as Float32Array;
    const vocab = out.logits!.dims[2]!;
    const logProbs = out[TOP_OUTPUTS.logProbs]!.data as Float32Array;
    const top = out[TOP_OUTPUTS.topLogProbs]!;
    const ids = out[TOP_OUTPUTS.ids]!.data as BigInt64Array;
    expect(out[TOP_OUTPUTS.logProbs]!.dims).toEqual([2, 1, vocab]);
    expect(top.dims).toEqual([2, 1, TOP_TOKENS]);
    for (let row = 0; row < 2; row++) {
      const own = logits.subarray(row * vocab, (row + 1) * vocab);
      let max = -Infinity;
      for (const v of own) max = Math.max(max, v);
      let sum = 0;
      for (const v of own) sum += Math.exp(v - max);
      const logSumExp = max + Math.log(sum);
      for (const i of [0, 1, 2, 500, vocab - 1]) {
        expect(logProbs[row * vocab + i]).toBeCloseTo(own[i]! - logSumExp, 4);
      }
      const expected = [...own.keys()]
        .sort((a, b) => own[b]! - own[a]! || a - b)
        .slice(0, TOP_TOKENS);
      expect([...ids.subarray(row * TOP_TOKENS, (row + 1) * TOP_TOKENS)].map(Number)).toEqual(
        expected,
      );
      const values = (top.data as Float32Array).subarray(row * TOP_TOKENS, (row + 1) * TOP_TOKENS);
      expected.forEach((id, t) => expect(values[t]).toBeCloseTo(own[id]! - logSumExp, 4));
    }
  }, 60_000);

  it('leaves a model without logits, or with the outputs already, as it is', () => {
    const encoder = modelFile('encoder_model.onnx');
    const left = appendTopTokens(encoder);
    expect(left.added).toBe(false);
    expect(left.bytes).toBe(encoder);
    const once = appendTopTokens(modelFile('decoder_model_merged.onnx')).bytes;
    expect(appendTopTokens(once).added).toBe(false);
  });

  it('is part of the decoder the install writes beside the shipped one', () => {
    const written = modelFile(REWRITTEN_DECODER);
    expect(written.equals(rewriteDecoder(modelFile('decoder_model_merged.onnx')))).toBe(true);
  });
});
