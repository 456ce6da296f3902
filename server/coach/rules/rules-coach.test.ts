import { describe, expect, it } from 'vitest';
import {
  feedbackBodySchema,
  pageScoresSchema,
  scoreExplanationsSchema,
} from '@common/contract/feedback';
import type { CoachInput } from '../coach-engine';
import {
  fast,
  fillerHeavy,
  LIBRARIES,
  grammarErrors,
  interviewAnswer,
  monotone,
  polished,
  scenario,
  STAR_ANSWER,
  slow,
  tenMinuteSpeech,
  veryShort,
} from '../test-support/test-scenarios';
import { generateRulesFeedback } from './rules-coach';

const coach = (input: CoachInput) => generateRulesFeedback(input);

describe('rules coach', () => {
  it('tells a fast speaker to slow down, quoting where they were fastest', () => {
    const input = fast();
    const { feedback, scores } = coach(input);
    expect(feedback.summaryTag).toBe('Clear but Rushed');
    expect(feedback.focus).toBe('pacing');
    const [first] = feedback.improvements;
    expect(first).toContain(`${Math.round(input.analysis.wordsPerMinute ?? 0)} words per minute`);
    expect(first).toMatch(/fastest around \d:\d\d \(\d+ wpm\), in "/);
    expect(feedback.improvements.join(' ')).toMatch(/You never paused/);
    expect(feedback.drills[0]?.title).toBe('Metronome read');
    expect(feedback.practiceTips[0]).toMatch(/Slow to about 140 words per minute/);
    expect(feedback.dimensionScores.pacing).toBeLessThan(50);
    expect(scores.clarity).toBeGreaterThanOrEqual(9);
  });

  it('tells a slow, hesitant speaker about pace, silences and hedges, and rewrites the hedged sentence', () => {
    const { feedback } = coach(slow());
    expect(feedback.summaryTag).toBe('Thoughtful but Slow');
    const text = feedback.improvements.join('\n');
    expect(text).toMatch(/86 words per minute \(Too Slow\) you spoke below the 120-150 range/);
    expect(text).toMatch(
      /At 0:27 you went silent for 4.2 seconds after "bread and it came out as flat as a plate"/,
    );
    expect(text).toMatch(/softened your points 4 times/);
    expect(feedback.rewrites[0]).toEqual({
      original: 'i think learning to cook was maybe the best thing i did last year',
      improved: 'Learning to cook was the best thing I did last year.',
      explanation: 'Removed "i think" and "maybe" so the point stands on its own.',
      time: 0.4,
    });
    expect(feedback.drills.map((d) => d.title)).toContain('Energy sprint');
  });

  it("counts a filler-heavy speaker's fillers, quotes where they bunch up and rewrites without them", () => {
    const input = fillerHeavy();
    const { feedback } = coach(input);
    expect(feedback.summaryTag).toMatch(/Fillers/);
    const [first] = feedback.improvements;
    expect(first).toContain(`You used ${input.analysis.fillerWords} filler words`);
    expect(first).toContain('mostly "um" (8 times) and "like" (4 times)');
    expect(first).toContain(
      'bunched up at 0:37: "and um like you cannot rush onions and you know uh you cannot um rush dough"',
    );
    expect(feedback.rewrites[0]).toMatchObject({
      original: 'and um like you cannot rush onions and you know uh you cannot um rush dough',
      improved: 'You cannot rush onions and you cannot rush dough.',
    });
    expect(feedback.rewrites[0]?.explanation).toMatch(
      /Dropped the fillers "um", "like", "you know"/,
    );
    expect(feedback.fillerWords[0]).toMatchObject({ word: 'um', count: 8 });
    expect(feedback.fillerWords[0]?.times).toHaveLength(8);
    expect(feedback.drills[0]?.title).toBe('Filler buzzer');
    expect(feedback.coachNote).toMatch(/fillers per minute/);
  });

  it('hears a monotone voice and asks for stress on one word per sentence', () => {
    const { feedback } = coach(monotone());
    expect(feedback.summaryTag).toMatch(/Flat/);
    expect(feedback.focus).toBe('delivery');
    expect(feedback.improvements[0]).toMatch(/narrow band \(1.1 semitones of variation/);
    expect(feedback.drills[0]?.title).toBe('Pitch ladder');
    expect(feedback.rewrites[0]?.improved).toMatch(/[A-Z]{4,}/);
    expect(feedback.rewrites[0]?.explanation).toMatch(/lift your voice on "/);
    expect(feedback.emotionalReflection).toMatch(/reserved/);
  });

  it('quotes grammar slips, fixes them in rewrites and splits the run-on sentence', () => {
    const { feedback, scores } = coach(grammarErrors());
    const text = feedback.improvements.join('\n');
    expect(text).toContain('You made 6 grammar slips, for example at 0:01: "me and my brother"');
    expect(text).toMatch(/you ran 39 words together without a full stop or a pause/);
    const improved = feedback.rewrites.map((r) => r.improved);
    expect(improved).toContain('Last year my brother and I decided to learn to cook together.');
    expect(improved).toContain("He doesn't like vegetables so we were arguing about every recipe.");
    const runOn = feedback.rewrites.find((r) => r.original.startsWith('our first soup were'));
    expect(runOn?.improved).toMatch(/^Our first soup was terrible/);
    expect(runOn?.improved.split('. ').length).toBeGreaterThanOrEqual(3);
    expect(runOn?.explanation).toMatch(/split it into \d sentences/);
    expect(scores.language).toBeLessThan(coach(polished()).scores.language);
    expect(feedback.drills[0]?.title).toBe('Read-back edit');
  });

  it('tells a very short recording it is too short and caps its structure', () => {
    const { feedback, scores } = coach(veryShort());
    expect(feedback.summaryTag).toBe('Just Getting Started');
    expect(feedback.improvements[0]).toMatch(/too short to develop an idea/);
    expect(scores.structure).toBeLessThanOrEqual(6);
    expect(feedback.overview).toMatch(/too short to judge fully/);
    expect(feedback.emotionalReflection).toMatch(/toe in the water/);
  });

  it('calls a strong speech under a minute short and sharp, not just getting started', () => {
    const shortPolished = scenario(
      { sentences: LIBRARIES.slice(0, 6), wpm: 140, sentencePauseSec: 0.8 },
      'Why libraries matter',
    );
    const { feedback } = coach(shortPolished);
    expect(shortPolished.analysis.speakingTimeSec).toBeGreaterThan(30);
    expect(shortPolished.analysis.speakingTimeSec).toBeLessThan(60);
    expect(feedback.summaryTag).toBe('Short and Sharp');
  });

  it('praises a polished speech and offers a next-level goal', () => {
    const { feedback, scores } = coach(polished());
    expect(feedback.summaryTag).toBe('Polished and Poised');
    expect(feedback.strengths).toHaveLength(3);
    expect(feedback.strengths.join(' ')).toMatch(/120-150 range/);
    expect(feedback.improvements).toHaveLength(1);
    expect(feedback.improvements[0]).toMatch(/next level/);
    const { confidence, ...others } = scores;
    for (const value of Object.values(others)) expect(value).toBeGreaterThanOrEqual(8.5);
    // The page shows this speech's measured confidence as 79%, Moderate: the coach's stays amber.
    expect(polished().analysis.confidenceScore).toBe(79);
    expect(confidence).toBe(7.9);
  });

  it('keeps a tip about the room when the recording was loud or clipped, and none for hum taken out', () => {
    const ROOM = /^Record in a quiet room/;
    const heard = (recording: NonNullable<CoachInput['analysis']['recording']>) => {
      const input = fillerHeavy();
      return coach({ ...input, analysis: { ...input.analysis, recording } }).feedback.practiceTips;
    };
    const fine = { humHz: null, clippedShare: 0, noiseFloorDbfs: -70, speechLevelDbfs: -18 };
    // A filler-heavy speech has four tips of its own: the room's is not among them.
    expect(coach(fillerHeavy()).feedback.practiceTips.some((t) => ROOM.test(t))).toBe(false);
    expect(heard({ ...fine, humHz: 50 }).some((t) => ROOM.test(t))).toBe(false);
    const noisy = heard({ ...fine, noiseFloorDbfs: -35 });
    expect(noisy).toHaveLength(4);
    expect(noisy.filter((t) => ROOM.test(t))).toHaveLength(1);
    expect(heard({ ...fine, clippedShare: 0.1 }).some((t) => ROOM.test(t))).toBe(true);
  });

  it('gives two speeches with different problems clearly different feedback', () => {
    const a = coach(fast()).feedback;
    const b = coach(fillerHeavy()).feedback;
    expect(a.summaryTag).not.toBe(b.summaryTag);
    expect(a.focus).not.toBe(b.focus);
    expect(a.improvements[0]).not.toBe(b.improvements[0]);
    expect(a.improvements.filter((x) => b.improvements.includes(x))).toEqual([]);
    expect(a.drills[0]?.title).not.toBe(b.drills[0]?.title);
    expect(a.coachNote).not.toBe(b.coachNote);
    expect(a.emotionalReflection).not.toBe(b.emotionalReflection);
    expect(a.practiceTips[0]).not.toBe(b.practiceTips[0]);
  });

  it('gives the same feedback for the same analysis', () => {
    const input = grammarErrors();
    expect(JSON.stringify(coach(input))).toBe(JSON.stringify(coach(structuredClone(input))));
  });

  it('matches the contract for every scenario, with scores on their scales', () => {
    for (const make of [fast, slow, fillerHeavy, monotone, grammarErrors, veryShort, polished]) {
      const result = coach(make());
      expect(() => feedbackBodySchema.parse(result.feedback)).not.toThrow();
      expect(() => pageScoresSchema.parse(result.scores)).not.toThrow();
      expect(() => scoreExplanationsSchema.parse(result.metrics)).not.toThrow();
      for (const v of Object.values(result.scores)) expect(v).toBeGreaterThanOrEqual(0);
      for (const v of Object.values(result.scores)) expect(v).toBeLessThanOrEqual(10);
      for (const v of Object.values(result.feedback.dimensionScores)) {
        expect(Number.isInteger(v) && v >= 0 && v <= 100).toBe(true);
      }
      expect(result.feedback.strengths.length).toBeGreaterThanOrEqual(1);
      expect(result.feedback.improvements.length).toBeGreaterThanOrEqual(1);
      expect(result.feedback.practiceTips.length).toBeGreaterThanOrEqual(3);
      expect(result.feedback.drills).toHaveLength(3);
      expect(result.feedback.practiceDrills).toHaveLength(3);
      expect(result.modelUsed).toBe('rules');
    }
  });

  it('gives advanced tips to Pro accounts only', () => {
    expect(coach(fast()).feedback.advancedTips).toEqual([]);
    const pro = coach({ ...slow(), isPro: true }).feedback.advancedTips;
    expect(pro.length).toBeGreaterThanOrEqual(3);
    expect(pro.join(' ')).toMatch(/Pitch range: your voice spanned 7 semitones/);
  });

  it('coaches an analysis stored before issue 3 (no voice or language fields)', () => {
    const input = fillerHeavy();
    const { voice: _v, language: _l, paceOverTime: _p, ...legacy } = input.analysis;
    const result = coach({ ...input, analysis: { ...legacy, grammarScore: null } });
    expect(() => feedbackBodySchema.parse(result.feedback)).not.toThrow();
    expect(result.feedback.improvements[0]).toMatch(/filler words/);
    expect(result.metrics.languageExplanation).toMatch(/grammar not yet checked/);
    expect(result.feedback.strengths.join(' ')).not.toMatch(/grammatically clean/);
  });

  it('coaches a 10-minute speech quickly (npm run bench:coach measures it properly)', () => {
    const input = tenMinuteSpeech(true);
    expect(input.analysis.wordCount).toBeGreaterThanOrEqual(1500);
    for (let i = 0; i < 3; i++) coach(input);
    const times = Array.from({ length: 5 }, () => {
      const start = performance.now();
      coach(input);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    // Generous: the 2 shared cores also run other tests; the benchmark's target is 50 ms.
    expect(times[2]).toBeLessThan(150);
  });

  it('checks an interview answer against STAR and names the structure it found, quoting it', () => {
    const input = { ...interviewAnswer(), mode: 'interview' as const };
    const { feedback } = coach(input);
    expect(feedback.rubric?.name).toBe('STAR answer');
    expect(feedback.rubric?.parts.map((p) => p.found)).toEqual([true, true, true, true]);
    expect(feedback.rubric?.parts[0]?.quote).toMatch(/^"when i was working at a small delivery/);
    expect(feedback.strengths[0]).toMatch(
      /^Your STAR answer has its Situation, Task, Action and Result/,
    );
    expect(feedback.coachBreakdown.structureAndFlow).toMatch(/^STAR answer: found Situation/);
  });

  it('puts a missing STAR part first among the improvements', () => {
    // The answer stops before it says how things turned out.
    const withoutResult = {
      ...scenario({ sentences: STAR_ANSWER.slice(0, 8), wpm: 135, sentencePauseSec: 0.8 }, 'Q'),
      mode: 'interview' as const,
    };
    const { feedback } = coach(withoutResult);
    expect(feedback.rubric?.parts.find((p) => p.key === 'result')?.found).toBe(false);
    // An interview answer is judged on its 1-2 minutes, not asked for the general two minutes.
    expect(withoutResult.analysis.speakingTimeSec).toBeLessThan(60);
    expect(feedback.improvements.join(' ')).not.toMatch(/too short to develop an idea/);
    expect(feedback.coachNote).not.toMatch(/two minutes/);
    expect(feedback.improvements[0]).toMatch(/^Your STAR answer is missing its Result/);
  });

  it('adds no rubric in general coaching', () => {
    expect(coach(interviewAnswer()).feedback.rubric).toBeUndefined();
  });
});
