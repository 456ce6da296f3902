import { describe, expect, it } from 'vitest';
import type { SpeechDto } from '@common/contract/speech';
import { makeAnalysis, makeSpeech } from '@app/test/fixtures';
import { groupRetakes } from './retake-groups';

const speech = (
  id: number,
  retakeOf: number | null,
  day: number,
  wpm: number | null,
  fillerWords = 2,
): SpeechDto =>
  makeSpeech({
    id,
    retakeOf,
    title: `Attempt ${id}`,
    prompt: id === 1 || retakeOf !== null ? 'Why trees matter' : null,
    recordedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    analysis:
      wpm === null
        ? null
        : makeAnalysis({
            speechId: id,
            wordsPerMinute: wpm,
            fillerWords,
            speakingTimeSec: 60,
            details: undefined,
          }),
  });

describe('groupRetakes', () => {
  it('groups a first attempt with its retakes and retakes of retakes, oldest first', () => {
    const groups = groupRetakes([
      speech(4, 2, 4, 140, 1),
      speech(3, null, 3, 150),
      speech(2, 1, 2, 170, 3),
      speech(1, null, 1, 185, 6),
    ]);
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group?.topic).toBe('Why trees matter');
    expect(group?.attempts.map((a) => a.speech.id)).toEqual([1, 2, 4]);
    expect(group?.attempts.map((a) => a.fillersPerMinute)).toEqual([6, 3, 1]);
  });

  it('says how the latest attempt did against the first', () => {
    const [group] = groupRetakes([speech(1, null, 1, 185, 6), speech(2, 1, 2, 140, 1)]);
    const verdicts = Object.fromEntries(group?.latestVsFirst.map((c) => [c.id, c.verdict]) ?? []);
    expect(verdicts).toMatchObject({ pace: 'improved', 'fillers-per-minute': 'improved' });
  });

  it('leaves out speeches never retaken and retakes still being analysed', () => {
    expect(
      groupRetakes([speech(1, null, 1, 150), speech(2, 1, 2, null), speech(3, null, 3, 140)]),
    ).toEqual([]);
  });
});
