import { describe, expect, it } from 'vitest';
import type { JudgedCandidate } from './judge-aligned';
import { ALIGNED_RULES, judgeAligned } from './judge-aligned';

const held = { loudSec: 0.3, voicedShare: 0.9, spectralChange: 2, nasalDropDb: 1, drift: 4 };
const slot: JudgedCandidate = {
  start: 1,
  end: 1.3,
  sources: ['slot'],
  wordIndices: [],
  probability: 1,
  nasalHint: false,
  punctuated: false,
  features: held,
  silenceBeforeSec: 0.3,
  silenceAfterSec: 0,
};

describe('judgeAligned', () => {
  it('trusts a hesitation the recognizer wrote', () => {
    expect(judgeAligned({ ...slot, sources: ['written'], features: undefined })).toBe('uh');
    expect(judgeAligned({ ...slot, sources: ['written'], nasalHint: true })).toBe('um');
  });

  it('takes a held, voiced, steady sound for a hesitation, "um" when it closes in a nasal', () => {
    expect(judgeAligned(slot)).toBe('uh');
    expect(judgeAligned({ ...slot, features: { ...held, nasalDropDb: 20, drift: 14 } })).toBe('um');
  });

  it('wants it long enough, voiced and steady, its vowel not gliding', () => {
    expect(judgeAligned({ ...slot, features: { ...held, loudSec: 0.08 } })).toBeUndefined();
    expect(judgeAligned({ ...slot, features: { ...held, voicedShare: 0.2 } })).toBeUndefined();
    expect(judgeAligned({ ...slot, features: { ...held, spectralChange: 5 } })).toBeUndefined();
    expect(judgeAligned({ ...slot, features: { ...held, drift: 14 } })).toBeUndefined();
    expect(judgeAligned({ ...slot, features: undefined })).toBeUndefined();
  });

  it('takes a quick "uh" standing alone between silences from 0.06 s, if voiced and steady', () => {
    const alone = { ...slot, silenceBeforeSec: 0.3, silenceAfterSec: 0.25 };
    const quick = { ...held, loudSec: 0.08 };
    expect(judgeAligned({ ...alone, features: quick })).toBe('uh');
    expect(judgeAligned({ ...alone, features: { ...quick, loudSec: 0.06 } })).toBe('uh');
    // Too short even alone: a click, a breath's edge.
    expect(judgeAligned({ ...alone, features: { ...quick, loudSec: 0.04 } })).toBeUndefined();
    // Silence on one side only: it may be the end of a word.
    expect(judgeAligned({ ...alone, silenceAfterSec: 0, features: quick })).toBeUndefined();
    // Alone but not steady, or not voiced: a clipped word, a breath.
    expect(judgeAligned({ ...alone, features: { ...quick, spectralChange: 4.2 } })).toBeUndefined();
    expect(judgeAligned({ ...alone, features: { ...quick, voicedShare: 0.2 } })).toBeUndefined();
  });

  it('wants a word it replaces set off by a silence or punctuation, or held long', () => {
    const running = { ...slot, silenceBeforeSec: 0, silenceAfterSec: 0 };
    const the = { ...running, sources: ['lookalike' as const], wordIndices: [3] };
    expect(judgeAligned({ ...the, features: { ...held, loudSec: 0.4 } })).toBe('uh');
    expect(judgeAligned({ ...the, features: { ...held, loudSec: 0.18 } })).toBeUndefined();
    expect(judgeAligned({ ...the, punctuated: true, features: { ...held, loudSec: 0.18 } })).toBe(
      'uh',
    );
  });

  it('allows a less steady sound standing alone between silences, or one the engine doubted', () => {
    const shaky = { ...held, spectralChange: 4.2 };
    expect(judgeAligned({ ...slot, features: shaky })).toBeUndefined();
    expect(judgeAligned({ ...slot, features: shaky, silenceAfterSec: 0.2 })).toBe('uh');
    const come = { ...slot, sources: ['lookalike' as const], wordIndices: [2], punctuated: true };
    const shakier = { ...held, spectralChange: 4.8 };
    expect(judgeAligned({ ...come, probability: 0.6, features: shakier })).toBeUndefined();
    expect(judgeAligned({ ...come, probability: 0.15, features: shakier })).toBe('uh');
  });

  it("can take the aligner's slot between two words with no silence around it from 0.12 s of held sound", () => {
    const inline = { ...slot, silenceBeforeSec: 0, silenceAfterSec: 0 };
    const on = { ...ALIGNED_RULES, inlineSlot: true };
    expect(judgeAligned({ ...inline, features: { ...held, loudSec: 0.13 } }, on)).toBe('uh');
    // Off by default: reverb makes a word's edge as steady and voiced.
    expect(judgeAligned({ ...inline, features: { ...held, loudSec: 0.13 } })).toBeUndefined();
    // A sliver of a word's edge, or a word's moving sounds.
    expect(judgeAligned({ ...inline, features: { ...held, loudSec: 0.08 } }, on)).toBeUndefined();
    expect(
      judgeAligned({ ...inline, features: { ...held, spectralChange: 4.2 } }, on),
    ).toBeUndefined();
    // Sound the aligner filed in a gap is not its slot.
    const gap = { ...inline, sources: ['gap' as const] };
    expect(judgeAligned({ ...gap, features: { ...held, loudSec: 0.13 } }, on)).toBeUndefined();
  });

  it("wants it said at speaking level, not far below the words beside it (a room's tail, a breath)", () => {
    expect(judgeAligned({ ...slot, belowWordsDb: 3 })).toBe('uh');
    // festival ked says its "um" 8.0-8.5 dB under its words; talk behind a voice lay 10.5 dB under.
    expect(judgeAligned({ ...slot, belowWordsDb: 8.5 })).toBe('uh');
    expect(judgeAligned({ ...slot, belowWordsDb: 10.5 })).toBeUndefined();
    expect(judgeAligned({ ...slot, belowWordsDb: 12 })).toBeUndefined();
    // The engine wrote it: it heard one, however quiet.
    expect(judgeAligned({ ...slot, sources: ['written'], belowWordsDb: 12 })).toBe('uh');
  });

  it('takes sound in a gap touching a word for the edge of that word', () => {
    const edge = { ...slot, sources: ['gap' as const], silenceAfterSec: 0 };
    expect(judgeAligned({ ...edge, features: { ...held, loudSec: 0.17 } })).toBeUndefined();
    expect(judgeAligned({ ...edge, silenceAfterSec: 0.2 })).toBe('uh');
  });
});
