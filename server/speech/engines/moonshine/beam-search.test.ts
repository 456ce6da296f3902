import { describe, expect, it } from 'vitest';
import type { Hypothesis } from './beam-search.mjs';
import { beamStep, bestHypothesis, topTokens } from './beam-search.mjs';
import type { FusionState, WordFusion } from './word-fusion.mjs';

const END = 2;
/** Logits over a 6-token vocabulary whose softmax is the given probabilities. */
const row = (probs: Record<number, number>) =>
  Float32Array.from({ length: 6 }, (_, i) => Math.log(probs[i] ?? 1e-9));

/**
 * A two-step toy decoder: after the start, token 3 is likelier than 4; but
 * after 3 the model is unsure (three words share the rest), after 4 it is sure.
 */
const afterStart = row({ 3: 0.55, 4: 0.45 });
const after: Record<number, Float32Array> = {
  3: row({ 0: 0.34, 1: 0.33, 5: 0.33 }),
  4: row({ 5: 0.97, 0: 0.03 }),
  5: row({ [END]: 1 }),
  0: row({ [END]: 1 }),
  1: row({ [END]: 1 }),
};

function decode(width: number, fusion?: WordFusion): number[] {
  let beams: Hypothesis[] = [{ tokens: [], logprob: 0 }];
  const finished: Hypothesis[] = [];
  for (let step = 0; step < 5; step++) {
    const rows = beams.map((b) => {
      const last = b.tokens.at(-1)?.id;
      return last === undefined ? afterStart : (after[last] ?? row({ [END]: 1 }));
    });
    const proposals = rows.map((r) => topTokens(r, width + 1));
    const { live } = beamStep(beams, proposals, width, END, finished, fusion);
    beams = live;
    if (finished.length >= width) break;
  }
  return bestHypothesis(finished, beams).tokens.map((t) => t.id);
}

describe('beam search over the decoder', () => {
  it('finds the likelier sentence that greedy decoding misses', () => {
    // Greedy: 3 (0.55) then 0 (0.34): 0.19. The beam keeps 4 (0.45) and finds 4 5: 0.44.
    expect(decode(1)).toEqual([3, 0]);
    expect(decode(3)).toEqual([4, 5]);
  });

  it('gives each token the probability its own hypothesis gave it', () => {
    const finished: Hypothesis[] = [];
    const { live, parents } = beamStep(
      [
        { tokens: [{ id: 3, prob: 0.55 }], logprob: Math.log(0.55) },
        { tokens: [{ id: 4, prob: 0.45 }], logprob: Math.log(0.45) },
      ],
      [topTokens(after[3] as Float32Array, 3), topTokens(after[4] as Float32Array, 3)],
      2,
      END,
      finished,
    );
    expect(live[0]?.tokens.map((t) => t.id)).toEqual([4, 5]);
    expect(live[0]?.tokens[1]?.prob).toBeCloseTo(0.97, 5);
    // The decoder's cache rows follow: the first new hypothesis extends the second old one.
    expect(parents).toEqual([1, 0]);
  });

  it('finishes a hypothesis on the end token and ranks finished ones per token', () => {
    const short: Hypothesis = { tokens: [{ id: 3, prob: 0.5 }], logprob: -0.7 };
    const long: Hypothesis = {
      tokens: [
        { id: 3, prob: 0.9 },
        { id: 4, prob: 0.9 },
        { id: 5, prob: 0.9 },
      ],
      logprob: -0.9,
    };
    // A plain sum would keep the shorter one; per token the longer is likelier.
    expect(bestHypothesis([short, long], []).tokens).toHaveLength(3);
    expect(bestHypothesis([], [short]).hitLimit).toBe(true);
    expect(bestHypothesis([short], []).hitLimit).toBe(false);
  });

  it('lets a language model choose between readings the decoder finds close', () => {
    // A toy model that finds the word 0 unlikely after 3: greedy decoding then writes 3 1, which
    // the decoder alone ranks a hair below 3 0 (0.33 against 0.34).
    const state = (partial: string): FusionState => ({
      history: [undefined, undefined],
      partial,
      paid: false,
    });
    const fusion: WordFusion = {
      initial: state(''),
      extend: (from, token) => ({
        state: state(String(token)),
        added: from.partial === '3' && token === 0 ? -5 : 0,
      }),
      finish: () => 0,
    };
    expect(decode(1)).toEqual([3, 0]);
    expect(decode(1, fusion)).toEqual([3, 1]);
    // Each token keeps the probability the decoder gave it, not the fused score.
    const finished: Hypothesis[] = [];
    const { live } = beamStep(
      [{ tokens: [{ id: 3, prob: 0.55 }], logprob: Math.log(0.55), lmState: state('3') }],
      [topTokens(after[3] as Float32Array, 2)],
      1,
      END,
      finished,
      fusion,
    );
    expect(live[0]?.tokens[1]?.prob).toBeCloseTo(0.33, 5);
    expect(live[0]?.logprob).toBeCloseTo(Math.log(0.55 * 0.33), 5);
    expect(live[0]?.lm).toBe(0);
  });

  it('lists the likeliest tokens as log-probabilities, best first', () => {
    const top = topTokens(row({ 1: 0.5, 4: 0.3, 2: 0.2 }), 2);
    expect(top.map((t) => t.token)).toEqual([1, 4]);
    expect(Math.exp(top[0]?.logprob ?? 0)).toBeCloseTo(0.5, 5);
    // Ties: the lower id first, as onnxruntime's TopK gives them (the decoder's own outputs).
    expect(topTokens(row({ 5: 0.4, 3: 0.4, 0: 0.2 }), 2).map((t) => t.token)).toEqual([3, 5]);
  });

  it('weighs only width + 1 proposals of each hypothesis, however many it is given', () => {
    // Eight proposals, as the decoder's outputs give them: at width 1 the third is not weighed
    // even where the language model would prefer it.
    const proposals = [1, 3, 4, 5, 0, 2, 6, 7].map((token, i) => ({ token, logprob: -1 - i }));
    const fusion: WordFusion = {
      initial: { history: [undefined, undefined], partial: '', paid: false },
      extend: (from, token) => ({ state: from, added: token === 4 ? 10 : 0 }),
      finish: () => 0,
    };
    const pick = (width: number) =>
      beamStep([{ tokens: [], logprob: 0 }], [proposals], width, END, [], fusion).live.map(
        (h) => h.tokens[0]?.id,
      );
    expect(pick(1)).toEqual([1]);
    expect(pick(2)).toEqual([4, 1]);
  });
});
