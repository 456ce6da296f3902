// Moonshine's decoder with its output layer read from 8-bit weights (ADR 59). The output layer
// shares the token embeddings, which the model ships quantized to 8 bits: the logits are a float
// product with all 32,768 x 288 of them dequantized. onnxruntime folds that dequantization once at
// load (moonshine-worker.mjs), so every step reads a 38 MB float matrix to make three rows of
// logits: a third of a step, spent waiting on memory. MatMulNBits (onnxruntime's com.microsoft
// operator for block-quantized weights) reads the same 8-bit weights, a quarter of the bytes, with
// the same scale and zero point. At accuracy level 4 it rounds each block of 32 of the layer's
// inputs to 8 bits too, as every other layer of the model already does its inputs: the logits move
// by about a fiftieth on average (ADR 59). Plain Node, no dependency.
import fs from 'node:fs';
import { floatsOf, int32sOf } from './protobuf-fields.mjs';
import {
  attributeInts,
  byOutput,
  FLOAT,
  intAttribute,
  newNode,
  newTensor,
  prune,
  readModel,
  subgraphsOf,
  UINT8,
} from './onnx-graph.mjs';

/** Inputs rounded to 8 bits a block at a time: onnxruntime's fast path for 8-bit weights. */
const ACCURACY_INT8 = 4;
const BLOCK = 32;
const TENSOR_FLOAT_DATA = 4;
const TENSOR_INT32_DATA = 5;

/** A one-value initializer's number, stored raw or as a typed field. */
function scalarOf(tensor) {
  if (!tensor || tensor.dims.length > 1 || (tensor.dims[0] ?? 1) !== 1) return undefined;
  if (tensor.dataType === FLOAT) {
    return tensor.raw ? tensor.raw.readFloatLE(0) : floatsOf(tensor.fields, TENSOR_FLOAT_DATA)[0];
  }
  if (tensor.dataType === UINT8) {
    return tensor.raw ? tensor.raw[0] : int32sOf(tensor.fields, TENSOR_INT32_DATA)[0];
  }
  return undefined;
}

/**
 * The decoder with each float MatMul whose weights are a DequantizeLinear (one scale, one zero
 * point) of the transpose of an 8-bit [N, K] initializer, K a multiple of 32, made a MatMulNBits
 * over that initializer's bytes: [N, K] is the layout it reads. Moonshine's output layer is that
 * product, with the token embeddings as the initializer. `layers` is how many were made; 0 leaves
 * the bytes the ones given.
 */
export function int8OutputLayer(modelBytes) {
  const { graph, write, importOpset } = readModel(modelBytes);
  const initializers = new Map(graph.initializers.map((t) => [t.name, t]));
  const made = new Map();
  let layers = 0;
  const weightsFor = (dequantize, producer) => {
    const [transposed, scaleName, zeroName] = dequantize.inputs;
    const transpose = producer.get(transposed ?? '');
    const perm = transpose && attributeInts(transpose, 'perm');
    if (transpose?.opType !== 'Transpose' || (perm && perm.join() !== '1,0')) return undefined;
    const quantized = transpose.inputs[0];
    if (made.has(quantized)) return made.get(quantized);
    const weights = initializers.get(quantized);
    const scale = scalarOf(initializers.get(scaleName));
    const zero = scalarOf(initializers.get(zeroName));
    const [n, k] = weights?.dims ?? [];
    const usable =
      weights?.dataType === UINT8 &&
      weights.raw?.length === k * n &&
      weights.dims.length === 2 &&
      k % BLOCK === 0 &&
      scale !== undefined &&
      zero !== undefined;
    if (!usable) return undefined;
    const blocks = (n * k) / BLOCK;
    const names = ['B', 'scales', 'zero_points'].map((p) => `${quantized}.nbits.${p}`);
    graph.initializers.push(
      newTensor(names[0], UINT8, [n, k / BLOCK, BLOCK], weights.raw),
      newTensor(
        names[1],
        FLOAT,
        [blocks],
        Buffer.from(new Float32Array(blocks).fill(scale).buffer),
      ),
      newTensor(names[2], UINT8, [blocks], Buffer.alloc(blocks, zero)),
    );
    const plan = { names, k, n };
    made.set(quantized, plan);
    return plan;
  };
  const rewrite = (g) => {
    const { producer } = byOutput(g.nodes);
    g.nodes = g.nodes.map((node) => {
      for (const sub of subgraphsOf(node)) rewrite(sub);
      if (node.opType !== 'MatMul') return node;
      const dequantize = producer.get(node.inputs[1] ?? '');
      if (dequantize?.opType !== 'DequantizeLinear') return node;
      const plan = weightsFor(dequantize, producer);
      if (!plan) return node;
      layers++;
      return newNode({
        opType: 'MatMulNBits',
        domain: 'com.microsoft',
        name: `${node.name}NBits`,
        inputs: [node.inputs[0], ...plan.names],
        outputs: node.outputs,
        attributes: [
          intAttribute('K', plan.k),
          intAttribute('N', plan.n),
          intAttribute('bits', 8),
          intAttribute('block_size', BLOCK),
          intAttribute('accuracy_level', ACCURACY_INT8),
        ],
      });
    });
  };
  rewrite(graph);
  if (layers === 0) return { bytes: modelBytes, layers };
  importOpset('com.microsoft', 1);
  prune(graph);
  return { bytes: write(), layers };
}

// `node scripts/lib/int8-output-layer.mjs IN.onnx OUT.onnx`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('Usage: node scripts/lib/int8-output-layer.mjs IN.onnx OUT.onnx');
    process.exit(2);
  }
  const { bytes, layers } = int8OutputLayer(fs.readFileSync(from));
  fs.writeFileSync(to, bytes);
  console.log(`${to}: ${layers} product(s) read from 8-bit weights`);
}
