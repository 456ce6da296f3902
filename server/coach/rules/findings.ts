import type { GrammarIssue } from '@common/contract/analysis';
import type { Dimension } from '@common/contract/feedback';
import { LONG_PAUSE_SEC, PACE_GOOD_MAX, PACE_GOOD_MIN, type SpeechFacts } from './facts';
import { clock, listJoin, plural, quote, quoteWindow, round1 } from './format';
import { QUESTION_WORDS, AUXILIARIES, SUBJECTS } from './lexicon';
import type { Sentence, Token } from './speech-model';

export type FindingArea = Dimension | 'structure' | 'language';

/** Something the coach noticed: a strength, or an area to improve with its tip. */
export interface Finding {
  key: string;
  area: FindingArea;
  /** Areas: how much it holds the speaker back. Strengths: how much it stands out. */
  weight: number;
  text: string;
  /** What to do about it (areas only). */
  tip?: string;
  /** The short name a coach note uses ("your pace"). */
  label: string;
  /**
   * Areas: the problem in one clause with its number ("your pace averaged 165
   * words per minute (Too Fast)"), for the coach note and the drills' reasons.
   */
  brief?: string;
}

const words = (s: Sentence) => s.tokens.map((t) => t.text);

/** Sounds that are fillers whatever the detector decided: never in a line praised as clean. */
const HESITATION_SOUNDS: ReadonlySet<string> = new Set([
  'um',
  'umm',
  'uh',
  'uhm',
  'er',
  'erm',
  'ah',
  'hmm',
  'mm',
]);

/**
 * The speaker's words in quotes, or undefined when a word in the part shown
 * was not heard for sure: it may not be what they said, so it is never quoted.
 */
export function quoteTokens(
  tokens: readonly Token[],
  maxWords = 18,
  focus = 0,
): string | undefined {
  const [from, to] = quoteWindow(tokens.length, maxWords, focus);
  if (to <= from || tokens.slice(from, to).some((t) => t.unsure)) return undefined;
  return quote(
    tokens.map((t) => t.text),
    maxWords,
    focus,
  );
}

/** The last `n` words of a sentence in quotes, when they were heard for sure. */
function quoteTail(s: Sentence, n: number): string | undefined {
  return quoteTokens(s.tokens.slice(-n), n);
}

/**
 * No filler in the line, by the words and by the fillers' own times (a filler
 * the words do not show is still heard), and no hesitation sound at all.
 */
export function hasNoFillers(f: SpeechFacts, s: Sentence): boolean {
  if (s.fillerCount > 0) return false;
  if (s.tokens.some((t) => t.filler || HESITATION_SOUNDS.has(t.text))) return false;
  return !f.fillerSpans.some((x) => x.start < s.end + 0.05 && x.end > s.start - 0.05);
}

/** A line to hold up as an example: no fillers, hedges, slips or stumbles, every word heard for sure. */
export function isCleanLine(f: SpeechFacts, s: Sentence): boolean {
  return (
    hasNoFillers(f, s) &&
    s.hedgeCount === 0 &&
    s.repeatCount === 0 &&
    s.grammarIssues.length === 0 &&
    !s.runOn &&
    !s.tokens.some((t) => t.unsure)
  );
}

/** Whether every word a grammar issue points at was heard for sure. */
function issueHeard(f: SpeechFacts, issue: GrammarIssue): boolean {
  return !f.tokens.some((t) => t.unsure && t.charStart < issue.end && t.charEnd > issue.start);
}

/** The sentence being spoken at `time` (or the last one before it). */
export function sentenceAt(f: SpeechFacts, time: number): Sentence | undefined {
  let found: Sentence | undefined;
  for (const s of f.sentences) {
    if (s.start > time + 0.05) break;
    found = s;
  }
  return found;
}

/** A sentence quoted around a moment; undefined when that part has a word not heard for sure. */
function quoteAround(s: Sentence, time?: number): string | undefined {
  const focus =
    time === undefined
      ? 0
      : Math.max(
          0,
          s.tokens.findIndex((t) => t.end >= time),
        );
  return quoteTokens(s.tokens, 18, focus);
}

