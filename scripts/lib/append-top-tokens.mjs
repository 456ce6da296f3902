// Moonshine's decoder with each step's likeliest tokens computed inside onnxruntime (ADR 58). Beam
// search wants, of every row's 32,768 logits, only the few largest and the log of the sum of all
// their exponentials (to turn a logit into a log-probability). In JavaScript that was three passes
// and 32,768 calls of Math.exp per row, an eighth of a worker's time; appended to the graph as TopK
// and ReduceLogSumExp it is onnxruntime's loops, and the worker fetches 8 numbers a row instead of
// the row. `logits` stays an output (the scorer reads whole rows). Plain Node, no
// dependency.
import fs from 'node:fs';
import {
  FLOAT,
  GRAPH_OUTPUT,
  NODE_ATTRIBUTE,
  NODE_INPUT,
  NODE_NAME,
  NODE_OP_TYPE,
  NODE_OUTPUT,
  parseNode,
  readModel,
  TENSOR_DATA_TYPE,
  TENSOR_DIMS,
  TENSOR_NAME,
  VALUE_INFO_NAME,
} from './onnx-graph.mjs';
import { bytesField, stringField, varintField, writeFields } from './protobuf-fields.mjs';

/** How many of the likeliest tokens each row gives: a beam of width w reads w + 1. */
export const TOP_TOKENS = 8;
export const TOP_OUTPUTS = {
  logits: 'top_tokens.logits',
  ids: 'top_tokens.ids',
  logSumExp: 'top_tokens.log_sum_exp',
};

// onnx.proto field numbers beyond onnx-graph.mjs's.
const ATTRIBUTE_NAME = 1;
const ATTRIBUTE_I = 3;
const ATTRIBUTE_INTS = 8;
const ATTRIBUTE_TYPE = 20;
const TYPE_INT = 2;
const TYPE_INTS = 7;
const TENSOR_INT64_DATA = 7;
const VALUE_INFO_TYPE = 2;
const TYPE_TENSOR = 1;
const TENSOR_ELEM_TYPE = 1;
const INT64 = 7;
/**
 * `logits` is [rows, positions, vocabulary]: the vocabulary is axis 2. ReduceLogSumExp takes it as
 * an attribute up to opset 17 (the pinned model's is 14).
 */
const VOCABULARY_AXIS = 2;

const attribute = (name, type, values) =>
  bytesField(
    NODE_ATTRIBUTE,
    writeFields([
      stringField(ATTRIBUTE_NAME, name),
      ...values.map((v) => varintField(type === TYPE_INT ? ATTRIBUTE_I : ATTRIBUTE_INTS, v)),
      varintField(ATTRIBUTE_TYPE, type),
    ]),
  );

const node = (opType, inputs, outputs, attributes) =>
  parseNode(
    writeFields([
      ...inputs.map((i) => stringField(NODE_INPUT, i)),
      ...outputs.map((o) => stringField(NODE_OUTPUT, o)),
      stringField(NODE_NAME, `top_tokens/${opType}`),
      stringField(NODE_OP_TYPE, opType),
      ...attributes,
    ]),
  );

const output = (name, elemType) =>
  bytesField(
    GRAPH_OUTPUT,
    writeFields([
      stringField(VALUE_INFO_NAME, name),
      bytesField(
        VALUE_INFO_TYPE,
        writeFields([
          bytesField(TYPE_TENSOR, writeFields([varintField(TENSOR_ELEM_TYPE, elemType)])),
        ]),
      ),
    ]),
  );

/**
 * The decoder with three more outputs read from `logits` ([rows, positions, vocabulary]): the
 * TOP_TOKENS largest logits of each position, best first (ties: the lower id first), their token
 * ids, and the log of the sum of the exponentials of all of them. `added` is false (and the bytes
 * the ones given) for a model without a `logits` output or with those outputs already.
 */
export function appendTopTokens(modelBytes) {
  const { graph, write } = readModel(modelBytes);
  const unchanged = { bytes: modelBytes, added: false };
  if (!graph.outputs.includes('logits')) return unchanged;
  if (Object.values(TOP_OUTPUTS).some((o) => graph.outputs.includes(o))) return unchanged;
  const k = 'top_tokens.k';
  graph.initializers.push({
    name: k,
    bytes: writeFields([
      varintField(TENSOR_DIMS, 1),
      varintField(TENSOR_DATA_TYPE, INT64),
      varintField(TENSOR_INT64_DATA, TOP_TOKENS),
      stringField(TENSOR_NAME, k),
    ]),
  });
  graph.nodes.push(
    node(
      'TopK',
      ['logits', k],
      [TOP_OUTPUTS.logits, TOP_OUTPUTS.ids],
      [
        attribute('axis', TYPE_INT, [VOCABULARY_AXIS]),
        attribute('largest', TYPE_INT, [1]),
        attribute('sorted', TYPE_INT, [1]),
      ],
    ),
    node(
      'ReduceLogSumExp',
      ['logits'],
      [TOP_OUTPUTS.logSumExp],
      [attribute('axes', TYPE_INTS, [VOCABULARY_AXIS]), attribute('keepdims', TYPE_INT, [1])],
    ),
  );
  graph.rest.push(
    output(TOP_OUTPUTS.logits, FLOAT),
    output(TOP_OUTPUTS.ids, INT64),
    output(TOP_OUTPUTS.logSumExp, FLOAT),
  );
  graph.outputs.push(...Object.values(TOP_OUTPUTS));
  return { bytes: write(), added: true };
}

// `node scripts/lib/append-top-tokens.mjs IN.onnx OUT.onnx`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('Usage: node scripts/lib/append-top-tokens.mjs IN.onnx OUT.onnx');
    process.exit(2);
  }
  const { bytes, added } = appendTopTokens(fs.readFileSync(from));
  fs.writeFileSync(to, bytes);
  console.log(`${to}: ${added ? `the ${TOP_TOKENS} likeliest tokens added` : 'unchanged'}`);
}
