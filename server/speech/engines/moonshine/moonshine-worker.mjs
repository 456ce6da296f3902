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
// greedy, at most 6 tokens per second of audio. Beyond it: each token's
// probability (softmax of the chosen logit), which gives word confidence.
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';

const { modelDir } = workerData;
/** Moonshine Tiny: 6 decoder layers, 8 key/value heads of 36. */
const SHAPE = { numLayers: 6, numKVHeads: 8, headDim: 36 };
const START_TOKEN = 1;
const END_TOKEN = 2;
const MAX_TOKENS_PER_SEC = 6;

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
  const decoder = await ort.InferenceSession.create(
    path.join(modelDir, 'decoder_model_merged.onnx'),
    options,
  );
  return { encoder, decoder };
}

const loading = load();
// Reported once, so the pool can fail every request instead of waiting.
loading.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) =>
    parentPort.postMessage({ type: 'load-failed', error: String(error?.message ?? error) }),
);

function emptyCache() {
  const cache = {};
  for (let i = 0; i < SHAPE.numLayers; i++) {
    for (const a of ['decoder', 'encoder']) {
      for (const b of ['key', 'value']) {
        cache[`past_key_values.${i}.${a}.${b}`] = new ort.Tensor('float32', new Float32Array(0), [
          0,
          SHAPE.numKVHeads,
          1,
          SHAPE.headDim,
        ]);
      }
    }
  }
  return cache;
}

/** Index and softmax probability of the largest logit. */
function pick(logits) {
  let best = 0;
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) {
    if (logits[i] > max) {
      max = logits[i];
      best = i;
    }
  }
  let sum = 0;
  for (let i = 0; i < logits.length; i++) sum += Math.exp(logits[i] - max);
  return { token: best, prob: 1 / sum };
}

async function generate(samples) {
  const { encoder, decoder } = await loading;
  const maxLen = Math.trunc((samples.length / 16000) * MAX_TOKENS_PER_SEC);
  const encoded = await encoder.run({
    input_values: new ort.Tensor('float32', samples, [1, samples.length]),
  });
  const hidden = encoded.last_hidden_state;
  let cache = emptyCache();
  const names = Object.keys(cache);
  const tokens = [];
  let input = BigInt64Array.from([BigInt(START_TOKEN)]);
  for (let i = 0; i < maxLen; i++) {
    const out = await decoder.run({
      input_ids: new ort.Tensor('int64', input, [1, input.length]),
      encoder_hidden_states: hidden,
      use_cache_branch: new ort.Tensor('bool', [i > 0]),
      ...cache,
    });
    // The last position's logits (one position per step with the cache).
    const logits = out.logits.data;
    const vocab = out.logits.dims[2];
    const { token, prob } = pick(logits.subarray(logits.length - vocab));
    if (token === END_TOKEN) break;
    tokens.push({ id: token, prob });
    input = BigInt64Array.from([BigInt(token)]);
    // The encoder's cross-attention cache is computed on the first step only.
    const next = {};
    for (const name of names) {
      const present = out[name.replace('past_key_values', 'present')];
      next[name] = i === 0 || name.includes('.decoder.') ? present : cache[name];
    }
    cache = next;
  }
  return { tokens, hitLimit: tokens.length >= maxLen };
}

parentPort.on('message', async (message) => {
  try {
    const result = await generate(message.samples);
    parentPort.postMessage({ type: 'result', id: message.id, ...result });
  } catch (error) {
    parentPort.postMessage({
      type: 'result',
      id: message.id,
      error: String(error?.message ?? error),
    });
  }
});
