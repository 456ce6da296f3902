// Turns an ONNX model's dynamically quantized matrix products back into float ones (ADR 47:
// measured on Moonshine, not kept; a tool to try it again).
// Moonshine's npm model runs each linear layer as DynamicQuantizeLinear (the activations to
// 8 bits, a new scale per call) -> MatMulInteger -> Cast -> Mul by both scales. The weights
// stay as shipped (8 bits, dequantized once here); only the activations' rounding goes. Plain
// Node, no dependency.
import fs from 'node:fs';
import {
  byOutput,
  FLOAT,
  INT8,
  NODE_INPUT,
  NODE_NAME,
  NODE_OP_TYPE,
  NODE_OUTPUT,
  parseNode,
  parseTensor,
  prune,
  readModel,
  subgraphsOf,
  TENSOR_DATA_TYPE,
  TENSOR_DIMS,
  TENSOR_FLOAT_DATA,
  TENSOR_INT32_DATA,
  TENSOR_NAME,
  TENSOR_RAW_DATA,
  UINT8,
} from './onnx-graph.mjs';
import {
  bytesField,
  floatsOf,
  int32sOf,
  stringField,
  varintField,
  writeFields,
} from './protobuf-fields.mjs';

// Small tensors (a scale, a zero point) come as int32_data or float_data, large ones as raw_data.
function integers(tensor) {
  if (tensor.dataType !== UINT8 && tensor.dataType !== INT8) return undefined;
  if (!tensor.raw) return int32sOf(tensor.fields, TENSOR_INT32_DATA);
  return tensor.dataType === UINT8 ? new Uint8Array(tensor.raw) : new Int8Array(tensor.raw);
}

function floats(tensor) {
  if (tensor.dataType !== FLOAT) return undefined;
  if (!tensor.raw) return floatsOf(tensor.fields, TENSOR_FLOAT_DATA);
  return Array.from({ length: tensor.raw.length / 4 }, (_, i) => tensor.raw.readFloatLE(i * 4));
}

/** (W - zero point) x scale as a float tensor; per tensor or per output column. */
function dequantizedWeight(name, weight, zeroPoint, scale) {
  const w = integers(weight);
  const z = integers(zeroPoint);
  const s = floats(scale);
  if (!w || !z || !s || weight.dims.length !== 2) return undefined;
  const columns = weight.dims[1];
  if (![1, columns].includes(z.length) || ![1, columns].includes(s.length)) return undefined;
  const out = Buffer.alloc(w.length * 4);
  for (let i = 0; i < w.length; i++) {
    const c = i % columns;
    out.writeFloatLE((w[i] - z[z.length === 1 ? 0 : c]) * s[s.length === 1 ? 0 : c], i * 4);
  }
  const fields = [
    ...weight.dims.map((d) => varintField(TENSOR_DIMS, d)),
    varintField(TENSOR_DATA_TYPE, FLOAT),
    stringField(TENSOR_NAME, name),
    bytesField(TENSOR_RAW_DATA, out),
  ];
  return parseTensor(writeFields(fields));
}

/**
 * The float MatMul standing for one MatMulInteger and the nodes it replaces, or undefined when
 * the pattern around it is not the dynamic-quantization one (it is then left as it is).
 */
function floatMatMul(node, graph, scope, added) {
  const { producer, consumers } = byOutput(graph.nodes);
  const [xq, wq, , wzp] = node.inputs;
  const quantize = producer.get(xq);
  const cast = consumers.get(node.outputs[0]);
  if (quantize?.opType !== 'DynamicQuantizeLinear' || cast?.length !== 1) return undefined;
  if (cast[0].opType !== 'Cast') return undefined;
  const mul = consumers.get(cast[0].outputs[0]);
  if (mul?.length !== 1 || mul[0].opType !== 'Mul') return undefined;
  const scales = producer.get(mul[0].inputs.find((i) => i !== cast[0].outputs[0]));
  if (scales?.opType !== 'Mul' || !scales.inputs.includes(quantize.outputs[1])) return undefined;
  const weightScale = scales.inputs.find((i) => i !== quantize.outputs[1]);
  const name = `${wq}_float`;
  if (!added.has(name)) {
    const weight = [scope.get(wq), scope.get(wzp), scope.get(weightScale)];
    if (weight.some((t) => !t)) return undefined;
    const tensor = dequantizedWeight(name, ...weight);
    if (!tensor) return undefined;
    added.set(name, tensor);
  }
  const matMul = parseNode(
    writeFields([
      stringField(NODE_INPUT, quantize.inputs[0]),
      stringField(NODE_INPUT, name),
      stringField(NODE_OUTPUT, mul[0].outputs[0]),
      stringField(NODE_NAME, `${node.name}_float`),
      stringField(NODE_OP_TYPE, 'MatMul'),
    ]),
  );
  return { matMul, replaced: [node, cast[0], mul[0]] };
}

function rewrite(graph, outerScope, added) {
  const scope = new Map(outerScope);
  for (const t of graph.initializers) scope.set(t.name, t);
  let count = 0;
  for (const node of graph.nodes) {
    for (const sub of subgraphsOf(node)) count += rewrite(sub, scope, added);
  }
  const gone = new Set();
  const nodes = [];
  for (const node of graph.nodes) {
    if (gone.has(node)) continue;
    const swap =
      node.opType === 'MatMulInteger' ? floatMatMul(node, graph, scope, added) : undefined;
    if (swap) {
      for (const n of swap.replaced) gone.add(n);
      nodes.push(swap.matMul);
      count++;
    } else nodes.push(node);
  }
  // A Cast or Mul listed before its MatMulInteger (not topological) goes here.
  graph.nodes = nodes.filter((n) => !gone.has(n));
  return count;
}

/** The model with every dynamically quantized MatMul made float; `replaced` counts them. */
export function dequantizeModel(modelBytes) {
  const { graph, write } = readModel(modelBytes);
  const added = new Map();
  const replaced = rewrite(graph, new Map(), added);
  graph.initializers.push(...added.values());
  prune(graph);
  return { bytes: write(), replaced };
}

// `node scripts/lib/dequantize-onnx.mjs IN.onnx OUT.onnx`: a float copy to try (ADR 47), for a
// folder MOONSHINE_MODEL_DIR can name.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('Usage: node scripts/lib/dequantize-onnx.mjs IN.onnx OUT.onnx');
    process.exit(2);
  }
  const { bytes, replaced } = dequantizeModel(fs.readFileSync(from));
  fs.writeFileSync(to, bytes);
  console.log(`${to}: ${replaced} quantized matrix products made float`);
}
