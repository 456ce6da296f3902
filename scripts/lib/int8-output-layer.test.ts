import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { decoderOptions, firstDecoderStep, modelFile } from './first-decoder-step';
import { int8OutputLayer } from './int8-output-layer.mjs';

describe('int8OutputLayer', () => {
  it("reads the decoder's output layer from its 8-bit weights: the same likeliest tokens, logits within a fiftieth on average", async () => {
    const shipped = modelFile('decoder_model_merged.onnx');
    const { bytes, layers } = int8OutputLayer(shipped);
    // The output layer of each branch of the merged decoder (the first step and the cached ones).
    expect(layers).toBe(2);
    const [before, after] = await Promise.all(
      [shipped, bytes].map(async (b) =>
        firstDecoderStep(await ort.InferenceSession.create(b, decoderOptions), 2),
      ),
    );
    const was = before!.logits!.data as Float32Array;
    const is = after!.logits!.data as Float32Array;
    expect(is.length).toBe(was.length);
    let worst = 0;
    let total = 0;
    let moved = 0;
    is.forEach((x, i) => {
      const off = Math.abs(x - was[i]!);
      worst = Math.max(worst, off);
      total += off;
      if (off > 0) moved++;
    });
    // Logits spread over about 35 here; rounding the inputs to 8 bits moves them by a fiftieth on
    // average, an eighth at most (the other layers' roundings do as much).
    expect(total / is.length).toBeLessThan(0.03);
    expect(worst).toBeLessThan(0.25);
    // It did change the product: the activations are rounded to 8 bits too.
    expect(moved).toBeGreaterThan(0);
    const vocab = before!.logits!.dims[2]!;
    const top = (l: Float32Array) =>
      [...l.subarray(0, vocab).keys()].sort((a, b) => l[b]! - l[a]!).slice(0, 8);
    expect(top(is)).toEqual(top(was));
  }, 60_000);

  it('leaves a model without such a product as it is, and a rewritten one too', () => {
    const encoder = modelFile('encoder_model.onnx');
    const left = int8OutputLayer(encoder);
    expect(left.layers).toBe(0);
    expect(left.bytes).toBe(encoder);
    const once = int8OutputLayer(modelFile('decoder_model_merged.onnx')).bytes;
    expect(int8OutputLayer(once).layers).toBe(0);
  });
});