export function isQuestion(s: Sentence): boolean {
  const w = s.tokens.filter((t) => !t.filler).map((t) => t.text);
  const [a, b] = w;
  if (!a) return false;
  // "why do we", "when did you": a question inverts; "when i was nine" opens a clause.
  if (QUESTION_WORDS.has(a) && b !== undefined && AUXILIARIES.has(b)) return true;
  if (a === 'imagine') return false;
  return AUXILIARIES.has(a) && b !== undefined && SUBJECTS.has(b);
}

/** The cleanest complete sentence (isCleanLine); the longest such. */
export function cleanestSentence(f: SpeechFacts): Sentence | undefined {
  let best: Sentence | undefined;
  for (const s of f.sentences) {
    if (s.wordCount < 8 || s.wordCount > 28) continue;
    if (!isCleanLine(f, s)) continue;
    if (!best || s.wordCount > best.wordCount) best = s;
  }
  return best;
}

/** The quotable sentence where fillers bunch up most. */
function densestFillerSentence(f: SpeechFacts): Sentence | undefined {
  let best: Sentence | undefined;
  for (const s of f.sentences) {
    if (s.fillerCount === 0 || quoteAround(s) === undefined) continue;
    const density = s.fillerCount / Math.max(4, s.wordCount);
    const bestDensity = best ? best.fillerCount / Math.max(4, best.wordCount) : -1;
    if (
      s.fillerCount > (best?.fillerCount ?? 0) ||
      (s.fillerCount === best?.fillerCount && density > bestDensity)
    ) {
      best = s;
    }
  }
  return best;
}

function topCounted(list: Array<{ text: string; count: number }>, n: number): string {
  return listJoin(
    list.slice(0, n).map((p) => `"${p.text}" (${p.count === 1 ? 'once' : `${p.count} times`})`),
  );
}

const CRUTCH_ENDINGS = [
  'so yeah',
  "that's it",
  'that is it',
  "that's all",
  'yeah',
  'i guess',
  'or something',
  'and stuff',
];

function crutchEnding(s: Sentence): string | undefined {
  const text = s.text;
  return CRUTCH_ENDINGS.find((c) => text === c || text.endsWith(` ${c}`));
}

// ------------------------------------------------------------------ areas to improve

/** ", in \"...\"" when the sentence can be quoted there. */
const inQuote = (s: Sentence | undefined, time?: number): string => {
  const q = s ? quoteAround(s, time) : undefined;
  return q ? `, in ${q}` : '';
};

function paceAreas(f: SpeechFacts, out: Finding[]): void {
  const pace = f.measures.pace;
  if (pace === null) return;
  // The page's number and band: the shown whole WPM, judged by common/measures.
  const { wpm, band } = pace;
  const avgWords = Math.max(6, Math.round(f.avgSentenceWords));
  const range = `${PACE_GOOD_MIN}-${PACE_GOOD_MAX}`;
  if (band.label === 'Too Fast') {
    const w = f.fastestWindow;
    const s = w ? sentenceAt(f, (w.start + w.end) / 2) : undefined;
    const where =
      w && w.wordsPerMinute > wpm + 8
        ? `; you were fastest around ${clock(w.start)} (${Math.round(w.wordsPerMinute)} wpm)${inQuote(s)}`
        : '';
    const extra = round1((avgWords / 140) * 60 - (avgWords / wpm) * 60);
    out.push({
      key: 'pace-fast',
      area: 'pacing',
      label: 'your pace',
      brief: `your pace averaged ${wpm} words per minute (${band.label})`,
      weight: 0.35 + (wpm - PACE_GOOD_MAX) / 40,
      text: `Your pace averaged ${wpm} words per minute (${band.label}), above the ${range} range listeners follow comfortably${where}.`,
      tip: `Slow to about 140 words per minute. Finish each sentence, then breathe before the next. For your ${avgWords}-word sentences that is only about ${Math.max(0.5, extra)} second${extra === 1 ? '' : 's'} more per sentence.`,
    });
  } else if (band.label === 'Too Slow') {
    const w = f.slowestWindow;
    const s = w ? sentenceAt(f, (w.start + w.end) / 2) : undefined;
    const where =
      w && w.wordsPerMinute < wpm - 8
        ? `; the slowest stretch was around ${clock(w.start)} (${Math.round(w.wordsPerMinute)} wpm)${inQuote(s)}`
        : '';
    out.push({
      key: 'pace-slow',
      area: 'pacing',
      label: 'your pace',
      brief: `your pace averaged ${wpm} words per minute (${band.label})`,
      weight: 0.35 + (PACE_GOOD_MIN - wpm) / 40,
      text: `At ${wpm} words per minute (${band.label}) you spoke below the ${range} range, which makes it easy for listeners to drift${where}.`,
      tip:
        f.pausesAtBoundaries < 0.6
          ? 'Lift your pace toward 130 words per minute by keeping sentences moving: save your pauses for the ends of points, not the middle of a sentence.'
          : 'Lift your pace toward 130 words per minute: rehearse each point until the words come without searching, and let energy, not speed, carry the key lines.',
    });
  }
  const cv = f.paceVariation;
  const fast = f.fastestWindow;
  const slow = f.slowestWindow;
  if (cv !== null && cv > 0.3 && fast && slow && f.paceWindows.length >= 4) {
    out.push({
      key: 'pace-uneven',
      area: 'pacing',
      label: 'the swings in your pace',
      brief: `your pace swung between ${Math.round(slow.wordsPerMinute)} and ${Math.round(fast.wordsPerMinute)} words per minute`,
      weight: 0.2 + (cv - 0.3) * 2,
      text: `Your pace swung between ${Math.round(slow.wordsPerMinute)} and ${Math.round(fast.wordsPerMinute)} words per minute: fastest around ${clock(fast.start)}, slowest around ${clock(slow.start)}.`,
      tip: 'Hold one comfortable pace through the body of the talk and slow down on purpose only for the lines you want remembered.',
    });
  }
}

