import { describe, expect, it } from 'vitest';
import { frameEnergies, silenceThreshold } from '../energy';
import type { Candidate } from './find-hesitations';
import {
  candidateKind,
  joinHesitations,
  judgeCandidate,
  restoreDecodedHesitations,
  silenceNextTo,
  soundsInGaps,
} from './find-hesitations';
import { join, M, quiet, RATE, UH, vowel } from '../test-support/test-sounds';

describe('candidateKind', () => {
  it('knows pronunciations that sound like a hesitation, or nearly', () => {
    // i'm(2), 'em and um are all AH M; "a" is AH.
    expect(candidateKind('AH M')).toBe('same');
    expect(candidateKind('AH')).toBe('same');
    expect(candidateKind('DH AH')).toBe('near'); // the
    expect(candidateKind('DH AH M')).toBe('near'); // them(2)
    expect(candidateKind('B AH T')).toBe('near'); // but
    expect(candidateKind('D AW N')).toBe('near'); // down
  });

  it('leaves other words alone', () => {
    expect(candidateKind('L AY K')).toBeUndefined(); // like
    expect(candidateKind('S OW')).toBeUndefined(); // so: an unvoiced onset
    expect(candidateKind('M IY N')).toBeUndefined(); // mean
    expect(candidateKind('AY M')).toBeUndefined(); // i'm as said in full
    expect(candidateKind(undefined)).toBeUndefined();
  });
});

const held = { loudSec: 0.35, voicedShare: 0.95, spectralChange: 1.8, nasalDropDb: 1, drift: 3 };
const base: Candidate = {
  kind: 'same',
  start: 10,
  end: 10.4,
  confidence: 0.7,
  phones: 'AH',
  silenceBeforeSec: 0.3,
  silenceAfterSec: 0.2,
  features: held,
};

describe('judgeCandidate', () => {
  it('takes a long, voiced, set-off sound for a hesitation', () => {
    expect(judgeCandidate(base)).toBe('uh');
    expect(judgeCandidate({ ...base, phones: 'AH M' })).toBe('um');
    expect(judgeCandidate({ ...base, features: { ...held, nasalDropDb: 20 } })).toBe('um');
  });

  it('wants a hesitation long and voiced', () => {
    expect(judgeCandidate({ ...base, features: { ...held, loudSec: 0.08 } })).toBeUndefined();
    expect(judgeCandidate({ ...base, features: { ...held, voicedShare: 0.4 } })).toBeUndefined();
    expect(judgeCandidate({ ...base, features: undefined })).toBeUndefined();
  });

  it('wants a same-sounding word next to a silence', () => {
    expect(
      judgeCandidate({ ...base, silenceBeforeSec: 0.02, silenceAfterSec: 0.03 }),
    ).toBeUndefined();
    expect(judgeCandidate({ ...base, silenceBeforeSec: 0 })).toBe('uh');
  });

  it('wants a near word set off on both sides, unsure and steady', () => {
    const the = { ...base, kind: 'near' as const, phones: 'DH AH' };
    expect(judgeCandidate(the)).toBe('uh');
    // "the plan": leaning on the next word.
    expect(judgeCandidate({ ...the, silenceAfterSec: 0 })).toBeUndefined();
    expect(judgeCandidate({ ...the, confidence: 0.98 })).toBeUndefined();
    expect(judgeCandidate({ ...the, features: { ...held, spectralChange: 4.5 } })).toBeUndefined();
  });

  it('takes a gliding vowel for a word, unless it closes in a nasal', () => {
    const now = {
      ...base,
      kind: 'near' as const,
      phones: 'N AW',
      features: { ...held, drift: 14 },
    };
    expect(judgeCandidate(now)).toBeUndefined();
    expect(judgeCandidate({ ...now, phones: 'D AW N' })).toBe('um');
  });

  it('takes a [SPEECH] sound held steady even without a silence beside it', () => {
    const sound = { ...base, kind: 'sound' as const, phones: undefined, confidence: 1 };
    expect(judgeCandidate({ ...sound, silenceBeforeSec: 0, silenceAfterSec: 0 })).toBe('uh');
    expect(
      judgeCandidate({
        ...sound,
        silenceBeforeSec: 0,
        silenceAfterSec: 0,
        features: { ...held, spectralChange: 2.8 },
      }),
    ).toBeUndefined();
  });
});

describe('silenceNextTo', () => {
  const profile = {
    frameSec: 0.01,
    db: Float32Array.from('____XXXXX___X'.split('').map((c) => (c === '_' ? -80 : -20))),
  };

  it('counts the silent frames before a start and after an end', () => {
    expect(silenceNextTo(profile, -50, 0.04, -1)).toBeCloseTo(0.04, 6);
    expect(silenceNextTo(profile, -50, 0.09, 1)).toBeCloseTo(0.03, 6);
  });

  it('lets a word edge be a few frames off', () => {
    // The word "ends" at 0.07 but sound lasts to 0.09.
    expect(silenceNextTo(profile, -50, 0.07, 1)).toBeCloseTo(0.03, 6);
  });
});

