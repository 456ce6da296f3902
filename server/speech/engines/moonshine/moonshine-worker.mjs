// Moonshine Tiny on one worker thread: the model is loaded once when the thread
// starts and kept for every segment it is given, with one onnxruntime thread
// (one thread per worker, one worker per core measured fastest on 2 cores).
//
// Plain JavaScript on purpose: a worker thread does not inherit the loader that
// runs the TypeScript (tsx under node, vite under vitest). The message shapes
// are typed in moonshine-pool.ts.
//
// The decoding loop is a port of @moonshine-ai/moonshine-js's src/model.ts
// (0.1.29): encoder once, then the merged decoder with its key/value cache,
// at most 6 tokens per second of audio. Beyond it: beam search (beam-search.mjs;
// the width comes with each segment, MOONSHINE_BEAM; 1 is the package's greedy
// loop), fused with a word language model (word-fusion.mjs, MOONSHINE_LM_WEIGHT, ADR 55),
// and each token's probability (softmax of the chosen logit), which gives word confidence.
// And scoring (`score`): how likely the decoder finds given transcripts of the samples, which
// the hesitation stage asks of candidates its acoustic rules doubt (verify-hesitations.ts).
// And dereverberation (`dereverbDb`): a segment's samples with a reverberant room's late
// reverberation taken out (dereverb.mjs, ADR 78), asked once a segment before it is read.
// A reading can send its encoder output back (`keepEncoded`) and a later reading of the same
// samples give it (`encoded`): the greedy reading that punctuates a segment (ADR 68) is not
// encoded again.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';
import llamaTokenizer from 'llama-tokenizer-js';
import { beamStep, bestHypothesis, topTokens } from './beam-search.mjs';
import { dereverberate } from './dereverb.mjs';
import { readNgramModel } from './ngram-model.mjs';
import { createWordFusion } from './word-fusion.mjs';

const { modelDir, probePath, articleProbePath, languageModel } = workerData;
/** Moonshine Tiny: 6 decoder layers, 8 key/value heads of 36. */
const SHAPE = { numLayers: 6, numKVHeads: 8, headDim: 36 };
const START_TOKEN = 1;
const END_TOKEN = 2;
/**
 * A reading stops here if it has not ended (a loop: runaway-reading.ts reads it again). The
 * package's loop allows 6 a second; a speech synthesised at 261 words a minute came to 5.7, so 8
 * leaves room for the fastest speakers (ADR 84).
 */
const MAX_TOKENS_PER_SEC = 8;
/**
 * The shipped decoder rewritten by scripts/lib/moonshine-model.mjs, beside it: its cross-attention
 * keys cached as it reads them (ADR 52: the same logits for a quarter less work a step), its output
 * layer read from 8-bit weights (ADR 59) and each row's likeliest tokens among its outputs (ADRs 58
 * and 59). The cache goes back to the decoder untouched and the tokens are picked from the logits
 * where the outputs are missing, so either runs here.
 */
const REWRITTEN_DECODER = 'decoder_model_merged.rewritten-2.onnx';
/** The outputs scripts/lib/append-top-tokens.mjs adds, and how many tokens a row they give. */
const TOP = {
  logProbs: 'log_probs',
  topLogProbs: 'top_tokens.log_probs',
  ids: 'top_tokens.ids',
  count: 8,
};

const options = {
  executionProviders: ['cpu'],
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
};

async function load() {
  // The encoder runs once a segment on large tensors: without onnxruntime's memory arena it is
  // as fast and does not keep ~90 MB of peak activations per worker. The decoder runs ~150 small
  // steps a segment: without the arena it takes 3 x the CPU.
  const encoder = await ort.InferenceSession.create(path.join(modelDir, 'encoder_model.onnx'), {
    ...options,
    enableCpuMemArena: false,
  });
  // The shipped decoder's output layer shares the quantized token embeddings, and onnxruntime
  // keeps a DequantizeLinear of all 32,768 x 288 of them in front of it, run at every step (a
  // fifth of the decoder's CPU). Without the quantized-graph (QDQ) rewrites, constant folding turns
  // it into a float weight once at load: about 40 MB more per worker, the same numbers out. The
  // rewritten decoder reads the 8-bit weights themselves (ADR 59) and has no such DequantizeLinear.
  const decoderOptions = { ...options, extra: { session: { disable_quant_qdq: '1' } } };
  const rewritten = path.join(modelDir, REWRITTEN_DECODER);
  let decoder;
  if (existsSync(rewritten)) {
    // A rewritten file this onnxruntime cannot load (cut short, or an operator its build lacks)
    // leaves the shipped decoder to run, slower, rather than no recognition at all.
    decoder = await ort.InferenceSession.create(rewritten, decoderOptions).catch(() => undefined);
  }
  decoder ??= await ort.InferenceSession.create(
    path.join(modelDir, 'decoder_model_merged.onnx'),
    decoderOptions,
  );
  return { encoder, decoder };
}