/**
 * Fillers are an area when the page's band (on the count) is above Excellent
 * and they are not light for the speech's length; a High count always is. An
 * Excellent count never is: the page would call it Excellent.
 */
function fillerArea(f: SpeechFacts, out: Finding[]): void {
  const { band, light, per100Words } = f.measures.fillers;
  if (band.label === 'Excellent' || (band.label === 'Moderate' && light)) return;
  const s = densestFillerSentence(f);
  const q = s ? quoteAround(s) : undefined;
  const top = f.fillerUses[0]?.word ?? 'um';
  const where =
    s && q && s.fillerCount >= 2
      ? ` They bunched up at ${clock(s.start)}: ${q}.`
      : s && q
        ? ` For example at ${clock(s.start)}: ${q}.`
        : '';
  const rate = per100Words !== null ? `, ${per100Words.toFixed(1)} per 100 words` : '';
  out.push({
    key: 'fillers',
    area: 'clarity',
    label: 'filler words',
    brief: `you used ${plural(f.fillerCount, 'filler word')} (${band.label})`,
    weight: Math.max(band.label === 'High' ? 0.45 : 0, 0.25 + f.fillersPer100 / 6),
    text: `You used ${plural(f.fillerCount, 'filler word')} (${band.label}${rate}), ${
      f.fillerUses.length !== 1
        ? `mostly ${topCounted(
            f.fillerUses.map((u) => ({ text: u.word, count: u.count })),
            2,
          )}`
        : f.fillerCount === 1
          ? `"${top}"`
          : `all of them "${top}"`
    }.${where}`,
    tip: `When you feel ${/^[aeiou]/.test(top) ? 'an' : 'a'} "${top}" coming, close your mouth and pause instead: half a second of silence sounds composed, a filler sounds unsure.`,
  });
}

