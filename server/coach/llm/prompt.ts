import type { CoachInput, CoachResult } from '../coach-engine';
import type { SpeechFacts } from '../rules/facts';
import { clock, round1 } from '../rules/format';
import type { ChatMessage } from './openai-client';

/** Long speeches are sent in part: the model needs examples to quote, not every word. */
const MAX_SENTENCES = 80;

const SYSTEM = `You are an experienced, warm and direct public-speaking coach. You listened to one practice speech and now write feedback for the speaker.
Rules:
- Answer with one JSON object only, matching the schema you are given. No Markdown.
- Talk to the speaker as "you". Be specific to this speech: quote the speaker's own words (exactly as in the transcript, lower case is fine) with their time (m:ss), and use the measured numbers. Never invent numbers.
- strengths: 2-3 items; improvements: 2-4 items, most important first; practiceTips: 3-5 concrete actions.
- drills: 2-3 practice drills aimed first at the weakest dimension, each with title, focus (one of clarity, pacing, confidence, delivery, structure, language), minutes, steps and why (why this speaker needs it).
- rewrites: up to 3 of the speaker's weakest sentences. "original" must be copied exactly from the transcript; "improved" removes fillers and hedges, splits run-on sentences and fixes grammar, keeping the speaker's meaning and voice; "explanation" says what changed and why.
- summaryTag: 2-5 words naming what defines this speech (e.g. "Clear but Rushed").
- emotionalReflection: how the speech probably felt to give and to hear, kindly.
- coachNote: a personal note: what works, the one thing to change next, a measurable goal.
- coachBreakdown: one short paragraph each for structureAndFlow, vocalDelivery, messageImpact, languageAndPrecision.
- advancedTips: deeper, data-driven techniques (only when asked for; otherwise an empty list).
One story with the page. The speaker sees your feedback next to the measured numbers and their bands ("bands" in the facts):
- Use those numbers and band words exactly: pace in whole words per minute with its band (Good, Too Fast, Too Slow), the filler count with its band, the recording's length as "recordingLength". Never contradict a band: do not praise the pace unless it is Good, the fillers unless their band is Excellent (or, when "light" is true, say the band and that the rate is light), or confidence when it is Low.
- Refer to the speech by its "topic" when one is given; never by a title or a date. The topic's own words are meant to come back: never call them overused.
- Words marked [?] were not heard for sure: never quote them or a sentence around them; quote other sentences.
- When a "practiceMode" other than general is given, the speaker practised that kind of speech: judge its structure against "rubric" (its parts found, with the speaker's words and times, and those missing). Name the structure you found and what is missing in coachBreakdown.structureAndFlow, keep the first improvement about the missing part or the length, and never claim a part the rubric did not find.
- "recording" lists what the room or microphone did to the recording (hum taken out, clipping, a loud room), not what the speaker did: never blame the speaker for it. When a note bears on a number (a loud room can turn short breaks into counted pauses; clipping can blur words), say so once, and keep one practice tip about recording conditions.
- Say each instruction once: the coachNote names the one change and its measurable goal, it does not repeat a practice tip; every drill gives its own reason.`;

function sentenceLines(f: SpeechFacts): string[] {
  const flagged = f.sentences.map((s) => {
    const unsure = s.tokens.some((t) => t.unsure);
    const text = unsure
      ? s.tokens.map((t) => (t.unsure ? `[?]${t.text}` : t.text)).join(' ')
      : s.text;
    const flags = [
      unsure ? 'not heard for sure: do not quote' : '',
      s.fillerCount ? `${s.fillerCount} filler` : '',
      s.hedgeCount ? `${s.hedgeCount} hedge` : '',
      s.grammarIssues.length ? `grammar: ${s.grammarIssues.map((g) => g.message).join('; ')}` : '',
      s.runOn ? 'run-on' : '',
      s.pauseAfter >= 2.5 ? `then ${round1(s.pauseAfter)} s silence` : '',
    ].filter(Boolean);
    return {
      s,
      line: `[${clock(s.start)}] ${text}${flags.length ? ` (${flags.join(', ')})` : ''}`,
    };
  });
  if (flagged.length <= MAX_SENTENCES) return flagged.map((x) => x.line);
  // Keep the opening, the close, and the sentences with something to coach.
  const keep = new Set<number>([0, 1, 2, flagged.length - 2, flagged.length - 1]);
  for (const x of flagged) {
    if (keep.size >= MAX_SENTENCES) break;
    if (x.line.endsWith(')')) keep.add(x.s.index);
  }
  return flagged.filter((x) => keep.has(x.s.index)).map((x) => x.line);
}