/**
 * A linear probe on the encoder's frames (`bias + weights . frame`): the hesitation probe
 * (`probePath`, hesitation-probe.json, ADR 46) and the article probe (`articleProbePath`,
 * article-probe.json, ADR 56). Read with the model; a worker without one answers no scores of it.
 */
async function loadProbe(file) {
  if (!file) return undefined;
  try {
    const text = await readFile(file, 'utf8');
    const { bias, weights } = JSON.parse(text);
    return { bias, weights: Float32Array.from(weights) };
  } catch {
    return undefined;
  }
}

const loading = load();
const probing = loadProbe(probePath);
const articleProbing = loadProbe(articleProbePath);
// Reported once, so the pool can fail every request instead of waiting.
loading.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) =>
    parentPort.postMessage({ type: 'load-failed', error: String(error?.message ?? error) }),
);

/**
 * The word language model (`languageModel`: the bytes of en-us.lm.bin, shared by every worker,
 * language-model.ts), read when the first segment asks for it; one fusion per weight. A model
 * that cannot be read leaves the decoder as it is without one, rather than failing every segment.
 */
let ngramModel;
const fusions = new Map();
function fusionFor(weight) {
  if (!languageModel || !(weight > 0) || ngramModel === null) return undefined;
  try {
    ngramModel ??= readNgramModel(new Uint8Array(languageModel));
  } catch {
    ngramModel = null;
    return undefined;
  }
  let fusion = fusions.get(weight);
  if (!fusion) {
    fusion = createWordFusion({ model: ngramModel, pieces: llamaTokenizer.vocabById, weight });
    fusions.set(weight, fusion);
  }
  return fusion;
}

/** Empty past key/values: unread by the decoder's first (uncached) branch, which still wants them. */
function emptyCache(dims = [0, SHAPE.numKVHeads, 1, SHAPE.headDim]) {
  const cache = {};
  for (let i = 0; i < SHAPE.numLayers; i++) {
    for (const a of ['decoder', 'encoder']) {
      for (const b of ['key', 'value']) {
        cache[`past_key_values.${i}.${a}.${b}`] = new ort.Tensor(
          'float32',
          new Float32Array(0),
          dims,
        );
      }
    }
  }
  return cache;
}

/**
 * The rows of a tensor's first axis picked in order (a hypothesis's cache follows its parent),
 * written into `into(length)` when given, else into a new array.
 */
function gather(tensor, rows, into) {
  const [count, ...rest] = tensor.dims;
  if (rows.length === count && rows.every((r, i) => r === i)) return tensor;
  const size = rest.reduce((a, b) => a * b, 1);
  const data = into ? into(rows.length * size) : new Float32Array(rows.length * size);
  rows.forEach((r, i) => data.set(tensor.data.subarray(r * size, (r + 1) * size), i * size));
  return new ort.Tensor('float32', data, [rows.length, ...rest]);
}

/**
 * Where one segment's decoder cache rows are gathered, step after step: one buffer per cache input,
 * reused (the step before's input is read by then), grown by doubling. A new array for each of
 * the 12 inputs at every step cost a tenth of a worker's time: fresh pages from the system, each
 * faulted in and zeroed (ADR 67). Per segment, not per worker, so no two segments ever share one.
 */
function cacheBuffers() {
  const buffers = new Map();
  return (name) => (length) => {
    let buffer = buffers.get(name);
    if (!buffer || buffer.length < length) {
      buffer = new Float32Array(Math.max(length, 2 * (buffer?.length ?? 0)));
      buffers.set(name, buffer);
    }
    return buffer.subarray(0, length);
  };
}

/**
 * Decodes the samples, encoded here unless `encoded` holds the encoder's output of the very same
 * samples (a later reading of a hearing already read); `keepEncoded` sends the encoder's output
 * back with the tokens for such a reading.
 */
