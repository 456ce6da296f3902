import { mentionsTopic, topicStems } from '@common/measures/topic';
import type { CoachResult } from '../coach-engine';
import type { SpeechFacts } from '../rules/facts';
import type { LlmFeedback } from './llm-schema';

/**
 * A model writes fluent feedback but can contradict what the page shows next to
 * it. Each check below finds one kind of contradiction; a list item that has one
 * is dropped (the rules coach's list is used if none is left), a single text is
 * replaced by the rules coach's. What the checks cannot see (a paraphrased
 * claim) the prompt asks the model not to write.
 */
export interface Reconciled {
  answer: LlmFeedback;
  /** What was dropped or replaced, and why: for the log. */
  fixes: string[];
}

type Draft = Omit<CoachResult, 'usedFallback'>;

const PACE_WORDS = /\b(pace|pacing|words per minute|wpm|speed|tempo)\b/i;

/** Lower case words and digits only, one space apart. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The passages a text quotes ("..." or “...”), split at ellipses. */
function quotedPassages(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/["“]([^"”]+)["”]/g)) {
    for (const part of (match[1] ?? '').split(/\.\.\.|…/)) {
      const clean = normalise(part);
      if (clean.split(' ').length >= 2) out.push(clean);
    }
  }
  return out;
}

/** A sentence about how the speaker did, not a goal for next time. */
const ABOUT_THE_SPEECH =
  /\b(your (average |overall )?(pace|pacing|speed|rate)|you spoke|you were|you kept|you stayed|you sat)\b/i;
const A_GOAL = /\b(aim|try|target|should|next time|practi[sc]e|goal)\b/i;

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

/** Every way a text can contradict the facts; empty when it does not. */
function contradictions(text: string, f: SpeechFacts, kind: 'praise' | 'any'): string[] {
  const found: string[] = [];
  const pace = f.measures.pace;
  if (pace) {
    for (const sentence of sentencesOf(text)) {
      if (!ABOUT_THE_SPEECH.test(sentence) || A_GOAL.test(sentence)) continue;
      const lower = sentence.toLowerCase();
      const other = (['Too Fast', 'Too Slow'] as const).find(
        (label) => label !== pace.band.label && lower.includes(label.toLowerCase()),
      );
      if (other) found.push(`calls the ${pace.band.label} pace ${other}`);
      if (
        pace.band.label !== 'Good' &&
        /\b(within|inside|in) the (comfortable |ideal |recommended )?120[-– ]150\b/i.test(sentence)
      )
        found.push(`puts the ${pace.band.label} pace inside 120-150`);
    }
    for (const m of text.matchAll(
      /\b(?:your (?:average |overall )?(?:pace|speed|rate) (?:of|was|averaged|at)|you spoke at|you averaged)\s+(?:about |around |roughly )?(\d{2,3})\b/gi,
    )) {
      const said = Number(m[1]);
      const windows = f.paceWindows.map((w) => Math.round(w.wordsPerMinute));
      if (Math.abs(said - pace.wpm) > 1 && !windows.includes(said))
        found.push(`gives the pace as ${said}, not ${pace.wpm}`);
    }
    if (kind === 'praise' && pace.band.label !== 'Good' && PACE_WORDS.test(text))
      found.push(`praises a ${pace.band.label} pace`);
  }
  const fillers = f.measures.fillers;
  if (
    kind === 'praise' &&
    /\bfillers?\b/i.test(text) &&
    fillers.band.label !== 'Excellent' &&
    !(fillers.light && text.includes(fillers.band.label))
  )
    found.push(`praises a ${fillers.band.label} filler count`);
  if (kind === 'praise' && f.measures.confidence?.band.label === 'Low' && /\bconfiden/i.test(text))
    found.push('praises Low confidence');
  for (const m of text.matchAll(
    /\b(?:in|this|your|a|the)\s+(\d{1,2}:\d{2})[- ](?:minute )?(?:recording|speech|talk|you)\b/gi,
  )) {
    if (m[1] !== f.measures.duration.text)
      found.push(`gives the length as ${m[1]}, not ${f.measures.duration.text}`);
  }
  return found;
}

/** Quotes of words the recognizer was not sure of: in the transcript, but not in its sure words. */
function unsureQuotes(text: string, said: string, sure: string): string[] {
  return quotedPassages(text)
    .filter((q) => said.includes(q) && !sure.includes(q))
    .map((q) => `quotes "${q}", which has a word not heard for sure`);
}

