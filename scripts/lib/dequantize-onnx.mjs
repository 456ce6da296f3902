// Turns an ONNX model's dynamically quantized matrix products back into float ones (ADR 47:
// measured on Moonshine, not kept; a tool to try it again).
// Moonshine's npm model runs each linear layer as DynamicQuantizeLinear (the activations to
// 8 bits, a new scale per call) -> MatMulInteger -> Cast -> Mul by both scales. The weights
// stay as shipped (8 bits, dequantized once here); only the activations' rounding goes. Plain
// Node, no dependency.
import fs from 'node:fs';
import {
  bytesField,
  floatsOf,
  int32sOf,
  readFields,
  stringField,
  stringOf,
  stringsOf,
  varintField,
  varintsOf,
  writeFields,
} from './protobuf-fields.mjs';

// ONNX field numbers (onnx.proto).
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
const GRAPH_INPUT = 11;
const GRAPH_OUTPUT = 12;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_NAME = 3;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const ATTRIBUTE_GRAPH = 6;
const ATTRIBUTE_GRAPHS = 11;
const VALUE_INFO_NAME = 1;
const TENSOR_DIMS = 1;
const TENSOR_DATA_TYPE = 2;
const TENSOR_FLOAT_DATA = 4;
const TENSOR_INT32_DATA = 5;
const TENSOR_NAME = 8;
const TENSOR_RAW_DATA = 9;
const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;

function parseTensor(bytes) {
  const fields = readFields(bytes);
  return {
    bytes,
    name: stringOf(fields, TENSOR_NAME),
    dataType: varintsOf(fields, TENSOR_DATA_TYPE)[0] ?? 0,
    dims: varintsOf(fields, TENSOR_DIMS),
    raw: fields.find((f) => f.no === TENSOR_RAW_DATA)?.bytes,
    fields,
  };
}

function parseAttribute(bytes) {
  const fields = readFields(bytes);
  if (fields.some((f) => f.no === ATTRIBUTE_GRAPHS)) {
    throw new Error('dequantize: an attribute with a list of graphs is not supported');
  }
  const g = fields.find((f) => f.no === ATTRIBUTE_GRAPH);
  return g ? { fields, graph: parseGraph(g.bytes) } : undefined;
}

function parseNode(bytes) {
  const fields = readFields(bytes);
  return {
    fields,
    attributes: fields.map((f) => (f.no === NODE_ATTRIBUTE ? parseAttribute(f.bytes) : undefined)),
    inputs: stringsOf(fields, NODE_INPUT),
    outputs: stringsOf(fields, NODE_OUTPUT),
    name: stringOf(fields, NODE_NAME),
    opType: stringOf(fields, NODE_OP_TYPE),
  };
}

function parseGraph(bytes) {
  const fields = readFields(bytes);
  return {
    nodes: fields.filter((f) => f.no === GRAPH_NODE).map((f) => parseNode(f.bytes)),
    initializers: fields.filter((f) => f.no === GRAPH_INITIALIZER).map((f) => parseTensor(f.bytes)),
    rest: fields.filter((f) => f.no !== GRAPH_NODE && f.no !== GRAPH_INITIALIZER),
    inputs: fields
      .filter((f) => f.no === GRAPH_INPUT)
      .map((f) => stringOf(readFields(f.bytes), VALUE_INFO_NAME)),
    outputs: fields
      .filter((f) => f.no === GRAPH_OUTPUT)
      .map((f) => stringOf(readFields(f.bytes), VALUE_INFO_NAME)),
  };
}

const subgraphsOf = (node) => node.attributes.filter(Boolean).map((a) => a.graph);

function encodeNode(node) {
  return writeFields(
    node.fields.map((f, i) => {
      const a = node.attributes[i];
      if (!a) return f;
      const fields = a.fields.map((x) =>
        x.no === ATTRIBUTE_GRAPH ? bytesField(ATTRIBUTE_GRAPH, encodeGraph(a.graph)) : x,
      );
      return bytesField(NODE_ATTRIBUTE, writeFields(fields));
    }),
  );
}

function encodeGraph(graph) {
  return writeFields([
    ...graph.nodes.map((n) => bytesField(GRAPH_NODE, encodeNode(n))),
    ...graph.rest,
    ...graph.initializers.map((t) => bytesField(GRAPH_INITIALIZER, t.bytes)),
  ]);
}

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

function byOutput(nodes) {
  const producer = new Map();
  const consumers = new Map();
  for (const n of nodes) {
    for (const o of n.outputs) producer.set(o, n);
    for (const i of n.inputs) consumers.set(i, [...(consumers.get(i) ?? []), n]);
  }
  return { producer, consumers };
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

function namesUsed(graph, used = new Set()) {
  for (const o of graph.outputs) used.add(o);
  for (const n of graph.nodes) {
    for (const i of n.inputs) used.add(i);
    for (const sub of subgraphsOf(n)) namesUsed(sub, used);
  }
  return used;
}

/** Drops nodes nothing reads (the quantizers and scale products left behind), then initializers. */
function prune(top) {
  const graphs = [];
  const collect = (g) => {
    graphs.push(g);
    for (const n of g.nodes) subgraphsOf(n).forEach(collect);
  };
  collect(top);
  for (let changed = true; changed;) {
    changed = false;
    const used = namesUsed(top);
    for (const g of graphs) {
      const kept = g.nodes.filter(
        (n) => subgraphsOf(n).length > 0 || n.outputs.some((o) => o && used.has(o)),
      );
      if (kept.length !== g.nodes.length) changed = true;
      g.nodes = kept;
    }
  }
  const used = namesUsed(top);
  // An initializer also declared a graph input (older models) stays: without it the input
  // would become one the caller must feed.
  for (const g of graphs) {
    g.initializers = g.initializers.filter((t) => used.has(t.name) || g.inputs.includes(t.name));
  }
}

/** The model with every dynamically quantized MatMul made float; `replaced` counts them. */
export function dequantizeModel(modelBytes) {
  const model = readFields(modelBytes);
  const at = model.findIndex((f) => f.no === MODEL_GRAPH);
  if (at < 0) throw new Error('dequantize: the file has no graph');
  const graph = parseGraph(model[at].bytes);
  const added = new Map();
  const replaced = rewrite(graph, new Map(), added);
  graph.initializers.push(...added.values());
  prune(graph);
  const fields = [...model];
  fields[at] = bytesField(MODEL_GRAPH, encodeGraph(graph));
  return { bytes: writeFields(fields), replaced };
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