function pauseAreas(f: SpeechFacts, out: Finding[]): void {
  if (f.speakingTimeSec > 45 && f.pausesPerMinute < 1.5) {
    const longest = [...f.sentences].sort((a, b) => b.wordCount - a.wordCount)[0];
    const q = longest ? quoteAround(longest) : undefined;
    const duration = f.measures.duration.text;
    out.push({
      key: 'pauses-none',
      area: 'pacing',
      label: 'pausing',
      brief:
        f.pauseCount === 0
          ? `you never paused in ${duration}`
          : `you paused only ${plural(f.pauseCount, 'time')} in ${duration}`,
      weight: 0.45,
      text: `${f.pauseCount === 0 ? 'You never paused' : `You rarely paused: ${plural(f.pauseCount, 'pause')}`} in this ${duration} recording, so listeners had no moment to absorb a point${q ? `, such as ${q}` : ''}.`,
      tip: 'Plan a two-second pause after each main point. It feels long to you and sounds deliberate to them.',
    });
  }
  if (f.longPauses.length > 0) {
    const longest = [...f.longPauses].sort((a, b) => b.duration - a.duration)[0];
    if (longest) {
      const before = sentenceAt(f, longest.start - 0.05);
      const q = before ? quoteTail(before, 10) : undefined;
      const n = f.longPauses.length;
      out.push({
        key: 'pauses-long',
        area: 'confidence',
        label: 'long silences',
        brief: `you went silent for ${round1(longest.duration)} seconds at ${clock(longest.start)}`,
        weight:
          0.2 + 0.15 * Math.min(n, 4) + Math.min(0.3, (longest.duration - LONG_PAUSE_SEC) / 10),
        text: `At ${clock(longest.start)} you went silent for ${round1(longest.duration)} seconds${q ? ` after ${q}` : ''}${n > 1 ? `, one of ${n} silences over ${LONG_PAUSE_SEC} seconds` : ''}. A silence that long sounds like losing your place.`,
        tip: 'Know your next point before you finish the current one. A bridge line such as "Here\'s why that matters" keeps you moving while you think.',
      });
    }
  }
  if (f.pauseCount >= 4 && f.pausesAtBoundaries < 0.5) {
    out.push({
      key: 'pauses-mid',
      area: 'delivery',
      label: 'where you pause',
      brief: `${Math.round((1 - f.pausesAtBoundaries) * 100)}% of your pauses fell inside a sentence`,
      weight: 0.3,
      text: `${Math.round((1 - f.pausesAtBoundaries) * 100)}% of your pauses fell in the middle of a sentence rather than after it, which breaks up your ideas instead of framing them.`,
      tip: 'Move your pauses to the end of a thought: say the whole sentence on one breath, then stop.',
    });
  }
}

function voiceAreas(f: SpeechFacts, out: Finding[]): void {
  const flat = f.monotone === true || (f.pitchVariation !== null && f.pitchVariation < 2);
  if (flat) {
    const best = cleanestSentence(f);
    const bestQuote = best ? quoteAround(best) : undefined;
    const pv = f.pitchVariation;
    out.push({
      key: 'monotone',
      area: 'delivery',
      label: 'vocal variety',
      brief:
        pv !== null
          ? `your pitch moved only ${round1(pv)} semitones`
          : 'your pitch stayed in a narrow band',
      weight: f.monotone ? 0.75 : 0.45,
      text: `Your pitch stayed in a narrow band${pv !== null ? ` (${round1(pv)} semitones of variation, where lively speech moves 4 or more)` : ''}, so even good lines${bestQuote ? ` like ${bestQuote}` : ''} came out flat.`,
      tip: 'Pick the one word in each sentence that matters most and lift your voice on it; let your pitch fall at the end of statements.',
    });
  }
  const steady = f.loudnessSteadiness;
  if (steady !== null && steady < 55) {
    out.push({
      key: 'volume',
      area: 'delivery',
      label: 'your volume',
      brief: `your volume steadiness was ${Math.round(steady)}/100`,
      weight: 0.2 + (55 - steady) / 60,
      text: `Your volume rose and fell from phrase to phrase (steadiness ${Math.round(steady)}/100), so some lines were harder to catch than others.`,
      tip: 'Speak to the back of the room: keep your breath going to the end of each sentence so the last words land as clearly as the first.',
    });
  }
}