async function generate(samples, { beam: beamWidth, lmWeight, encoded, keepEncoded }) {
  const { encoder, decoder } = await loading;
  const width = Math.max(1, Math.trunc(beamWidth ?? 1));
  const maxLen = Math.trunc((samples.length / 16000) * MAX_TOKENS_PER_SEC);
  const hidden = encoded
    ? new ort.Tensor('float32', encoded.data, encoded.dims)
    : (
        await encoder.run({
          input_values: new ort.Tensor('float32', samples, [1, samples.length]),
        })
      ).last_hidden_state;
  // The probes' scores of the frames just encoded: the hesitation stage's scan reads them instead
  // of running the encoder over the recording again (scan-hesitations.ts), and a written "the"
  // is checked against its first frame (respell-articles.ts).
  const [probe, articleProbe] = await Promise.all([probing, articleProbing]);
  const frames = probe ? scoreFrames(hidden, probe) : undefined;
  const articleFrames = articleProbe ? scoreFrames(hidden, articleProbe) : undefined;
  let cache = emptyCache();
  const names = Object.keys(cache);
  // The likeliest tokens from the decoder's own outputs when it has them and they are enough.
  const topInGraph = width + 1 <= TOP.count && decoder.outputNames.includes(TOP.topLogProbs);
  // After the first step the encoder's cross-attention cache never changes: fetching it back
  // would copy 12 tensors of the segment's length out of onnxruntime at every step for nothing.
  const fetches = [
    ...(topInGraph ? [TOP.topLogProbs, TOP.ids] : ['logits']),
    ...names
      .filter((n) => n.includes('.decoder.'))
      .map((n) => n.replace('past_key_values', 'present')),
  ];
  const fusion = fusionFor(lmWeight);
  const bufferFor = cacheBuffers();
  // Every live hypothesis runs through the decoder in one batch: one run of 3 rows costs far
  // less than 3 runs of one (the steps are small; onnxruntime's overhead dominates them).
  let beams = [{ tokens: [], logprob: 0 }];
  const finished = [];
  for (let i = 0; i < maxLen; i++) {
    const ids = BigInt64Array.from(beams, (b) => BigInt(b.tokens.at(-1)?.id ?? START_TOKEN));
    const feeds = {
      input_ids: new ort.Tensor('int64', ids, [beams.length, 1]),
      encoder_hidden_states: hidden,
      use_cache_branch: new ort.Tensor('bool', [i > 0]),
      ...cache,
    };
    const out = i === 0 ? await decoder.run(feeds) : await decoder.run(feeds, fetches);
    const proposals = topInGraph
      ? proposalsOf(out, beams.length, width + 1)
      : proposalsFromLogits(out.logits, width + 1);
    const { live, parents } = beamStep(beams, proposals, width, END_TOKEN, finished, fusion);
    if (finished.length >= width || live.length === 0) {
      beams = live;
      break;
    }
    // The encoder's cross-attention cache is computed on the first step only: one row, the same
    // for every hypothesis, which the decoder's products broadcast over the query's rows (copied
    // to each row, it gave the same logits for more time and memory). The decoder's own cache
    // rows follow their parents.
    const next = {};
    for (const name of names) {
      const present = out[name.replace('past_key_values', 'present')];
      if (name.includes('.decoder.')) next[name] = gather(present, parents, bufferFor(name));
      else next[name] = i === 0 ? present : cache[name];
    }
    cache = next;
    beams = live;
  }
  return {
    ...bestHypothesis(finished, beams),
    ...(frames && { frames }),
    ...(articleFrames && { articleFrames }),
    ...(keepEncoded && { encoded: { data: hidden.data, dims: hidden.dims } }),
  };
}

/**
 * Each row's `count` likeliest next tokens after its last position, with their log-probabilities,
 * best first, from the decoder's top-token outputs.
 */
function proposalsOf(out, rows, count) {
  const logprobs = out[TOP.topLogProbs].data;
  const ids = out[TOP.ids].data;
  const [, positions, stride] = out[TOP.topLogProbs].dims;
  return Array.from({ length: rows }, (_, j) => {
    const last = j * positions + positions - 1;
    return Array.from({ length: count }, (_, t) => ({
      token: Number(ids[last * stride + t]),
      logprob: logprobs[last * stride + t],
    }));
  });
}

