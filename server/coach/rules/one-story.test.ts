import { describe, expect, it } from 'vitest';
import type { FeedbackBody } from '@common/contract/feedback';
import { formatDuration } from '@common/measures/duration';
import type { CoachInput } from '../coach-engine';
import {
  fast,
  fillerHeavy,
  grammarErrors,
  LIBRARIES,
  monotone,
  polished,
  scenario,
  slow,
  tenMinuteSpeech,
  veryShort,
} from '../test-support/test-scenarios';
import { computeFacts } from './facts';
import { cleanestSentence, findStrengths } from './findings';
import { suggestRewrites } from './rewrites';
import { generateRulesFeedback } from './rules-coach';

const coach = (input: CoachInput) => generateRulesFeedback(input);
const SCENARIOS = { fast, slow, fillerHeavy, monotone, grammarErrors, veryShort, polished };

/** Every sentence the speaker reads, in one list. */
function allText(feedback: FeedbackBody): string[] {
  return [
    feedback.overview,
    feedback.summaryTag,
    feedback.coachNote,
    feedback.emotionalReflection,
    ...feedback.strengths,
    ...feedback.improvements,
    ...feedback.practiceTips,
    ...feedback.practiceDrills,
    ...feedback.drills.map((d) => d.why),
    ...feedback.advancedTips,
    ...Object.values(feedback.coachBreakdown),
    ...feedback.rewrites.flatMap((r) => [r.original, r.explanation]),
  ];
}

/** The same speech, with the page's pace set to `wpm`. */
function atPace(wpm: number): CoachInput {
  const input = polished();
  input.analysis.wordsPerMinute = wpm;
  return input;
}

describe('the coach and the page tell one story: pace', () => {
  it.each([
    [154, 'Too Fast'],
    [108, 'Too Slow'],
  ])('never calls pacing strong at %i WPM (%s)', (wpm, band) => {
    const { feedback, scores } = coach(atPace(wpm));
    expect(feedback.dimensionScores.pacing).toBeLessThanOrEqual(79);
    expect(feedback.overview).toContain(`${wpm} words per minute (${band})`);
    expect(feedback.overview).not.toMatch(/strongest area was pacing/);
    expect(feedback.strengths.join(' ')).not.toMatch(/pace/i);
    expect(feedback.improvements[0]).toContain(`${wpm} words per minute (${band})`);
    expect(feedback.summaryTag).not.toBe('Polished and Poised');
    expect(scores).toBeDefined();
  });

  it('judges the pace on the whole number the page shows', () => {
    expect(coach(atPace(150.4)).feedback.strengths.join(' ')).toMatch(
      /150 words per minute \(Good\)/,
    );
    expect(coach(atPace(150.4)).feedback.improvements.join(' ')).not.toMatch(/Too Fast/);
  });
});

