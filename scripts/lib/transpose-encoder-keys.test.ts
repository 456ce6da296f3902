import fs from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import { REWRITTEN_DECODER } from './moonshine-model.mjs';
import { readFields } from './protobuf-fields.mjs';
import { transposeEncoderKeys } from './transpose-encoder-keys.mjs';

const model = (f: string) => fs.readFileSync(path.join(DEFAULT_MOONSHINE_MODEL_DIR, f));
const LAYERS = 6;
const options = { intraOpNumThreads: 1, extra: { session: { disable_quant_qdq: '1' } } };

/** Every Transpose reading a fed cross-attention key, in either branch. */
function keyTransposes(bytes: Buffer): number {
  let count = 0;
  const walk = (graph: Buffer) => {
    for (const f of readFields(graph).filter((x) => x.no === 1)) {
      const fields = readFields(f.bytes);
      const op = fields.find((x) => x.no === 4)?.bytes.toString();
      const inputs = fields.filter((x) => x.no === 1).map((x) => x.bytes.toString());
      if (op === 'Transpose' && inputs.some((i) => /^past_key_values\.\d+\.encoder\.key$/.test(i)))
        count++;
      for (const a of fields.filter((x) => x.no === 5)) {
        const g = readFields(a.bytes).find((x) => x.no === 6);
        if (g) walk(g.bytes);
      }
    }
  };
  walk(readFields(bytes).find((f) => f.no === 7)?.bytes ?? Buffer.alloc(0));
  return count;
}

/**
 * Three decoder steps (one row, then three), each step's logits. The encoder's cache goes on as
 * the first step gave it (one row, which the worker feeds) or `copied` to every row.
 */
async function steps(
  decoder: ort.InferenceSession,
  hidden: ort.Tensor,
  copied = true,
): Promise<Float32Array[]> {
  const rows = (t: ort.Tensor, n: number) => {
    const data = t.data as Float32Array;
    return new ort.Tensor(
      'float32',
      Float32Array.from({ length: data.length * n }, (_, i) => data[i % data.length]!),
      [n, ...t.dims.slice(1)],
    );
  };
  let cache: Record<string, ort.Tensor> = {};
  for (let l = 0; l < LAYERS; l++)
    for (const a of ['decoder', 'encoder'])
      for (const b of ['key', 'value'])
        cache[`past_key_values.${l}.${a}.${b}`] = new ort.Tensor(
          'float32',
          new Float32Array(0),
          [0, 8, 1, 36],
        );
  const logits: Float32Array[] = [];
  let states = hidden;
  const tokens = [1n, 400n, 1200n];
  for (let step = 0; step < tokens.length; step++) {
    const n = step === 0 ? 1 : 3;
    const out = await decoder.run({
      input_ids: new ort.Tensor(
        'int64',
        BigInt64Array.from({ length: n }, () => tokens[step]!),
        [n, 1],
      ),
      encoder_hidden_states: states,
      use_cache_branch: new ort.Tensor('bool', [step > 0]),
      ...cache,
    });
    logits.push(out.logits!.data as Float32Array);
    const next: Record<string, ort.Tensor> = {};
    for (const name of Object.keys(cache)) {
      const present = out[name.replace('past_key_values', 'present')]!;
      if (name.includes('.decoder.')) next[name] = step === 0 ? rows(present, 3) : present;
      else next[name] = step > 0 ? cache[name]! : copied ? rows(present, 3) : present;
    }
    if (step === 0) states = rows(hidden, 3);
    cache = next;
  }
  return logits;
}

describe('transposeEncoderKeys', () => {
  it("caches Moonshine's cross-attention keys as read, with the same logits at every step", async () => {
    const shipped = model('decoder_model_merged.onnx');
    const { bytes, layers } = transposeEncoderKeys(shipped);
    expect(layers).toBe(LAYERS);
    expect(keyTransposes(shipped)).toBe(LAYERS);
    expect(keyTransposes(bytes)).toBe(0);

    const encoder = await ort.InferenceSession.create(model('encoder_model.onnx'), options);
    const audio = Float32Array.from(
      { length: 32_000 },
      (_, i) => 0.1 * Math.sin(i / 7) * Math.sin(i / 900),
    );
    const hidden = (
      await encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) })
    ).last_hidden_state!;
    const before = await steps(await ort.InferenceSession.create(shipped, options), hidden);
    const after = await steps(await ort.InferenceSession.create(bytes, options), hidden);
    expect(after.map((l) => l.length)).toEqual(before.map((l) => l.length));
    after.forEach((l, step) => {
      let worst = 0;
      l.forEach((x, i) => (worst = Math.max(worst, Math.abs(x - before[step]![i]!))));
      expect(worst).toBe(0);
    });
    // The steps with the cache did differ from the first: the comparison saw them.
    expect(after[1]!.slice(0, 100)).not.toEqual(after[0]!.slice(0, 100));
  }, 60_000);

  it.each(['decoder_model_merged.onnx', REWRITTEN_DECODER])(
    "%s serves three hypotheses from one row of the encoder's cache with the same logits",
    async (file) => {
      const decoder = await ort.InferenceSession.create(model(file), options);
      const encoder = await ort.InferenceSession.create(model('encoder_model.onnx'), options);
      const audio = Float32Array.from({ length: 24_000 }, (_, i) => 0.1 * Math.sin(i / 9));
      const hidden = (
        await encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) })
      ).last_hidden_state!;
      const copied = await steps(decoder, hidden);
      const broadcast = await steps(decoder, hidden, false);
      expect(broadcast[2]!.length).toBe(copied[2]!.length);
      broadcast.forEach((l, step) => {
        let worst = 0;
        l.forEach((x, i) => (worst = Math.max(worst, Math.abs(x - copied[step]![i]!))));
        expect(worst).toBeLessThan(1e-4);
      });
    },
    60_000,
  );

  it('leaves a model without that pattern as it is', () => {
    const encoder = model('encoder_model.onnx');
    const { bytes, layers } = transposeEncoderKeys(encoder);
    expect(layers).toBe(0);
    expect(bytes.equals(encoder)).toBe(true);
  });
});
