import { describe, expect, it } from 'vitest';
import { frameEnergies, silenceThreshold } from '../energy';
import { join, quiet, RATE, UH, vowel } from '../test-support/test-sounds';
import type { RecognizedWord } from '../transcriber';
import { restoreHesitations } from './restore-hesitations';
import type { ScoreTexts } from './verify-hesitations';

// 0-0.4 "we", 0.4-0.7 quiet, 0.7-1.06 a vowel gliding as a word's does ("but", doubted by the
// rules), 1.06-1.4 quiet, 1.4-1.8 "start".
const samples = join(
  vowel({ seconds: 0.4, formants: [300, 2200, 2900], formantsAtEnd: [300, 2300, 3000] }),
  quiet(0.3),
  vowel({ seconds: 0.36, formants: [500, 1500, 2500], formantsAtEnd: [300, 2300, 3000] }),
  quiet(0.34),
  vowel({ seconds: 0.4, formants: [700, 1200, 2500], formantsAtEnd: [500, 1500, 2500] }),
);
const profile = frameEnergies(samples, RATE);
const word = (text: string, start: number, end: number, phones: string, p = 0.98) =>
  ({
    word: text.toLowerCase().replace(/[^a-z']/g, ''),
    text,
    start,
    end,
    confidence: p,
    phones,
    aligned: true,
    recognizerProbability: p,
  }) satisfies RecognizedWord;
const input = {
  recognition: {
    words: [
      word('We', 0, 0.4, 'W IY'),
      word('but', 0.7, 0.9, 'B AH T', 0.5),
      word('start.', 1.4, 1.8, 'S T AA R T'),
    ],
    sounds: [],
  },
  samples,
  sampleRate: RATE,
  energy: { profile, threshold: silenceThreshold(profile.db) },
};
const spoken = (r: Awaited<ReturnType<typeof restoreHesitations>>) => r.words.map((w) => w.word);

describe('restoreHesitations with the decoder', () => {
  it('keeps a doubted look-alike as written without one', async () => {
    expect(spoken(await restoreHesitations(input))).toEqual(['we', 'but', 'start']);
  });

  it('does not ask it whether a look-alike the rules turned down is a hesitation (ADR 86)', async () => {
    const asked: string[][] = [];
    const hearsUh: ScoreTexts = async (_audio, texts) => {
      asked.push([...texts]);
      return [-20, -30, -22, -40, -40].slice(0, texts.length);
    };
    const restored = await restoreHesitations(input, { scoreTexts: hearsUh });
    expect(spoken(restored)).toEqual(['we', 'but', 'start']);
    expect(asked).toEqual([]);
  });
});

describe('restoreHesitations with the encoder probe', () => {
  // Frames of 25 ms over whatever audio is given: hesitation-like over 0.7-1.06 s ("but").
  const framesOver =
    (from: number, to: number) =>
    async ({ samples }: { samples: Int16Array }) =>
      Array.from({ length: Math.round(samples.length / RATE / 0.025) }, (_, i) => {
        const t = (i + 0.5) * 0.025;
        return t >= from && t <= to ? 5 : -5;
      });
  const spells: (asked: string[][]) => ScoreTexts = (asked) => async (_audio, texts) => {
    asked.push([...texts]);
    return texts.map((_, i) => (i === 2 ? -10 : -30));
  };

  it('takes what the probe hears as a hesitation without asking the decoder whether it is one', async () => {
    const asked: string[][] = [];
    const restored = await restoreHesitations(input, {
      scoreTexts: spells(asked),
      hesitationFrames: framesOver(0.7, 1.06),
    });
    expect(spoken(restored)).toEqual(['we', 'uh', 'start']);
    // Only the spelling was asked, five ways.
    expect(asked.map((texts) => texts.length)).toEqual([5]);
  });

  it('keeps the word when the probe hears nothing there, or fails: the decoder does not judge it', async () => {
    for (const hesitationFrames of [
      framesOver(5, 6),
      () => Promise.reject(new Error('worker exited')),
    ]) {
      const asked: string[][] = [];
      const restored = await restoreHesitations(input, {
        scoreTexts: spells(asked),
        hesitationFrames,
      });
      expect(asked).toEqual([]);
      expect(spoken(restored)).toEqual(['we', 'but', 'start']);
    }
  });

  it('does not take what the probe hears far below the words beside it: talk behind the speaker (ADR 86)', async () => {
    // The same recording with the sound at 0.7-1.06 s `below` dB under the words around it: held
    // (UH), or gliding as the rules turn down, so that only the probe can take it.
    const soundBelow = (below: number, formantsAtEnd = UH) =>
      join(
        vowel({ seconds: 0.4, formants: [300, 2200, 2900], formantsAtEnd: [300, 2300, 3000] }),
        quiet(0.3),
        vowel({ seconds: 0.36, formants: UH, formantsAtEnd, db: -20 - below }),
        quiet(0.34),
        vowel({ seconds: 0.4, formants: [700, 1200, 2500], formantsAtEnd: [500, 1500, 2500] }),
      );
    const opinions = { scoreTexts: spells([]), hesitationFrames: framesOver(0.7, 1.06) };
    const at = (samples: Int16Array, profile = frameEnergies(samples, RATE)) =>
      restoreHesitations({ ...input, samples, energy: { profile, threshold: -60 } }, opinions).then(
        spoken,
      );
    expect(await at(soundBelow(15))).toEqual(['we', 'but', 'start']);
    // The probe keeps 8 dB where the acoustic judge allows 9.5 (ADR 95).
    const glide = [300, 2300, 3000];
    expect(await at(soundBelow(9, glide))).toEqual(['we', 'but', 'start']);
    expect(await at(soundBelow(6, glide))).toEqual(['we', 'uh', 'start']);
    // At the words' level the probe's hesitation is taken.
    expect(await at(samples, profile)).toEqual(['we', 'uh', 'start']);
  });

  it("keeps the probe's spelling when the decoder fails, and stops when the analysis is aborted", async () => {
    const broken: ScoreTexts = () => Promise.reject(new Error('worker exited'));
    const hesitationFrames = framesOver(0.7, 1.06);
    const restored = await restoreHesitations(input, { scoreTexts: broken, hesitationFrames });
    expect(spoken(restored)).toEqual(['we', 'uh', 'start']);
    const controller = new AbortController();
    controller.abort();
    await expect(
      restoreHesitations(input, {
        scoreTexts: broken,
        hesitationFrames,
        signal: controller.signal,
      }),
    ).rejects.toThrow('worker exited');
  });

  // The decoder hears no hesitation at "but"; "uh" spells best what the scan finds before "start".
  const hearsUhBeforeStart: (asked: string[][]) => ScoreTexts =
    (asked) => async (_audio, texts) => {
      asked.push([...texts]);
      return texts.map((t) =>
        /but uh,/.test(t) ? -8 : /but um,/.test(t) ? -9 : t === 'We but start.' ? -10 : -30,
      );
    };

  // The engine was unsure of "start." (0.4): a hesitation written into it, as "The uphill" for
  // "the uh pool". A sure word's own first sound is not scanned (scan-hesitations.test.ts).
  const unsureStart = {
    ...input,
    recognition: {
      ...input.recognition,
      words: input.recognition.words.map((w) =>
        w.word === 'start' ? { ...w, confidence: 0.4, recognizerProbability: 0.4 } : w,
      ),
    },
  };

  it("puts in a hesitation the probe's scan hears where no candidate stood, the word trimmed off it", async () => {
    const asked: string[][] = [];
    const restored = await restoreHesitations(unsureStart, {
      scoreTexts: hearsUhBeforeStart(asked),
      hesitationFrames: framesOver(1.4, 1.55),
    });
    expect(spoken(restored)).toEqual(['we', 'but', 'uh', 'start']);
    expect(restored.words.map((w) => w.start)).toEqual([0, 0.7, 1.4, 1.55]);
    expect(restored.hesitations.map((h) => h.heardAs)).toEqual(['probe']);
    // Only the spelling of the one scanned (five texts): nothing is put to the decoder to judge.
    expect(asked.map((texts) => texts.length)).toEqual([5]);
    expect(asked[0]).toContain('We but uh, start.');
  });

  it('scans the frames the engine scored while recognizing, and encodes again only what they miss', async () => {
    const calls: number[] = [];
    const counted = async ({ samples }: { samples: Int16Array }) => {
      calls.push(samples.length / RATE);
      return framesOver(-1, -1)({ samples });
    };
    const scores = await framesOver(1.4, 1.55)({ samples });
    const duration = samples.length / RATE;
    const scan = (probeTracks: { start: number; end: number; scores: number[] }[]) =>
      restoreHesitations(
        { ...unsureStart, recognition: { ...unsureStart.recognition, probeTracks } },
        {
          scoreTexts: hearsUhBeforeStart([]),
          hesitationFrames: counted,
        },
      );
    const restored = await scan([{ start: 0, end: duration, scores }]);
    expect(spoken(restored)).toEqual(['we', 'but', 'uh', 'start']);
    // Nothing was encoded again: the probe judged the turned-down "but" and the scan read the
    // given frames.
    expect(calls).toEqual([]);
    // Frames for the first second only: the window around "but" (which runs past it) is encoded
    // for the judge, the rest for the scan (and hears nothing).
    const first = Math.round(scores.length / duration);
    const partly = await scan([{ start: 0, end: 1, scores: scores.slice(0, first) }]);
    expect(spoken(partly)).toEqual(['we', 'but', 'start']);
    expect(calls).toHaveLength(2);
    expect(calls.map((s) => Number(s.toFixed(2)))).toContain(Number((duration - 1).toFixed(2)));
  });

  it('judges a turned-down candidate on the frames the engine scored while recognizing', async () => {
    const calls: number[] = [];
    const hearsNothing = async ({ samples }: { samples: Int16Array }) => {
      calls.push(samples.length / RATE);
      return framesOver(5, 6)({ samples });
    };
    const duration = samples.length / RATE;
    const scores = await framesOver(0.7, 1.06)({ samples });
    const asked: string[][] = [];
    const restored = await restoreHesitations(
      {
        ...input,
        recognition: { ...input.recognition, probeTracks: [{ start: 0, end: duration, scores }] },
      },
      { scoreTexts: spells(asked), hesitationFrames: hearsNothing },
    );
    // The given frames hear "but" as a hesitation, though the encoder run again would not.
    expect(spoken(restored)).toEqual(['we', 'uh', 'start']);
    expect(calls).toEqual([]);
    expect(asked.map((texts) => texts.length)).toEqual([5]);
  });
});

describe('restoreHesitations with a hesitation run into a word', () => {
  const merged = {
    ...input,
    recognition: {
      words: [
        word('We', 0, 0.4, 'W IY'),
        { ...word('unleash', 0.7, 1.06, 'AH N L IY SH', 0.27), lowConfidence: true },
        word('start.', 1.4, 1.8, 'S T AA R T'),
      ],
      sounds: [],
    },
  };

  it('splits the word when the decoder hears the hesitation and the word apart', async () => {
    const asked: string[][] = [];
    const hearsSplit: ScoreTexts = async (_audio, texts) => {
      asked.push([...texts]);
      return texts[1]?.includes('um, leash') ? [-20, -25] : [-20, -40, -40];
    };
    const restored = await restoreHesitations(merged, { scoreTexts: hearsSplit });
    expect(asked[0]).toEqual(['We unleash start.', 'We um, leash start.']);
    expect(spoken(restored)).toEqual(['we', 'um', 'leash', 'start']);
    const leash = restored.words[2];
    expect(leash).toMatchObject({ text: 'leash', lowConfidence: true });
    expect(restored.words[1]!.end).toBeCloseTo(leash!.start, 3);
  });

  it('keeps the word when the decoder holds to it, and without a decoder', async () => {
    const holds: ScoreTexts = async (_audio, texts) =>
      texts.length === 2 ? [-20, -40] : [-20, -40, -40];
    expect(spoken(await restoreHesitations(merged, { scoreTexts: holds }))).toEqual([
      'we',
      'unleash',
      'start',
    ]);
    expect(spoken(await restoreHesitations(merged))).toEqual(['we', 'unleash', 'start']);
  });
});

describe('restoreHesitations where the words leave speech unwritten', () => {
  // "We", then steady "uh"s with quiet between (what a hesitation sounds like), then "start":
  // `held` of them between the two words.
  const between = (held: number) => {
    const uhs = Array.from({ length: held }, () => [
      vowel({ seconds: 0.5, formants: UH }),
      quiet(0.25),
    ]).flat();
    const samples = join(
      vowel({ seconds: 0.4, formants: [300, 2200, 2900], formantsAtEnd: [300, 2300, 3000] }),
      quiet(0.25),
      ...uhs,
      vowel({ seconds: 0.4, formants: [700, 1200, 2500], formantsAtEnd: [500, 1500, 2500] }),
    );
    const profile = frameEnergies(samples, RATE);
    const startAt = 0.65 + held * 0.75;
    return {
      recognition: {
        words: [word('We', 0, 0.4, 'W IY'), word('start.', startAt, startAt + 0.4, 'S T AA R T')],
        sounds: [],
      },
      samples,
      sampleRate: RATE,
      energy: { profile, threshold: silenceThreshold(profile.db) },
    };
  };
  const hesitationsIn = async (held: number, verify?: { scoreTexts: ScoreTexts }) =>
    spoken(await restoreHesitations(between(held), verify)).filter((w) => w === 'uh' || w === 'um')
      .length;

  it('finds the hesitations a word gap holds, but none in more sound than hesitations make', async () => {
    expect(await hesitationsIn(2)).toBeGreaterThan(0);
    expect(await hesitationsIn(8)).toBe(0);
  });

  it('does not put the unwritten speech to the decoder', async () => {
    const asked: string[][] = [];
    const hearsUh: ScoreTexts = async (_audio, texts) => {
      asked.push([...texts]);
      return texts.map((t) => (/uh,/.test(t) ? -10 : -30));
    };
    expect(await hesitationsIn(8, { scoreTexts: hearsUh })).toBe(0);
    expect(asked).toEqual([]);
  });
});