/** The measured facts, the rules coach's notes and the sentences, as the user message. */
export function feedbackMessages(
  input: CoachInput,
  f: SpeechFacts,
  draft: Omit<CoachResult, 'usedFallback'>,
): ChatMessage[] {
  const m = f.measures;
  const measured = {
    // The prompt, or a title the speaker typed; never the automatic 'Speech recording - date'.
    topic: f.topic,
    practiceMode: input.mode ?? 'general',
    rubric: draft.feedback.rubric
      ? {
          structure: draft.feedback.rubric.name,
          parts: draft.feedback.rubric.parts.map((p) => ({
            part: p.label,
            found: p.found,
            ...(p.found ? { quote: p.quote, at: clock(p.time ?? 0) } : { advice: p.advice }),
          })),
          length: draft.feedback.rubric.length.text,
        }
      : null,
    recordingLength: m.duration.text,
    bands: {
      pace: m.pace ? `${m.pace.wpm} WPM, ${m.pace.band.label}` : null,
      fillers: {
        count: m.fillers.count,
        band: m.fillers.band.label,
        perMinute: m.fillers.perMinute,
        per100Words: m.fillers.per100Words,
        light: m.fillers.light,
      },
      confidence: m.confidence ? `${m.confidence.percent}%, ${m.confidence.band.label}` : null,
      grammar: m.grammar ? `${m.grammar.score}/100, ${m.grammar.band.label}` : null,
    },
    speakingTime: clock(f.speakingTimeSec),
    words: f.wordCount,
    goodPaceRange: '120-150',
    paceWindows: f.paceWindows.map((w) => `${clock(w.start)} ${Math.round(w.wordsPerMinute)}`),
    fillers: f.fillerUses.map((u) => ({
      word: u.word,
      count: u.count,
      at: u.times.slice(0, 6).map(clock),
    })),
    pauses: f.pauseCount,
    recording: f.recordingNotes.map((note) => note.title),
    longSilences: f.longPauses.map((p) => `${clock(p.start)} ${round1(p.duration)} s`),
    voice: {
      monotone: f.monotone,
      pitchVariationSemitones: f.pitchVariation,
      loudnessSteadiness: f.loudnessSteadiness,
    },
    hedges: f.hedges.map((h) => `${h.text} x${h.count}`),
    weakWords: f.weakWords.map((h) => `${h.text} x${h.count}`),
    grammarIssues: f.grammarIssues.slice(0, 20).map((g) => ({
      text: g.text,
      message: g.message,
      suggestion: g.suggestions[0] ?? null,
      at: g.time === null ? null : clock(g.time),
    })),
    scores0to100: draft.feedback.dimensionScores,
    weakestDimension: draft.feedback.focus,
    analysisPageScores0to10: draft.scores,
  };
  const notes = {
    strengths: draft.feedback.strengths,
    areasToImprove: draft.feedback.improvements,
  };
  const user = [
    `Measured facts (JSON): ${JSON.stringify(measured)}`,
    `A first coach's notes, to check and improve on (JSON): ${JSON.stringify(notes)}`,
    `Advanced tips: ${input.isPro ? 'yes, 3-5 of them' : 'no, leave the list empty'}.`,
    'Transcript by sentence (times are m:ss from the start):',
    ...sentenceLines(f),
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

const CORRECTIONS_SYSTEM = `You are a careful English editor helping a public speaker. You get the transcript of a spoken practice speech (lower case, no punctuation: do not correct capitalisation or punctuation) and the issues a grammar checker found.
Answer with one JSON object {"corrections": [...]} only. Each correction has "original" (words copied exactly from the transcript), "suggestion" (the corrected words), "reason" (one short sentence a speaker understands) and "category" (grammar, repetition, hedge or wording). Include the checker's real issues, drop its false alarms, and add at most 10 more of your own. Do not list filler words.`;

export function correctionsMessages(f: SpeechFacts): ChatMessage[] {
  const issues = f.grammarIssues.slice(0, 40).map((g) => ({
    text: g.text,
    message: g.message,
    suggestion: g.suggestions[0] ?? null,
  }));
  return [
    { role: 'system', content: CORRECTIONS_SYSTEM },
    {
      role: 'user',
      content: [
        `Checker issues (JSON): ${JSON.stringify(issues)}`,
        'Transcript by sentence:',
        ...sentenceLines(f),
      ].join('\n'),
    },
  ];
}
