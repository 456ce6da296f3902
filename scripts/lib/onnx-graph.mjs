// An ONNX model's graph read and written at the level of protobuf fields: nodes, initializers
// and subgraphs (an If's branches) parsed, everything else kept byte for byte. What the tools that
// rewrite Moonshine's model share (dequantize-onnx.mjs, transpose-encoder-keys.mjs). Plain Node, no
// dependency.
import {
  bytesField,
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
const MODEL_OPSET_IMPORT = 8;
const OPSET_DOMAIN = 1;
const OPSET_VERSION = 2;
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
export const GRAPH_INPUT = 11;
export const GRAPH_OUTPUT = 12;
export const NODE_INPUT = 1;
export const NODE_OUTPUT = 2;
export const NODE_NAME = 3;
export const NODE_OP_TYPE = 4;
export const NODE_ATTRIBUTE = 5;
const NODE_DOMAIN = 7;
const ATTRIBUTE_NAME = 1;
const ATTRIBUTE_I = 3;
const ATTRIBUTE_GRAPH = 6;
const ATTRIBUTE_INTS = 8;
const ATTRIBUTE_TYPE = 20;
const ATTRIBUTE_TYPE_INT = 2;
const ATTRIBUTE_TYPE_INTS = 7;
const ATTRIBUTE_GRAPHS = 11;
export const VALUE_INFO_NAME = 1;
export const TENSOR_DIMS = 1;
export const TENSOR_DATA_TYPE = 2;
export const TENSOR_FLOAT_DATA = 4;
export const TENSOR_INT32_DATA = 5;
export const TENSOR_NAME = 8;
export const TENSOR_RAW_DATA = 9;
export const FLOAT = 1;
export const UINT8 = 2;
export const INT8 = 3;
export const INT64 = 7;

export function parseTensor(bytes) {
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
    throw new Error('onnx-graph: an attribute with a list of graphs is not supported');
  }
  const g = fields.find((f) => f.no === ATTRIBUTE_GRAPH);
  return g ? { fields, graph: parseGraph(g.bytes) } : undefined;
}

export function parseNode(bytes) {
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

/** A node's attribute of integers by name, or undefined when the node has none so named. */
export function attributeInts(node, name) {
  for (const f of node.fields) {
    if (f.no !== NODE_ATTRIBUTE) continue;
    const attribute = readFields(f.bytes);
    if (stringOf(attribute, ATTRIBUTE_NAME) === name) return varintsOf(attribute, ATTRIBUTE_INTS);
  }
  return undefined;
}

/** An integer attribute (`value` a number) or a list of them (an array), for `newNode`. */
export const intAttribute = (name, value) =>
  bytesField(
    NODE_ATTRIBUTE,
    writeFields([
      stringField(ATTRIBUTE_NAME, name),
      ...(Array.isArray(value)
        ? value.map((v) => varintField(ATTRIBUTE_INTS, v))
        : [varintField(ATTRIBUTE_I, value)]),
      varintField(ATTRIBUTE_TYPE, Array.isArray(value) ? ATTRIBUTE_TYPE_INTS : ATTRIBUTE_TYPE_INT),
    ]),
  );

/** A node to put in a graph; `domain` for an operator outside ONNX's own ("com.microsoft"). */
export const newNode = ({ opType, name, inputs, outputs, attributes = [], domain }) =>
  parseNode(
    writeFields([
      ...inputs.map((i) => stringField(NODE_INPUT, i)),
      ...outputs.map((o) => stringField(NODE_OUTPUT, o)),
      stringField(NODE_NAME, name),
      stringField(NODE_OP_TYPE, opType),
      ...attributes,
      ...(domain ? [stringField(NODE_DOMAIN, domain)] : []),
    ]),
  );

/** An initializer holding `raw` (little-endian bytes) of the given type and shape. */
export const newTensor = (name, dataType, dims, raw) =>
  parseTensor(
    writeFields([
      ...dims.map((d) => varintField(TENSOR_DIMS, d)),
      varintField(TENSOR_DATA_TYPE, dataType),
      stringField(TENSOR_NAME, name),
      bytesField(TENSOR_RAW_DATA, raw),
    ]),
  );

export const subgraphsOf = (node) => node.attributes.filter(Boolean).map((a) => a.graph);

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

/** Each value's producing node and the nodes that read it. */
export function byOutput(nodes) {
  const producer = new Map();
  const consumers = new Map();
  for (const n of nodes) {
    for (const o of n.outputs) producer.set(o, n);
    for (const i of n.inputs) consumers.set(i, [...(consumers.get(i) ?? []), n]);
  }
  return { producer, consumers };
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
export function prune(top) {
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

/**
 * The model's top graph, how to declare another operator set it uses (`importOpset`: a domain
 * already imported is left as it is), and how to write the model back with both changed.
 */
export function readModel(modelBytes) {
  const model = readFields(modelBytes);
  const at = model.findIndex((f) => f.no === MODEL_GRAPH);
  if (at < 0) throw new Error('onnx-graph: the file has no graph');
  const graph = parseGraph(model[at].bytes);
  const imported = model
    .filter((f) => f.no === MODEL_OPSET_IMPORT)
    .map((f) => stringOf(readFields(f.bytes), OPSET_DOMAIN));
  const added = [];
  const importOpset = (domain, version) => {
    if (imported.includes(domain) || added.some((f) => f.domain === domain)) return;
    added.push({ domain, version });
  };
  const write = () => {
    const fields = [...model];
    fields[at] = bytesField(MODEL_GRAPH, encodeGraph(graph));
    for (const { domain, version } of added) {
      fields.push(
        bytesField(
          MODEL_OPSET_IMPORT,
          writeFields([stringField(OPSET_DOMAIN, domain), varintField(OPSET_VERSION, version)]),
        ),
      );
    }
    return writeFields(fields);
  };
  return { graph, write, importOpset };
}
