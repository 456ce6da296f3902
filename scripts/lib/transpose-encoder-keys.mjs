// Moonshine's decoder with each layer's cross-attention keys cached in the form it reads them
// (ADR 52). The merged decoder computes the keys from the encoder's output on the first step (its
// else branch) and hands them back as present.L.encoder.key, [batch, heads, frames, dims]; on every
// later step (the then branch) it transposes the cached keys to [batch, heads, dims, frames] and
// scales them before the product with the query: about a quarter of a step's work, for a constant.
// Rewritten, the first step hands back the keys transposed and scaled as it uses them itself, and
// the later steps read them as fed. The same operations on the same values, done once: the logits
// are the same. The worker passes the cache back untouched, so it runs either form. Plain Node, no
// dependency.
import fs from 'node:fs';
import {
  attributeInts,
  byOutput,
  GRAPH_INPUT,
  GRAPH_OUTPUT,
  NODE_INPUT,
  parseNode,
  readModel,
  VALUE_INFO_NAME,
} from './onnx-graph.mjs';
import { bytesField, readFields, stringField, stringOf, writeFields } from './protobuf-fields.mjs';

// onnx.proto field numbers beyond onnx-graph.mjs's.
const ATTRIBUTE_NAME = 1;
const VALUE_INFO_TYPE = 2;
const TYPE_TENSOR = 1;
const TENSOR_TYPE_SHAPE = 2;

const isTranspose = (node, perm) =>
  node?.opType === 'Transpose' && attributeInts(node, 'perm')?.join() === perm.join();

/**
 * One layer's rewrite, or undefined when either branch is not the pattern described above (the
 * model is then left whole). In the then branch: the fed key -> Transpose(0,1,3,2) -> Mul by a
 * scale -> its readers. In the else branch: the key's projection -> Transpose(0,2,1,3) -> the
 * present output, and the same projection -> Transpose(0,2,3,1) -> Mul by the same scale.
 * `later` and `once` are the then and else branches' producers and readers (`byOutput`).
 */
function planLayer(later, once, layer) {
  const key = `past_key_values.${layer}.encoder.key`;
  const present = `present.${layer}.encoder.key`;
  const [transpose, ...others] = later.consumers.get(key) ?? [];
  if (others.length > 0 || !isTranspose(transpose, [0, 1, 3, 2])) return undefined;
  const [scale, ...moreScales] = later.consumers.get(transpose.outputs[0]) ?? [];
  if (moreScales.length > 0 || scale?.opType !== 'Mul') return undefined;
  const factor = scale.inputs.find((i) => i !== transpose.outputs[0]);
  const readers = later.consumers.get(scale.outputs[0]) ?? [];

  const cachedForm = once.producer.get(present);
  if (!isTranspose(cachedForm, [0, 2, 1, 3])) return undefined;
  const used = (once.consumers.get(cachedForm.inputs[0]) ?? [])
    .filter((n) => isTranspose(n, [0, 2, 3, 1]))
    .flatMap((n) => once.consumers.get(n.outputs[0]) ?? [])
    .find((n) => n.opType === 'Mul' && n.inputs.includes(factor));
  if (readers.length === 0 || !used || once.consumers.has(present)) return undefined;
  return {
    key,
    present,
    scaled: scale.outputs[0],
    readers,
    usedForm: used.outputs[0],
    // Named by value, so removed by node: the branches share value names.
    unread: [transpose, scale, cachedForm],
  };
}

function withInputRenamed(node, from, to) {
  const fields = node.fields.map((f) =>
    f.no === NODE_INPUT && f.bytes.toString('utf8') === from ? stringField(NODE_INPUT, to) : f,
  );
  return parseNode(writeFields(fields));
}

/** A graph input's or output's declaration renamed and without its shape (the layout changes). */
function unshaped(graph, no, name, rename = name) {
  graph.rest = graph.rest.map((f) => {
    if (f.no !== no || stringOf(readFields(f.bytes), VALUE_INFO_NAME) !== name) return f;
    const info = readFields(f.bytes).map((x) => {
      if (x.no === VALUE_INFO_NAME) return stringField(VALUE_INFO_NAME, rename);
      if (x.no !== VALUE_INFO_TYPE) return x;
      const type = readFields(x.bytes).map((t) =>
        t.no === TYPE_TENSOR
          ? bytesField(
              TYPE_TENSOR,
              writeFields(readFields(t.bytes).filter((s) => s.no !== TENSOR_TYPE_SHAPE)),
            )
          : t,
      );
      return bytesField(VALUE_INFO_TYPE, writeFields(type));
    });
    return bytesField(no, writeFields(info));
  });
  if (no === GRAPH_OUTPUT) graph.outputs = graph.outputs.map((o) => (o === name ? rename : o));
}

/** The decoder with every layer's cross-attention keys cached as read; `layers` counts them. */
export function transposeEncoderKeys(modelBytes) {
  const { graph, write } = readModel(modelBytes);
  const branches = graph.nodes.find((n) => n.opType === 'If')?.attributes ?? [];
  const branch = (name) => branches.find((a) => a && stringOf(a.fields, ATTRIBUTE_NAME) === name);
  const cached = branch('then_branch')?.graph;
  const first = branch('else_branch')?.graph;
  const unchanged = { bytes: modelBytes, layers: 0 };
  if (!cached || !first) return unchanged;
  // Every layer is planned on the graph as read, then rewritten.
  const later = byOutput(cached.nodes);
  const once = byOutput(first.nodes);
  const plans = [];
  for (let layer = 0; graph.inputs.includes(`past_key_values.${layer}.encoder.key`); layer++) {
    const plan = planLayer(later, once, layer);
    if (!plan) return unchanged;
    plans.push(plan);
  }
  if (plans.length === 0) return unchanged;
  for (const p of plans) {
    const readers = new Set(p.readers);
    const unread = new Set(p.unread);
    cached.nodes = cached.nodes
      .filter((n) => !unread.has(n))
      .map((n) => (readers.has(n) ? withInputRenamed(n, p.scaled, p.key) : n));
    first.nodes = first.nodes.filter((n) => !unread.has(n));
    unshaped(cached, GRAPH_OUTPUT, p.present);
    unshaped(first, GRAPH_OUTPUT, p.present, p.usedForm);
    unshaped(graph, GRAPH_INPUT, p.key);
    unshaped(graph, GRAPH_OUTPUT, p.present);
  }
  return { bytes: write(), layers: plans.length };
}

// `node scripts/lib/transpose-encoder-keys.mjs IN.onnx OUT.onnx`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('Usage: node scripts/lib/transpose-encoder-keys.mjs IN.onnx OUT.onnx');
    process.exit(2);
  }
  const { bytes, layers } = transposeEncoderKeys(fs.readFileSync(from));
  fs.writeFileSync(to, bytes);
  console.log(`${to}: ${layers} layers' cross-attention keys cached as read`);
}