/** A topic word called overused ("list two alternatives to 'trees'" in a speech about trees). */
function topicAsOverused(text: string, stems: ReadonlySet<string>): string[] {
  if (!/\b(overus\w*|alternatives?|leaned on|leaning on|synonyms?|repeated the word)\b/i.test(text))
    return [];
  return [...text.matchAll(/["“']([a-z][a-z' ]{1,30})["”']/gi)]
    .map((m) => m[1] ?? '')
    .filter((word) => mentionsTopic(word, stems))
    .map((word) => `calls the topic's word "${word}" overused`);
}

export function reconcileAnswer(answer: LlmFeedback, f: SpeechFacts, draft: Draft): Reconciled {
  const fixes: string[] = [];
  const said = normalise(f.tokens.map((t) => t.text).join(' '));
  const sure = normalise(f.tokens.map((t) => (t.unsure ? '§' : t.text)).join(' '));
  const stems = topicStems(f.topic);
  const problems = (text: string, kind: 'praise' | 'any') => [
    ...contradictions(text, f, kind),
    ...unsureQuotes(text, said, sure),
    ...topicAsOverused(text, stems),
  ];

  const list = (name: string, items: string[], kind: 'praise' | 'any', fallback: string[]) => {
    const kept = items.filter((item) => {
      const found = problems(item, kind);
      if (found.length) fixes.push(`${name}: dropped an item that ${found.join('; ')}`);
      return found.length === 0;
    });
    if (kept.length > 0 || items.length === 0) return kept;
    fixes.push(`${name}: none left, the rules coach's used`);
    return fallback;
  };
  const single = (name: string, text: string, fallback: string, extra: string[] = []) => {
    const found = [...problems(text, 'any'), ...extra];
    if (found.length === 0) return text;
    fixes.push(`${name}: replaced, it ${found.join('; ')}`);
    return fallback;
  };

  const rules = draft.feedback;
  const practiceTips = list('practiceTips', answer.practiceTips, 'any', rules.practiceTips);
  // The note names the one change and its goal; the how-to is in the tips.
  const repeatsTip = practiceTips
    .filter((tip) => normalise(answer.coachNote).includes(normalise(tip)))
    .map(() => 'repeats a practice tip word for word');
  const tag = answer.summaryTag;
  const pace = f.measures.pace?.band.label;
  const tagContradicts =
    (/\b(rush\w*|racing|fast|hurried)\b/i.test(tag) && pace !== 'Too Fast') ||
    (/\bslow\b/i.test(tag) && pace !== 'Too Slow')
      ? [`names a pace the page does not show (${pace ?? 'none'})`]
      : [];

  // Drills: no two give the same reason.
  const whys = new Set<string>();
  const drills = answer.drills.filter((drill) => {
    const key = normalise(drill.why);
    if (whys.has(key)) {
      fixes.push(`drills: dropped "${drill.title}", its reason repeats another's`);
      return false;
    }
    whys.add(key);
    return true;
  });

  const rewrites = answer.rewrites.filter((r) => {
    const quote = normalise(r.original);
    const ok = sure.includes(quote);
    if (!ok && said.includes(quote))
      fixes.push('rewrites: dropped one whose sentence has a word not heard for sure');
    return ok || !said.includes(quote);
  });

  const breakdown = answer.coachBreakdown;
  return {
    answer: {
      ...answer,
      summaryTag: single('summaryTag', tag, rules.summaryTag, tagContradicts),
      overview: single('overview', answer.overview, rules.overview),
      strengths: list('strengths', answer.strengths, 'praise', rules.strengths),
      improvements: list('improvements', answer.improvements, 'any', rules.improvements),
      practiceTips,
      drills,
      rewrites,
      emotionalReflection: single(
        'emotionalReflection',
        answer.emotionalReflection,
        rules.emotionalReflection,
      ),
      coachNote: single('coachNote', answer.coachNote, rules.coachNote, repeatsTip),
      coachBreakdown: {
        structureAndFlow: single(
          'structureAndFlow',
          breakdown.structureAndFlow,
          rules.coachBreakdown.structureAndFlow,
        ),
        vocalDelivery: single(
          'vocalDelivery',
          breakdown.vocalDelivery,
          rules.coachBreakdown.vocalDelivery,
        ),
        messageImpact: single(
          'messageImpact',
          breakdown.messageImpact,
          rules.coachBreakdown.messageImpact,
        ),
        languageAndPrecision: single(
          'languageAndPrecision',
          breakdown.languageAndPrecision,
          rules.coachBreakdown.languageAndPrecision,
        ),
      },
      advancedTips: list('advancedTips', answer.advancedTips, 'any', rules.advancedTips),
    },
    fixes,
  };
}