/** The same from the whole logits, [rows, positions, vocabulary]: each row's last position. */
function proposalsFromLogits(tensor, count) {
  const [rows, positions, vocab] = tensor.dims;
  return Array.from({ length: rows }, (_, j) =>
    topTokens(
      tensor.data.subarray(
        (j * positions + positions - 1) * vocab,
        (j * positions + positions) * vocab,
      ),
      count,
    ),
  );
}

/**
 * The log-likelihood of each token sequence (start token ... end token) as the transcript of the
 * samples: the encoder once, then every sequence through the decoder at once without its cache
 * (teacher forcing: one run gives every position's next-token logits). The sequences are padded
 * at the end with the end token; a position only sees those before it, so padding changes nothing.
 */
async function score(samples, sequences) {
  const { encoder, decoder } = await loading;
  const encoded = await encoder.run({
    input_values: new ort.Tensor('float32', samples, [1, samples.length]),
  });
  const hidden = encoded.last_hidden_state;
  const rows = sequences.length;
  const length = Math.max(...sequences.map((q) => q.length));
  const ids = new BigInt64Array(rows * length);
  sequences.forEach((q, i) => {
    for (let t = 0; t < length; t++) ids[i * length + t] = BigInt(q[t] ?? END_TOKEN);
  });
  const cache = emptyCache([rows, SHAPE.numKVHeads, 0, SHAPE.headDim]);
  // Each position's log-probabilities from the decoder's own output when it has one.
  const inGraph = decoder.outputNames.includes(TOP.logProbs);
  const out = await decoder.run(
    {
      input_ids: new ort.Tensor('int64', ids, [rows, length]),
      encoder_hidden_states: gather(
        hidden,
        sequences.map(() => 0),
      ),
      use_cache_branch: new ort.Tensor('bool', [false]),
      ...cache,
    },
    [inGraph ? TOP.logProbs : 'logits'],
  );
  const read = inGraph ? out[TOP.logProbs] : out.logits;
  const values = read.data;
  const vocab = read.dims[2];
  const logProbAt = inGraph ? (at, token) => values[at + token] : logSoftmaxAt(values, vocab);
  return sequences.map((q, i) => {
    let sum = 0;
    for (let t = 1; t < q.length; t++) sum += logProbAt((i * length + t - 1) * vocab, q[t]);
    return sum;
  });
}

/** A token's log-probability in the row of logits starting at `at`, computed from the row. */
function logSoftmaxAt(logits, vocab) {
  return (at, token) => {
    const row = logits.subarray(at, at + vocab);
    let max = -Infinity;
    for (const v of row) if (v > max) max = v;
    let total = 0;
    for (const v of row) total += Math.exp(v - max);
    return row[token] - max - Math.log(total);
  };
}

/** Each encoder frame's hesitation score (the probe's log-odds), frames in time order. */
async function probeFrames(samples) {
  const [{ encoder }, probe] = await Promise.all([loading, probing]);
  if (!probe) return [];
  const encoded = await encoder.run({
    input_values: new ort.Tensor('float32', samples, [1, samples.length]),
  });
  return scoreFrames(encoded.last_hidden_state, probe);
}

/** A probe's log-odds for each frame of the encoder's output (one row: the segment's). */
function scoreFrames(hidden, probe) {
  const [, count, dims] = hidden.dims;
  const scores = new Array(count);
  for (let t = 0; t < count; t++) {
    let s = probe.bias;
    for (let d = 0; d < dims; d++) s += probe.weights[d] * hidden.data[t * dims + d];
    scores[t] = s;
  }
  return scores;
}

parentPort.on('message', async (message) => {
  try {
    if (message.probe) {
      const frames = await probeFrames(message.samples);
      parentPort.postMessage({ type: 'result', id: message.id, frames });
      return;
    }
    if (message.dereverbDb !== undefined) {
      const { samples, applied } = dereverberate(message.samples, message.dereverbDb);
      parentPort.postMessage(
        { type: 'result', id: message.id, dereverberated: applied, ...(applied && { samples }) },
        applied ? [samples.buffer] : [],
      );
      return;
    }
    if (message.sequences) {
      const scores = await score(message.samples, message.sequences);
      parentPort.postMessage({ type: 'result', id: message.id, scores });
      return;
    }
    const result = await generate(message.samples, message);
    parentPort.postMessage({ type: 'result', id: message.id, ...result });
  } catch (error) {
    parentPort.postMessage({
      type: 'result',
      id: message.id,
      error: String(error?.message ?? error),
    });
  }
});