function languageAreas(f: SpeechFacts, out: Finding[]): void {
  const issues = f.grammarIssues;
  if (issues.length >= 2 || (issues.length === 1 && f.grammarIssuesPer100 > 1)) {
    // Only a slip in words heard for sure is quoted: a misheard word is not the speaker's slip.
    const heard = issues.filter((i) => issueHeard(f, i));
    const shown = heard.find((i) => i.suggestions.length > 0) ?? heard[0];
    const s = shown ? f.sentences.find((x) => x.grammarIssues.includes(shown)) : undefined;
    const q = s && shown ? quoteAround(s, shown.time ?? undefined) : undefined;
    const fix = shown?.suggestions[0];
    const at = shown && shown.time !== null ? ` at ${clock(shown.time)}` : '';
    const example = shown
      ? `, for example${at}: "${shown.text}"${q ? ` in ${q}` : ''}. ${shown.message}${fix && !shown.message.includes(fix) ? ` Say "${fix}".` : ''}`
      : '.';
    out.push({
      key: 'grammar',
      area: 'language',
      label: 'grammar',
      brief: `you made ${plural(issues.length, 'grammar slip')}`,
      weight: 0.2 + f.grammarIssuesPer100 / 4,
      text: `You made ${plural(issues.length, 'grammar slip')}${example}`,
      tip:
        shown && fix
          ? `Say your key sentences aloud once before you record: slips like "${shown.text}" instead of "${fix}" disappear once a sentence is familiar.`
          : 'Say your key sentences aloud once before you record: slips disappear once a sentence is familiar.',
    });
  }
  if (f.hedgeCount >= 3 || (f.hedgeCount >= 2 && f.hedgesPer100 > 1.5)) {
    const s = [...f.sentences]
      .filter((x) => x.hedgeCount > 0 && quoteAround(x) !== undefined)
      .sort((a, b) => b.hedgeCount - a.hedgeCount || a.index - b.index)[0];
    const q = s ? quoteAround(s) : undefined;
    const first = f.hedges[0]?.text ?? 'i think';
    out.push({
      key: 'hedges',
      area: 'confidence',
      label: 'hedging',
      brief: `you hedged ${plural(f.hedgeCount, 'time')}`,
      weight: 0.25 + f.hedgesPer100 / 4,
      text: `You softened your points ${f.hedgeCount} times with ${topCounted(f.hedges, 4)}${q ? `, as in ${q}` : ''}. Each hedge tells the audience you are not sure.`,
      tip: `State your claims plainly: drop "${first}" and say the sentence as a fact. Keep a hedge only where you really are uncertain.`,
    });
  }
  const weakPer100 = f.wordCount ? (f.weakCount * 100) / f.wordCount : 0;
  if (f.weakCount >= 4 && weakPer100 > 1.5) {
    out.push({
      key: 'weak-words',
      area: 'language',
      label: 'vague words',
      brief: `vague words such as "${f.weakWords[0]?.text ?? 'very'}" came up ${f.weakCount} times`,
      weight: 0.2 + weakPer100 / 10,
      text: `Vague words like ${topCounted(f.weakWords, 3)} carried much of your emphasis; they blur the picture instead of sharpening it.`,
      tip: 'Swap "very" or "really" plus an adjective for one precise word: "very important" becomes "essential", "really hard" becomes "difficult".',
    });
  }
  if (f.repeatCount >= 2) {
    const first = f.repetitions[0];
    const s = first ? sentenceAt(f, first.times[0] ?? 0) : undefined;
    const q = s ? quoteAround(s, first?.times[0]) : undefined;
    out.push({
      key: 'repetitions',
      area: 'clarity',
      label: 'restarts',
      brief: `you restarted ${plural(f.repeatCount, 'time')}`,
      weight: 0.2 + 0.08 * Math.min(f.repeatCount, 6),
      text: `You restarted ${f.repeatCount} times by repeating words${first && q ? `, like "${first.text} ${first.text}"` : ''}${s && q ? ` at ${clock(s.start)} in ${q}` : ''}.`,
      tip: 'When you stumble, pause and carry on instead of repeating the word: nobody notices a stumble you do not repeat.',
    });
  }
  const over = f.overused[0];
  if (over) {
    out.push({
      key: 'overused',
      area: 'language',
      label: 'repeated words',
      brief: `you said "${over.text}" ${over.count} times`,
      weight: 0.15 + over.count / 60,
      text: `You leaned on "${over.text}" (${over.count} times); varying your words keeps listeners attentive.`,
      tip: `Before you record again, list two alternatives to "${over.text}" and use each once.`,
    });
  }
}

