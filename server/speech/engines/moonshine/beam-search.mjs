// Beam search over Moonshine's decoder, the bookkeeping only (no onnxruntime):
// moonshine-worker.mjs runs the decoder on every live hypothesis at once and
// hands each one's logits here. Plain JavaScript for the same reason as the
// worker (a worker thread has no TypeScript loader); typed in beam-search.d.mts.
//
// The rules are Whisper's (openai/whisper decoding.py, BeamSearchDecoder with
// patience 1): each live hypothesis proposes its width + 1 likeliest next
// tokens; the candidates are ranked by their summed log-probability; an end
// token ranked above the last kept candidate finishes its hypothesis; the best
// `width` others live on. Decoding stops when `width` hypotheses have finished,
// and the winner is the one with the best log-probability per token (a plain
// sum would favour stopping early). Width 1 is exactly greedy decoding.

/** The k largest logits of one row, as log-probabilities, best first. */
export function topTokens(logits, k) {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) if (logits[i] > max) max = logits[i];
  let sum = 0;
  for (let i = 0; i < logits.length; i++) sum += Math.exp(logits[i] - max);
  const logSum = max + Math.log(sum);
  // Insertion into a short sorted list: k is a handful, the vocabulary 32,000.
  const best = [];
  for (let i = 0; i < logits.length; i++) {
    const value = logits[i];
    if (best.length === k && value <= best[k - 1].logit) continue;
    let at = best.length;
    while (at > 0 && best[at - 1].logit < value) at--;
    best.splice(at, 0, { token: i, logit: value });
    if (best.length > k) best.pop();
  }
  return best.map((b) => ({ token: b.token, logprob: b.logit - logSum }));
}

/**
 * One step: `proposals[j]` are the likeliest next tokens after live hypothesis `beams[j]` with their
 * log-probabilities, best first (`topTokens` of its logits, width + 1 of them).
 * Finished hypotheses are pushed onto `finished` (at most `width` of them);
 * returns the next live hypotheses and, for each, the index of the one it
 * extends (the decoder's cache rows follow it). With `fusion` (word-fusion.mjs)
 * candidates are ranked by the decoder's log-probability plus the language
 * model's score of the words they complete; `logprob` stays the decoder's own.
 */
export function beamStep(beams, proposals, width, endToken, finished, fusion) {
  const candidates = [];
  beams.forEach((beam, parent) => {
    const lm = beam.lm ?? 0;
    for (const { token, logprob } of proposals[parent].slice(0, width + 1)) {
      const candidate = {
        parent,
        token,
        tokenLogprob: logprob,
        logprob: beam.logprob + logprob,
        lm,
      };
      if (fusion) {
        const lmState = beam.lmState ?? fusion.initial;
        if (token === endToken) candidate.lm = lm + fusion.finish(lmState);
        else {
          const { state, added } = fusion.extend(lmState, token);
          candidate.lm = lm + added;
          candidate.lmState = state;
        }
      }
      candidates.push(candidate);
    }
  });
  // Stable: ties keep the earlier hypothesis's candidate first.
  candidates.sort((a, b) => b.logprob + b.lm - (a.logprob + a.lm));
  const live = [];
  const parents = [];
  for (const c of candidates) {
    const beam = beams[c.parent];
    if (c.token === endToken) {
      if (finished.length < width)
        finished.push({ tokens: beam.tokens, logprob: c.logprob, lm: c.lm });
      continue;
    }
    live.push({
      tokens: [...beam.tokens, { id: c.token, prob: Math.exp(c.tokenLogprob) }],
      logprob: c.logprob,
      ...(fusion && { lm: c.lm, lmState: c.lmState }),
    });
    parents.push(c.parent);
    if (live.length === width) break;
  }
  return { live, parents };
}

const perToken = (h) => (h.logprob + (h.lm ?? 0)) / Math.max(1, h.tokens.length);

/**
 * The hypothesis to keep: the best finished one by log-probability per token,
 * or, when none finished (the token limit), the best live one.
 */
export function bestHypothesis(finished, live) {
  const pool = finished.length > 0 ? finished : live;
  let best;
  for (const h of pool) if (!best || perToken(h) > perToken(best)) best = h;
  return { tokens: best?.tokens ?? [], hitLimit: finished.length === 0 };
}
