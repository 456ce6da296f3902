import fs from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOONSHINE_MODEL_DIR } from '@server/speech/engines/moonshine/model-dir';
import { dequantizeModel } from './dequantize-onnx.mjs';
import type { Field } from './protobuf-fields.mjs';
import {
  bytesField,
  readFields,
  stringField,
  stringOf,
  varintField,
  writeFields,
} from './protobuf-fields.mjs';

const message = (...fields: Field[]) => writeFields(fields);

function node(op: string, inputs: string[], outputs: string[], attributes: Buffer[] = []): Field {
  return bytesField(
    1,
    message(
      ...inputs.map((i) => stringField(1, i)),
      ...outputs.map((o) => stringField(2, o)),
      stringField(3, `${op}_${outputs[0]}`),
      stringField(4, op),
      ...attributes.map((a) => bytesField(5, a)),
    ),
  );
}

function tensor(name: string, dataType: number, dims: number[], raw: Buffer): Field {
  return bytesField(
    5,
    message(
      ...dims.map((d) => varintField(1, d)),
      varintField(2, dataType),
      stringField(8, name),
      bytesField(9, raw),
    ),
  );
}

/** A float [1, n] value's name and type, as a graph input or output. */
function valueInfo(no: number, name: string, n: number): Field {
  const dim = (v: number) => bytesField(1, message(varintField(1, v)));
  const shape = bytesField(2, message(dim(1), dim(n)));
  const tensorType = bytesField(1, message(varintField(1, 1), shape));
  return bytesField(no, message(stringField(1, name), bytesField(2, message(tensorType))));
}

const W = [
  [12, 200, 7],
  [255, 0, 128],
];
const ZERO_POINT = 128;
const SCALE = 0.01;

/** Y = X W as the quantizer writes it: X quantized per call, an integer product, two scales. */
function quantizedModel(): Buffer {
  const floats = (xs: number[]) => {
    const b = Buffer.alloc(xs.length * 4);
    xs.forEach((x, i) => b.writeFloatLE(x, i * 4));
    return b;
  };
  const toFloat = message(stringField(1, 'to'), varintField(3, 1), varintField(20, 2));
  const graph = message(
    node('DynamicQuantizeLinear', ['X'], ['Xq', 'Xs', 'Xz']),
    node('MatMulInteger', ['Xq', 'Wq', 'Xz', 'Wz'], ['Yi']),
    node('Cast', ['Yi'], ['Yc'], [toFloat]),
    node('Mul', ['Xs', 'Ws'], ['S']),
    node('Mul', ['Yc', 'S'], ['Y']),
    stringField(2, 'g'),
    tensor('Wq', 2, [2, 3], Buffer.from(W.flat())),
    tensor('Wz', 2, [], Buffer.from([ZERO_POINT])),
    tensor('Ws', 1, [], floats([SCALE])),
    valueInfo(11, 'X', 2),
    valueInfo(12, 'Y', 3),
  );
  const opset = bytesField(8, message(stringField(1, ''), varintField(2, 14)));
  return message(varintField(1, 8), opset, bytesField(7, graph));
}

async function run(model: Buffer, x: number[]): Promise<number[]> {
  const session = await ort.InferenceSession.create(model);
  const out = await session.run({ X: new ort.Tensor('float32', Float32Array.from(x), [1, 2]) });
  return Array.from(out.Y?.data as Float32Array);
}

function opTypes(model: Buffer): string[] {
  const graph = readFields(readFields(model).find((f) => f.no === 7)?.bytes ?? Buffer.alloc(0));
  return graph.filter((f) => f.no === 1).map((f) => stringOf(readFields(f.bytes), 4));
}

/** Every node's op type, in subgraphs too (the decoder is one If with two branches). */
function opTypesDeep(model: Buffer): string[] {
  const ops: string[] = [];
  const walk = (graph: Buffer) => {
    for (const f of readFields(graph).filter((x) => x.no === 1)) {
      const fields = readFields(f.bytes);
      ops.push(stringOf(fields, 4));
      for (const a of fields.filter((x) => x.no === 5)) {
        const g = readFields(a.bytes).find((x) => x.no === 6);
        if (g) walk(g.bytes);
      }
    }
  };
  walk(readFields(model).find((f) => f.no === 7)?.bytes ?? Buffer.alloc(0));
  return ops;
}