function structureAreas(f: SpeechFacts, out: Finding[]): void {
  const runOn = [...f.runOns].sort((a, b) => b.wordCount - a.wordCount)[0];
  if (runOn) {
    const joins = runOn.tokens.filter(
      (t, i) => i > 0 && (t.text === 'and' || t.text === 'so'),
    ).length;
    const q = quoteTokens(runOn.tokens, 16);
    out.push({
      key: 'run-ons',
      area: 'structure',
      label: 'long sentences',
      brief: `you ran ${runOn.wordCount} words together at ${clock(runOn.start)}`,
      weight: 0.3 + 0.08 * Math.min(f.runOns.length, 5),
      text: `At ${clock(runOn.start)} you ran ${runOn.wordCount} words together without a full stop or a pause${joins >= 2 ? `, strung together with ${joins} "and"s and "so"s` : ''}${q ? `: ${q}` : ''}. Listeners lose the thread when a sentence runs on that long.${f.runOns.length > 1 ? ` It happened ${f.runOns.length} times.` : ''}`,
      tip: 'One idea per sentence: when you hear yourself say "and so", stop, breathe, and start a new sentence.',
    });
  }
  if (f.speakingTimeSec < 60) {
    out.push({
      key: 'short',
      area: 'structure',
      label: 'length',
      brief: `this recording lasted ${f.measures.duration.text}`,
      weight: f.speakingTimeSec < 30 ? 1.5 : 0.6,
      text: `At ${f.measures.duration.text} and ${plural(f.wordCount, 'word')}, this speech was too short to develop an idea. Aim for at least two minutes so there is room for an opening, a point with an example, and a close.`,
      tip: 'Use a simple frame to fill two minutes: your point, the reason, an example, then your point again.',
    });
  } else if (f.speakingTimeSec >= 90 && f.signposts.length === 0) {
    out.push({
      key: 'no-signposts',
      area: 'structure',
      label: 'structure',
      brief: `you used no signposts in ${f.measures.duration.text}`,
      weight: 0.35,
      text: `Over ${f.measures.duration.text} you gave listeners no signposts such as "first", "because", "for example" or "finally", so it was hard to tell where one idea ended and the next began.`,
      tip: 'Announce your structure up front ("I\'ll give you three reasons") and mark each part as you reach it.',
    });
  }
  const open = f.opening;
  if (open && f.speakingTimeSec >= 45 && (!hasNoFillers(f, open) || open.hedgeCount > 0)) {
    const stumble = open.tokens.find((t) => t.filler || t.hedge || HESITATION_SOUNDS.has(t.text));
    const q = quoteTokens(open.tokens, 14);
    const on = stumble && !stumble.unsure ? ` on "${stumble.text}"` : '';
    out.push({
      key: 'weak-opening',
      area: 'confidence',
      label: 'your opening',
      brief: 'your first sentence stumbled',
      weight: 0.3,
      text: `Your first sentence${q ? `, ${q},` : ''} stumbled${on}; the first seconds decide whether people lean in.`,
      tip: 'Script your first sentence word for word and rehearse it until it comes out clean.',
    });
  }
  const close = f.closing;
  const crutch = close ? crutchEnding(close) : undefined;
  const crutchHeard = close && crutch ? quoteTail(close, crutch.split(' ').length) : undefined;
  if (close && crutch && crutchHeard) {
    const q = quoteTail(close, 8);
    out.push({
      key: 'weak-close',
      area: 'structure',
      label: 'your ending',
      brief: `you ended on "${crutch}"`,
      weight: 0.3,
      text: `You ended on "${crutch}"${q ? ` (${q})` : ''}, which lets the speech fade out instead of landing.`,
      tip: 'End on purpose: restate your main point in one sentence, then stop and let the silence do the work.',
    });
  }
  const r = f.recognizerConfidence;
  if (r !== null && r < 0.65 && f.wordCount >= 10) {
    const unclear = [...f.sentences]
      .filter((s) => s.wordCount >= 5)
      .sort(
        (a, b) =>
          a.tokens.reduce((x, t) => x + t.confidence, 0) / a.wordCount -
          b.tokens.reduce((x, t) => x + t.confidence, 0) / b.wordCount,
      )[0];
    // The unclear words are the ones not to quote: the time says where.
    const q = unclear ? quoteAround(unclear) : undefined;
    out.push({
      key: 'articulation',
      area: 'clarity',
      label: 'articulation',
      brief: 'some words were hard to make out',
      weight: 0.25 + (0.65 - r) * 3,
      text: `Some words were hard to make out${unclear ? `, especially around ${clock(unclear.start)}${q ? ` (${q})` : ''}` : ''}: the recogniser was unsure of much of what it heard.`,
      tip: 'Open your mouth a little wider and finish your consonants, especially at the ends of words; record in a quiet room with the microphone close.',
    });
  }
}