describe('soundsInGaps', () => {
  it('finds loud stretches long enough for a hesitation between tokens', () => {
    // 10 ms frames: a token to 0.05, sound 0.1-0.3 (a 20 ms dip bridged), a click 0.35-0.4, a token from 0.45.
    const profile = {
      frameSec: 0.01,
      db: Float32Array.from(
        'XXXXX_____XXXXXXXX__XXXXXXXXXX_____XXXXX_____XXXXXX'
          .split('')
          .map((c) => (c === '_' ? -80 : -20)),
      ),
    };
    const tokens = [
      { start: 0, end: 0.05 },
      { start: 0.45, end: 0.51 },
    ];
    const found = soundsInGaps(tokens, profile, -50);
    expect(found).toHaveLength(1);
    expect(found[0]?.start).toBeCloseTo(0.1, 6);
    expect(found[0]?.end).toBeCloseTo(0.3, 6);
  });
});

describe('joinHesitations', () => {
  it('makes one hesitation of two that touch, "um" if either is', () => {
    const joined = joinHesitations(
      [
        { word: 'so', start: 0, end: 0.3 },
        { word: 'uh', start: 1, end: 1.15 },
        { word: 'um', start: 1.16, end: 1.5 },
        { word: 'uh', start: 2, end: 2.3 },
      ],
      0.05,
    );
    expect(joined).toEqual([
      { word: 'so', start: 0, end: 0.3 },
      { word: 'um', start: 1, end: 1.5 },
      { word: 'uh', start: 2, end: 2.3 },
    ]);
  });
});

describe('restoreDecodedHesitations', () => {
  // 0-0.5 "we", 0.5-0.8 quiet, 0.8-1.2 "uh" (held vowel), 1.2-1.5 quiet,
  // 1.5-1.9 "um" (vowel into nasal), 1.9-2.2 quiet, 2.2-2.6 "start".
  const samples = join(
    vowel({ seconds: 0.5, formants: [300, 2200, 2900], formantsAtEnd: [300, 2300, 3000] }),
    quiet(0.3),
    vowel({ seconds: 0.4, formants: UH }),
    quiet(0.3),
    vowel({ seconds: 0.2, formants: UH }),
    vowel({ seconds: 0.2, formants: M }),
    quiet(0.3),
    vowel({ seconds: 0.4, formants: [700, 1200, 2500], formantsAtEnd: [500, 1500, 2500] }),
  );
  const profile = frameEnergies(samples, RATE);
  const energy = { profile, threshold: silenceThreshold(profile.db) };
  const word = (w: string, start: number, end: number, phones: string, confidence = 0.9) => ({
    word: w,
    start,
    end,
    confidence,
    phones,
  });

  it('puts back a hesitation heard as [SPEECH] and one heard as another word', () => {
    const { words, hesitations } = restoreDecodedHesitations({
      recognition: {
        words: [
          word('we', 0, 0.5, 'W IY'),
          word("i'm", 1.5, 1.9, 'AH M', 0.7),
          word('start', 2.2, 2.6, 'S T AA R T'),
        ],
        sounds: [{ kind: 'speech', start: 0.8, end: 1.2 }],
      },
      samples,
      sampleRate: RATE,
      energy,
    });
    expect(words.map((w) => w.word)).toEqual(['we', 'uh', 'um', 'start']);
    expect(words.map((w) => w.start)).toEqual([0, 0.8, 1.5, 2.2]);
    expect(hesitations.map((h) => h.heardAs)).toEqual(['[SPEECH]', "i'm"]);
  });

  it('finds a hesitation the recognizer filed as silence, but not the edge of a word', () => {
    const { words, hesitations } = restoreDecodedHesitations({
      recognition: {
        // Nothing for 0.8-1.2; "start" recognised late, from 2.35 instead of 2.2.
        words: [
          word('we', 0, 0.5, 'W IY'),
          word("i'm", 1.5, 1.9, 'AH M', 0.7),
          word('start', 2.35, 2.6, 'S T AA R T'),
        ],
        sounds: [],
      },
      samples,
      sampleRate: RATE,
      energy,
    });
    expect(words.map((w) => w.word)).toEqual(['we', 'uh', 'um', 'start']);
    expect(hesitations[0]).toMatchObject({ heardAs: '(nothing)', start: 0.8 });
    expect(hesitations[0]?.end).toBeCloseTo(1.2, 2);
  });

  it('keeps a short word that leans on the next one', () => {
    // "the" recognised over the first 0.1 s of "start", no silence after it.
    const { words } = restoreDecodedHesitations({
      recognition: {
        words: [word('the', 2.2, 2.3, 'DH AH', 0.6), word('start', 2.3, 2.6, 'S T AA R T')],
        sounds: [],
      },
      samples,
      sampleRate: RATE,
      energy,
    });
    expect(words.map((w) => w.word)).toEqual(['the', 'start']);
  });
});
