// Moonshine's decoder with each step's likeliest tokens computed inside onnxruntime (ADR 58). Beam
// search wants, of every row's 32,768 logits, only the few largest as log-probabilities. In
// JavaScript that was three passes and 32,768 calls of Math.exp per row, an eighth of a worker's
// time; appended to the graph as LogSoftmax and TopK it is onnxruntime's vectorised loops, and the
// worker fetches 8 numbers a row instead of the row. ReduceLogSumExp beside TopK on the logits
// (ADR 58's first form) gave the same numbers, with one unvectorised loop of exponentials costing
// a twentieth of a step (ADR 59). Every position's log-probabilities stay an output for the scorer,
// which reads one token's from each position. Plain Node, no dependency.
import fs from 'node:fs';
import {
  FLOAT,
  GRAPH_OUTPUT,
  INT64,
  intAttribute,
  newNode,
  newTensor,
  readModel,
  VALUE_INFO_NAME,
} from './onnx-graph.mjs';
import { bytesField, stringField, varintField, writeFields } from './protobuf-fields.mjs';

/** How many of the likeliest tokens each row gives: a beam of width w reads w + 1. */
export const TOP_TOKENS = 8;
export const TOP_OUTPUTS = {
  /** Every position's log-probabilities, [rows, positions, vocabulary]. */
  logProbs: 'log_probs',
  /** Each position's TOP_TOKENS largest of them, best first (ties: the lower id first). */
  topLogProbs: 'top_tokens.log_probs',
  /** Their token ids. */
  ids: 'top_tokens.ids',
};

const VALUE_INFO_TYPE = 2;
const TYPE_TENSOR = 1;
const TENSOR_ELEM_TYPE = 1;
/** `logits` is [rows, positions, vocabulary]: the vocabulary is axis 2. */
const VOCABULARY_AXIS = 2;

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
 * The decoder with three more outputs read from `logits` ([rows, positions, vocabulary]): every
 * position's log-probabilities, the TOP_TOKENS largest of each position's, and their token ids.
 * `added` is false (and the bytes the ones given) for a model without a `logits` output or with
 * those outputs already.
 */
export function appendTopTokens(modelBytes) {
  const { graph, write } = readModel(modelBytes);
  const unchanged = { bytes: modelBytes, added: false };
  if (!graph.outputs.includes('logits')) return unchanged;
  if (Object.values(TOP_OUTPUTS).some((o) => graph.outputs.includes(o))) return unchanged;
  const k = 'top_tokens.k';
  const count = Buffer.alloc(8);
  count.writeBigInt64LE(BigInt(TOP_TOKENS));
  graph.initializers.push(newTensor(k, INT64, [1], count));
  graph.nodes.push(
    newNode({
      opType: 'LogSoftmax',
      name: 'top_tokens/LogSoftmax',
      inputs: ['logits'],
      outputs: [TOP_OUTPUTS.logProbs],
      attributes: [intAttribute('axis', VOCABULARY_AXIS)],
    }),
    newNode({
      opType: 'TopK',
      name: 'top_tokens/TopK',
      inputs: [TOP_OUTPUTS.logProbs, k],
      outputs: [TOP_OUTPUTS.topLogProbs, TOP_OUTPUTS.ids],
      attributes: [
        intAttribute('axis', VOCABULARY_AXIS),
        intAttribute('largest', 1),
        intAttribute('sorted', 1),
      ],
    }),
  );
  graph.rest.push(
    output(TOP_OUTPUTS.logProbs, FLOAT),
    output(TOP_OUTPUTS.topLogProbs, FLOAT),
    output(TOP_OUTPUTS.ids, INT64),
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