/** Areas to improve, most important first. */
export function findAreas(f: SpeechFacts): Finding[] {
  const out: Finding[] = [];
  paceAreas(f, out);
  fillerArea(f, out);
  pauseAreas(f, out);
  voiceAreas(f, out);
  languageAreas(f, out);
  structureAreas(f, out);
  return out.sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
}

// ------------------------------------------------------------------ strengths

/** Strengths, most notable first. Each quotes or measures this speech. */
export function findStrengths(f: SpeechFacts): Finding[] {
  const out: Finding[] = [];
  const pace = f.measures.pace;
  const steady = f.paceVariation !== null && f.paceVariation < 0.2;
  if (pace && pace.band.label === 'Good' && f.speakingTimeSec >= 20) {
    out.push({
      key: 'pace-good',
      area: 'pacing',
      label: 'your pace',
      weight: steady ? 0.85 : 0.75,
      text: `Your pace of ${pace.wpm} words per minute (${pace.band.label}) sat right in the ${PACE_GOOD_MIN}-${PACE_GOOD_MAX} range${steady ? ', and you held it steady from start to finish' : ''}, so listeners could follow without effort.`,
    });
  }
  // Praise for fillers follows the page's band: Excellent by count, or a count
  // above it that is light for a long speech, said as both.
  const fillers = f.measures.fillers;
  if (f.wordCount >= 60 && fillers.band.label === 'Excellent' && f.fillersPer100 < 1.5) {
    out.push({
      key: 'few-fillers',
      area: 'clarity',
      label: 'your filler-free delivery',
      weight: 0.9 - f.fillersPer100 / 3,
      text:
        f.fillerCount === 0
          ? `Not a single "um", "uh" or filler "like" in ${f.wordCount} words: you sound prepared and in control.`
          : `Only ${plural(f.fillerCount, 'filler word')} in ${f.wordCount} words, ${fillers.band.label}: you sound prepared and in control.`,
    });
  } else if (f.wordCount >= 60 && fillers.band.label === 'Moderate' && fillers.light) {
    out.push({
      key: 'few-fillers',
      area: 'clarity',
      label: 'how rarely you used fillers',
      weight: 0.45,
      text: `${plural(f.fillerCount, 'filler word')} is ${fillers.band.label} by count, but over ${f.measures.duration.text} that is only ${(fillers.perMinute ?? 0).toFixed(1)} a minute: listeners barely notice them.`,
    });
  }
  if (
    f.pauseCount >= 3 &&
    f.pausesPerMinute >= 2.5 &&
    f.pausesPerMinute <= 12 &&
    f.pausesAtBoundaries >= 0.7 &&
    f.longPauses.length === 0
  ) {
    const s = [...f.sentences]
      .filter((x) => x.pauseAfter >= 0.5 && x.wordCount >= 5 && quoteTail(x, 10) !== undefined)
      .sort((a, b) => b.pauseAfter - a.pauseAfter)[0];
    out.push({
      key: 'good-pauses',
      area: 'delivery',
      label: 'your pauses',
      weight: 0.75,
      text: `You used pauses well: ${Math.round(f.pausesAtBoundaries * 100)}% of your ${f.pauseCount} pauses came between sentences${s ? `, such as the ${round1(s.pauseAfter)}-second pause after ${quoteTail(s, 10)} at ${clock(s.end)}` : ''}. That gives each point room to land.`,
    });
  }
  if (f.pitchVariation !== null && f.pitchVariation >= 3.5 && f.monotone !== true) {
    out.push({
      key: 'expressive',
      area: 'delivery',
      label: 'your expressive voice',
      weight: 0.8,
      text: `Your voice had real movement (${round1(f.pitchVariation)} semitones of pitch variation), which keeps attention on what you say.`,
    });
  }
  if (f.loudnessSteadiness !== null && f.loudnessSteadiness >= 75) {
    out.push({
      key: 'steady-volume',
      area: 'delivery',
      label: 'your steady volume',
      weight: 0.55,
      text: `Your volume stayed steady (${Math.round(f.loudnessSteadiness)}/100), so every sentence was as easy to hear as the first.`,
    });
  }
  if (f.wordCount >= 80 && f.grammarScore !== null && f.grammarIssues.length <= 1) {
    out.push({
      key: 'clean-grammar',
      area: 'language',
      label: 'your clean grammar',
      weight: 0.6,
      text: `Your sentences were grammatically clean${f.grammarIssues.length ? ' apart from one small slip' : ''} across ${f.wordCount} words, which makes you sound in command of the material.`,
    });
  }
  const best = cleanestSentence(f);
  if (f.wordCount >= 80 && f.hedgesPer100 < 0.5) {
    out.push({
      key: 'assertive',
      area: 'confidence',
      label: 'your directness',
      weight: 0.65,
      text: `You stated your points directly, with almost no hedging ("I think", "maybe")${best ? `: ${quote(words(best), 16)}` : ''}.`,
    });
  }
  if (f.signposts.length >= 2) {
    out.push({
      key: 'signposts',
      area: 'structure',
      label: 'your clear structure',
      weight: 0.6 + 0.05 * Math.min(f.signposts.length, 4),
      text: `You guided listeners with signposts like ${listJoin(f.signposts.slice(0, 3).map((s) => `"${s}"`))}, so they always knew where they were in your speech.`,
    });
  }
  if (f.vocabularyRichness !== null && f.vocabularyRichness >= 0.55) {
    out.push({
      key: 'vocabulary',
      area: 'language',
      label: 'your varied vocabulary',
      weight: 0.45,
      text: `You chose varied words (${Math.round(f.vocabularyRichness * 100)}% of your content words were different), which keeps the speech fresh.`,
    });
  }
  const open = f.opening;
  const openQuote = open ? quoteTokens(open.tokens, 16) : undefined;
  if (open && openQuote && open.wordCount >= 6 && hasNoFillers(f, open) && open.hedgeCount === 0) {
    const question = isQuestion(open);
    out.push({
      key: 'strong-opening',
      area: 'structure',
      label: 'your opening',
      weight: question ? 0.7 : 0.5,
      text: `You opened cleanly with ${openQuote}${question ? ', a question that pulls the audience in' : ''}.`,
    });
  }
  if (best && best !== open) {
    out.push({
      key: 'best-sentence',
      area: 'clarity',
      label: 'your clearest sentences',
      weight: 0.5,
      text: `Your strongest line was ${quote(words(best), 20)} at ${clock(best.start)}: one complete thought, no fillers, no hedging. That's the standard to bring to every sentence.`,
    });
  }
  const r = f.recognizerConfidence;
  if (r !== null && r >= 0.85 && f.wordCount >= 30) {
    out.push({
      key: 'articulation',
      area: 'clarity',
      label: 'your crisp articulation',
      weight: 0.5,
      text: 'Your articulation was crisp: almost every word came through clearly enough to be recognised with high confidence.',
    });
  }
  const close = f.closing;
  const closeQuote = close ? quoteTokens(close.tokens, 16) : undefined;
  if (
    close &&
    closeQuote &&
    close.wordCount >= 6 &&
    !crutchEnding(close) &&
    hasNoFillers(f, close) &&
    close.hedgeCount === 0
  ) {
    out.push({
      key: 'clean-close',
      area: 'structure',
      label: 'your ending',
      weight: 0.4,
      text: `You finished on a complete thought: ${closeQuote}.`,
    });
  }
  if (f.speakingTimeSec >= 120) {
    out.push({
      key: 'sustained',
      area: 'confidence',
      label: 'your stamina',
      weight: 0.35,
      text: `You kept going for the whole ${f.measures.duration.text} without losing your footing, longer than most practice recordings.`,
    });
  }
  return out.sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key));
}
