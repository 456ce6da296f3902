import { describe, expect, it } from 'vitest';
import { speechTopic } from '@common/measures/topic';
import type { CoachInput } from '../coach-engine';
import { computeFacts } from '../rules/facts';
import { generateRulesFeedback } from '../rules/rules-coach';
import { fast } from '../test-support/test-scenarios';
import type { LlmFeedback } from './llm-schema';
import { reconcileAnswer } from './reconcile';

/** A model's answer about the fast speech (211 WPM, Too Fast, 1:16) that agrees with the page. */
function agreeing(): LlmFeedback {
  return {
    summaryTag: 'Clear but Rushed',
    overview: 'In this 1:16 recording you spoke 263 words at 211 words per minute (Too Fast).',
    strengths: [
      'You opened with a question: "have you ever walked into a public library".',
      'Your three signposts made the structure easy to follow.',
    ],
    improvements: ['Your pace averaged 211 words per minute, Too Fast for most listeners.'],
    practiceTips: ['Breathe at every full stop.', 'Mark your pauses in the script.'],
    drills: [
      {
        title: 'Metronome',
        focus: 'pacing',
        minutes: 5,
        steps: ['Read at 130.'],
        why: 'Your pace was 211.',
      },
      {
        title: 'Breaths',
        focus: 'pacing',
        minutes: 5,
        steps: ['Breathe.'],
        why: 'You never paused.',
      },
    ],
    rewrites: [],
    emotionalReflection: 'You sounded eager to get everything said.',
    coachNote: 'Keep your structure. Next time aim for 130 to 145 words per minute.',
    coachBreakdown: {
      structureAndFlow: 'Clear signposts.',
      vocalDelivery: 'Lively but rushed.',
      messageImpact: 'The question opening pulled listeners in.',
      languageAndPrecision: 'Precise words.',
    },
    advancedTips: [],
  };
}

function setup(input: CoachInput = fast()) {
  const facts = computeFacts(input.analysis, input.speech.durationSec, speechTopic(input.speech));
  return { facts, draft: generateRulesFeedback(input) };
}

describe("reconciling a model's answer with the page", () => {
  it('keeps an answer that agrees with the page as it is', () => {
    const { facts, draft } = setup();
    const { answer, fixes } = reconcileAnswer(agreeing(), facts, draft);
    expect(fixes).toEqual([]);
    expect(answer).toEqual(agreeing());
  });

  it('drops praise of a Too Fast pace and a wrong pace figure, and fixes a pace tag', () => {
    const { facts, draft } = setup();
    const { answer, fixes } = reconcileAnswer(
      {
        ...agreeing(),
        summaryTag: 'Thoughtful but Slow',
        strengths: ['Your pacing was excellent and easy to follow.', ...agreeing().strengths],
        improvements: [
          'Your pace of 135 words per minute was comfortable.',
          ...agreeing().improvements,
        ],
      },
      facts,
      draft,
    );
    expect(answer.strengths).toEqual(agreeing().strengths);
    expect(answer.improvements).toEqual(agreeing().improvements);
    expect(answer.summaryTag).toBe(draft.feedback.summaryTag);
    expect(fixes.join('\n')).toMatch(/praises a Too Fast pace/);
    expect(fixes.join('\n')).toMatch(/gives the pace as 135, not 211/);
  });

  it('replaces an overview that gives another length than the page', () => {
    const { facts, draft } = setup();
    const { answer } = reconcileAnswer(
      { ...agreeing(), overview: 'In 1:00 you spoke 263 words, quickly.' },
      facts,
      draft,
    );
    expect(answer.overview).toBe(draft.feedback.overview);
  });

  it("drops advice to vary the topic's own word, and a drill whose reason repeats another's", () => {
    const { facts, draft } = setup();
    const [first] = agreeing().drills;
    if (!first) throw new Error('no drill');
    const { answer } = reconcileAnswer(
      {
        ...agreeing(),
        practiceTips: [...agreeing().practiceTips, 'List two alternatives to "libraries".'],
        drills: [first, { ...first, title: 'Again' }],
      },
      facts,
      draft,
    );
    expect(answer.practiceTips).toEqual(agreeing().practiceTips);
    expect(answer.drills.map((d) => d.title)).toEqual(['Metronome']);
  });

  it('replaces a coach note that repeats a practice tip word for word', () => {
    const { facts, draft } = setup();
    const { answer } = reconcileAnswer(
      { ...agreeing(), coachNote: 'Great work. Breathe at every full stop. Record again.' },
      facts,
      draft,
    );
    expect(answer.coachNote).toBe(draft.feedback.coachNote);
  });

  it('drops a quote of words not heard for sure', () => {
    const input = fast();
    const i = input.analysis.words.findIndex((w) => w.word === 'public');
    const word = input.analysis.words[i];
    if (!word) throw new Error('no word');
    input.analysis.words[i] = { ...word, lowConfidence: true };
    const { facts, draft } = setup(input);
    const { answer, fixes } = reconcileAnswer(agreeing(), facts, draft);
    expect(answer.strengths).toEqual([agreeing().strengths[1]]);
    expect(fixes.join('\n')).toMatch(/not heard for sure/);
  });
});