describe('the coach and the page tell one story: length and fillers', () => {
  it("names the recording's length as the page shows it", () => {
    const input = polished();
    input.speech.durationSec = input.analysis.speakingTimeSec + 10;
    const { feedback } = coach(input);
    const shown = formatDuration(input.speech.durationSec);
    expect(shown).not.toBe(formatDuration(input.analysis.speakingTimeSec));
    expect(feedback.overview).toMatch(new RegExp(`^In this ${shown} recording`));
    expect(feedback.coachNote).toContain(`this ${shown} version`);
  });

  it('never calls a Moderate filler count Excellent, and says the count and the rate', () => {
    const input = tenMinuteSpeech();
    // Keep 8 of its fillers: Moderate by count (spec 9), light over ten minutes.
    input.analysis.fillers = input.analysis.fillers.slice(0, 8);
    input.analysis.fillerWords = 8;
    input.analysis.fillerWordsList = {};
    for (const f of input.analysis.fillers)
      input.analysis.fillerWordsList[f.word] = (input.analysis.fillerWordsList[f.word] ?? 0) + 1;
    const result = coach(input);
    const text = allText(result.feedback).join('\n');
    expect(text).not.toMatch(/8 filler words?[^.]*Excellent/);
    expect(result.metrics.clarityExplanation).toMatch(
      /8 filler words \(Moderate, 0\.5 per 100 words/,
    );
    // The praise it may give says the band and the rate, as the page's fillers tab does.
    const praise = findStrengths(computeFacts(input.analysis, input.speech.durationSec)).find(
      (s) => s.key === 'few-fillers',
    );
    expect(praise?.text).toMatch(
      /^8 filler words is Moderate by count, but over 10:\d\d that is only 0\.\d a minute/,
    );
  });
});

describe('the coach speaks of this speech', () => {
  const automatic = 'Speech recording - Nov 24 7:29 AM';

  it('names the speech by its prompt, never by the automatic title', () => {
    const input = polished();
    input.speech = { ...input.speech, title: automatic, prompt: 'Why libraries still matter' };
    const { feedback } = coach(input);
    expect(feedback.overview).toContain('on "Why libraries still matter"');
    expect(feedback.coachNote).toContain('your speech on "Why libraries still matter"');
    expect(allText(feedback).join('\n')).not.toContain('Speech recording');

    input.speech = { ...input.speech, prompt: null };
    const untitled = coach(input).feedback;
    expect(untitled.overview).not.toContain(' on "');
    expect(allText(untitled).join('\n')).not.toContain('Speech recording');
  });

  it("never flags the topic's own word as overused", () => {
    const trees = () => {
      const input = scenario(
        {
          sentences: [
            'trees cool our streets in the summer heat',
            'trees clean the air we breathe every day',
            'trees give birds and insects a home in the city',
            'trees make people calmer and happier on their walk to work',
            'trees raise the value of every house on the street',
            'so plant more trees and look after the ones we have',
          ],
        },
        automatic,
      );
      const language = input.analysis.language;
      if (!language) throw new Error('no language');
      language.overused = [{ text: 'trees', count: 6, times: [0.4, 4, 8, 12, 16, 20] }];
      return input;
    };
    // Without a topic the repetition is fair game: the check below can fail.
    expect(allText(coach({ ...trees(), isPro: true }).feedback).join('\n')).toMatch(
      /alternatives to "trees"/,
    );
    const input = trees();
    input.speech.prompt = 'Why our city should plant more trees';
    const { feedback } = coach({ ...input, isPro: true });
    expect(allText(feedback).join('\n')).not.toMatch(
      /"trees" \(|alternatives to "trees"|"trees" appeared/,
    );
  });

  it('gives every drill its own reason', () => {
    for (const make of [...Object.values(SCENARIOS), () => tenMinuteSpeech()]) {
      const { drills } = coach(make()).feedback;
      const whys = drills.map((d) => d.why);
      expect(new Set(whys).size).toBe(whys.length);
      const sentences = whys.flatMap((why) => why.split(/(?<=\.) /));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('says each instruction once in the coach note', () => {
    for (const make of [...Object.values(SCENARIOS), () => tenMinuteSpeech()]) {
      const { coachNote, practiceTips } = coach(make()).feedback;
      for (const tip of practiceTips) expect(coachNote).not.toContain(tip);
      for (const sentence of practiceTips.flatMap((tip) => tip.split(/(?<=\.) /)))
        expect(coachNote).not.toContain(sentence);
      expect(coachNote.match(/\bAim\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });
});

describe('the coach rewrites sensibly', () => {
  it('keeps a statement that opens with "when" a statement', () => {
    const input = scenario(
      { sentences: ['um when i was nine my local library gave me my first card'] },
      'Libraries',
    );
    const [rewrite] = suggestRewrites(computeFacts(input.analysis));
    expect(rewrite?.improved).toBe('When I was nine my local library gave me my first card.');
    const question = scenario(
      { sentences: ['um why do we still need libraries in our towns today'] },
      'Libraries',
    );
    expect(suggestRewrites(computeFacts(question.analysis))[0]?.improved).toMatch(/\?$/);
  });
});

describe('the coach quotes only what it is sure of', () => {
  it('praises a line as free of fillers only when no filler was found in it', () => {
    const input = scenario(
      {
        sentences: [
          ...LIBRARIES.slice(0, 6),
          'um the librarian noticed and began saving new books for me before anyone else could ever see them',
          ...LIBRARIES.slice(6, 12),
        ],
        wpm: 150,
        sentencePauseSec: 0.8,
      },
      'Why libraries matter',
    );
    // The detector placed this "um" a breath earlier than the recognizer's word.
    const um = input.analysis.fillers.find((f) => f.word === 'um');
    if (!um) throw new Error('no um');
    um.start -= 0.15;
    const facts = computeFacts(input.analysis, input.speech.durationSec);
    const line = facts.sentences.find((s) => s.text.startsWith('um the librarian'));
    expect(line?.tokens[0]?.filler).toBe(true);
    // The longest line, but not one to hold up as free of fillers.
    expect(line?.wordCount).toBeGreaterThan(cleanestSentence(facts)?.wordCount ?? 0);
    expect(cleanestSentence(facts)?.text).not.toMatch(/^um/);
    const { feedback } = coach(input);
    expect(allText(feedback).join('\n')).not.toMatch(/"um the librarian[^"]*"[^.]*no fillers/);
  });

  it('never quotes a word the recognizer was not sure of', () => {
    const quotesPublic = (input: CoachInput) =>
      allText(coach(input).feedback).some((t) => /"[^"]*\bpublic library\b[^"]*"/.test(t));
    // Heard for sure, the opening question is quoted...
    expect(quotesPublic(polished())).toBe(true);
    // ...not when "public" was not.
    const input = polished();
    const i = input.analysis.words.findIndex((w) => w.word === 'public');
    const word = input.analysis.words[i];
    if (!word) throw new Error('no word');
    input.analysis.words[i] = { ...word, lowConfidence: true };
    expect(quotesPublic(input)).toBe(false);
    for (const make of [fast, fillerHeavy, monotone]) {
      const unsure = make();
      unsure.analysis.words = unsure.analysis.words.map((w) =>
        w.word === 'public' || w.word === 'onions' ? { ...w, lowConfidence: true } : w,
      );
      const text = allText(coach(unsure).feedback).join('\n');
      expect(text).not.toMatch(/"[^"]*\b(public|onions)\b[^"]*"/);
    }
  });
});