describe('dequantizeModel', () => {
  it('makes a dynamically quantized MatMul a float one over the same 8-bit weights', async () => {
    const quantized = quantizedModel();
    const { bytes, replaced } = dequantizeModel(quantized);
    expect(replaced).toBe(1);
    expect(opTypes(bytes)).toEqual(['MatMul']);
    const x = [0.3, -1.7];
    const exact = [0, 1, 2].map(
      (c) => x[0]! * (W[0]![c]! - ZERO_POINT) * SCALE + x[1]! * (W[1]![c]! - ZERO_POINT) * SCALE,
    );
    const float = await run(bytes, x);
    float.forEach((y, c) => expect(y).toBeCloseTo(exact[c]!, 5));
    // The quantized graph rounds X to 8 bits: off by more than float error.
    const viaIntegers = await run(quantized, x);
    expect(Math.max(...viaIntegers.map((y, c) => Math.abs(y - exact[c]!)))).toBeGreaterThan(1e-4);
  });

  it('drops the integer weights nothing reads, unless the graph declares them as inputs', () => {
    const initializers = (model: Buffer) => {
      const graph = readFields(readFields(model).find((f) => f.no === 7)!.bytes);
      return graph.filter((f) => f.no === 5).map((f) => stringOf(readFields(f.bytes), 8));
    };
    expect(initializers(dequantizeModel(quantizedModel()).bytes)).toEqual(['Wq_float']);
    const fields = readFields(quantizedModel());
    const graph = fields.find((f) => f.no === 7)!;
    const declared = writeFields([
      ...fields.filter((f) => f.no !== 7),
      bytesField(7, Buffer.concat([graph.bytes, writeFields([valueInfo(11, 'Wq', 6)])])),
    ]);
    expect(initializers(dequantizeModel(declared).bytes)).toEqual(['Wq', 'Wq_float']);
  });

  it('leaves a MatMulInteger alone when its weight is not a constant', () => {
    const model = quantizedModel();
    const graph = readFields(readFields(model).find((f) => f.no === 7)!.bytes);
    const withoutWeights = graph.filter(
      (f) => f.no !== 5 || stringOf(readFields(f.bytes), 8) !== 'Wq',
    );
    const { bytes, replaced } = dequantizeModel(
      writeFields([varintField(1, 8), bytesField(7, writeFields(withoutWeights))]),
    );
    expect(replaced).toBe(0);
    expect(opTypes(bytes)).toContain('MatMulInteger');
  });

  it("makes Moonshine's encoder float, and both branches of its decoder", async () => {
    const model = (f: string) => fs.readFileSync(path.join(DEFAULT_MOONSHINE_MODEL_DIR, f));
    const encoder = dequantizeModel(model('encoder_model.onnx'));
    expect(encoder.replaced).toBe(36);
    expect(opTypesDeep(encoder.bytes)).not.toContain('MatMulInteger');
    expect(opTypesDeep(encoder.bytes)).not.toContain('DynamicQuantizeLinear');
    const session = await ort.InferenceSession.create(encoder.bytes);
    const audio = Float32Array.from({ length: 16_000 }, (_, i) => 0.1 * Math.sin(i / 7));
    const out = await session.run({
      [session.inputNames[0]!]: new ort.Tensor('float32', audio, [1, audio.length]),
    });
    const frames = out[session.outputNames[0]!]!;
    expect(frames.dims.at(-1)).toBe(288);
    expect(Array.from(frames.data as Float32Array).every(Number.isFinite)).toBe(true);

    const decoder = dequantizeModel(model('decoder_model_merged.onnx'));
    // 60 in the branch without a cache, 48 in the one with it; 26 float ones in each before.
    expect(decoder.replaced).toBe(108);
    const ops = opTypesDeep(decoder.bytes);
    expect(ops.filter((op) => op === 'MatMul')).toHaveLength(108 + 52);
    expect(ops).not.toContain('MatMulInteger');
  }, 60_000);
});
