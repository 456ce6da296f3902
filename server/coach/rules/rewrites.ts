import type { Rewrite } from '@common/contract/feedback';
import type { SpeechFacts } from './facts';
import { listJoin, round1 } from './format';
import { isQuestion } from './findings';
import {
  DROPPABLE_HEDGES,
  SPLIT_CONJUNCTIONS,
  STOPWORDS,
  STRONGER_WORDS,
  SUBJECTS,
} from './lexicon';
import type { Sentence, Token } from './speech-model';

/** Sentences longer than this (after cleaning) are split. */
const SPLIT_OVER_WORDS = 16;
/** Words that can open a sentence after a breath: time and place phrases, quantifiers. */
const PHRASE_STARTS: ReadonlySet<string> = new Set([
  'every',
  'in',
  'on',
  'at',
  'during',
  'before',
  'today',
  'yesterday',
  'tomorrow',
  'many',
  'most',
  'some',
  'all',
  'nobody',
  'everyone',
  'everybody',
  'people',
  'last',
  'next',
  'these',
  'those',
  'what',
  'why',
  'how',
  'if',
  'instead',
  'also',
  'even',
  'still',
]);

/** Words that open a clause after and/so/but: only there is a split a full sentence. */
const CLAUSE_STARTS: ReadonlySet<string> = new Set([
  ...SUBJECTS,
  'so',
  'then',
  'now',
  'the',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'a',
  'an',
  'after',
  'when',
  'once',
  'because',
  "i'm",
  "it's",
  "we're",
  "that's",
  "there's",
]);
const MIN_PART_WORDS = 4;

interface Piece {
  text: string;
  /** Seconds of silence before this word in the recording. */
  gapBefore: number;
}

function problemScore(s: Sentence, weakPairs: number): number {
  return (
    s.fillerCount * 2 +
    s.hedgeCount * 1.5 +
    s.grammarIssues.filter((i) => i.suggestions.length > 0).length * 2.5 +
    s.repeatCount * 1.5 +
    (s.runOn ? 3 : 0) +
    weakPairs
  );
}

function weakPairsIn(tokens: Token[]): number {
  let n = 0;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (STRONGER_WORDS[`${tokens[i]?.text} ${tokens[i + 1]?.text}`]) n++;
  }
  return n;
}

/** Consecutive marked tokens as phrases ("you know"); `starts` begins a new phrase. */
function phrases(
  tokens: Token[],
  marked: (t: Token) => boolean,
  starts: (t: Token) => boolean = () => false,
): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const t of tokens) {
    if (marked(t) && starts(t) && current.length) {
      out.push(current.join(' '));
      current = [];
    }
    if (marked(t)) current.push(t.text);
    else if (current.length) {
      out.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) out.push(current.join(' '));
  return out;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

const PRONOUN_FIXES: Record<string, string> = {
  i: 'I',
  "i'm": "I'm",
  "i've": "I've",
  "i'll": "I'll",
  "i'd": "I'd",
};

function finishSentence(pieces: string[], question: boolean): string {
  const words = pieces.map((w) => PRONOUN_FIXES[w] ?? w);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${question ? '?' : '.'}`;
}

/** Splits a long run at the and/so/but nearest its middle, preferring where the speaker breathed. */
function splitRun(pieces: Piece[], depth = 0): { parts: Piece[][]; at: string[] } {
  if (pieces.length <= SPLIT_OVER_WORDS || depth >= 2) return { parts: [pieces], at: [] };
  let best = -1;
  let bestScore = -Infinity;
  for (let i = MIN_PART_WORDS; i < pieces.length - MIN_PART_WORDS; i++) {
    const word = pieces[i]?.text ?? '';
    const gap = pieces[i]?.gapBefore ?? 0;
    // A conjunction, or a breath the speaker took where a full stop belongs.
    // "watch videos and practise" joins two verbs: only split where a new clause starts.
    const joins = SPLIT_CONJUNCTIONS.has(word) && CLAUSE_STARTS.has(pieces[i + 1]?.text ?? '');
    // A breath before a verb ("... mrs slaughter / gave me") would leave a fragment.
    const breath = gap >= 0.2 && (CLAUSE_STARTS.has(word) || PHRASE_STARTS.has(word));
    if (!joins && !breath) continue;
    const centred = 1 - Math.abs(i / pieces.length - 0.5) * 2;
    const score = centred * 0.6 + Math.min(1, gap * 4) + (joins ? 0.3 : 0);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  if (best < 0) return { parts: [pieces], at: [] };
  const word = pieces[best]?.text ?? '';
  // "and"/"so" only glued the halves; "but" carries meaning and opens the next sentence.
  const glue = word === 'and' || word === 'so';
  const joiner = SPLIT_CONJUNCTIONS.has(word)
    ? `"${word}"`
    : `the breath after "${pieces[best - 1]?.text}"`;
  // "and so": both words only glued the halves.
  const next = pieces[best + 1]?.text;
  const restStart = glue ? (word === 'and' && next === 'so' ? best + 2 : best + 1) : best;
  // Splitting at the "so" of "and so" must not leave the "and" dangling.
  const leftEnd = word === 'so' && pieces[best - 1]?.text === 'and' ? best - 1 : best;
  const left = splitRun(pieces.slice(0, leftEnd), depth + 1);
  const right = splitRun(pieces.slice(restStart), depth + 1);
  return { parts: [...left.parts, ...right.parts], at: [joiner, ...left.at, ...right.at] };
}

/** One rewrite of one sentence, or undefined when there is nothing worth changing. */
export function rewriteSentence(s: Sentence): Rewrite | undefined {
  const changes: string[] = [];
  const tokens = s.tokens;
  const replaced = new Map<number, string>();
  const dropped = new Set<number>();

  // Grammar first: its offsets refer to the words as spoken.
  const fixes: string[] = [];
  for (const issue of s.grammarIssues) {
    const fix = issue.suggestions[0];
    if (fix === undefined) continue;
    const covered = tokens.filter((t) => t.charEnd > issue.start && t.charStart < issue.end);
    const [first, ...rest] = covered;
    if (!first || replaced.has(first.index)) continue;
    replaced.set(first.index, fix);
    rest.forEach((t) => dropped.add(t.index));
    fixes.push(`"${issue.text}" to "${fix}"`);
  }
  if (fixes.length) changes.push(`fixed ${listJoin(fixes)}`);

  const fillers = unique(
    phrases(
      tokens,
      (t) => t.filler && !replaced.has(t.index),
      (t) => t.fillerStart,
    ),
  );
  tokens.forEach((t) => t.filler && !replaced.has(t.index) && dropped.add(t.index));
  if (fillers.length) {
    changes.push(
      `dropped the filler${fillers.length === 1 ? '' : 's'} ${listJoin(fillers.map((w) => `"${w}"`))}`,
    );
  }

  const hedgeRuns = phrases(tokens, (t) => t.hedge && !t.filler);
  const droppedHedges = unique(hedgeRuns.filter((h) => DROPPABLE_HEDGES.has(h)));
  tokens.forEach((t, i) => {
    if (!t.hedge || t.filler || replaced.has(t.index)) return;
    // Find the run this token belongs to and drop it if droppable.
    let a = i;
    while (tokens[a - 1]?.hedge && !tokens[a - 1]?.filler) a--;
    let b = i;
    while (tokens[b + 1]?.hedge && !tokens[b + 1]?.filler) b++;
    const run = tokens
      .slice(a, b + 1)
      .map((x) => x.text)
      .join(' ');
    if (DROPPABLE_HEDGES.has(run)) dropped.add(t.index);
  });
  if (droppedHedges.length) {
    changes.push(
      `removed ${listJoin(droppedHedges.map((h) => `"${h}"`))} so the point stands on its own`,
    );
  }

  const repeats = tokens.filter((t) => t.repeat && !dropped.has(t.index));
  repeats.forEach((t) => dropped.add(t.index));
  if (repeats.length) changes.push('cut the repeated words');

  let pieces: Piece[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t || dropped.has(t.index)) continue;
    const prev = tokens[i - 1];
    pieces.push({
      text: replaced.get(t.index) ?? t.text,
      gapBefore: prev ? Math.max(0, t.start - prev.end) : 0,
    });
  }

  const swaps: string[] = [];
  for (let i = 0; i + 1 < pieces.length; i++) {
    const pair = `${pieces[i]?.text} ${pieces[i + 1]?.text}`;
    const stronger = STRONGER_WORDS[pair];
    if (!stronger) continue;
    pieces.splice(i, 2, { text: stronger, gapBefore: pieces[i]?.gapBefore ?? 0 });
    // "a very important" becomes "an essential".
    const article = pieces[i - 1];
    if (article && (article.text === 'a' || article.text === 'an')) {
      article.text = /^[aeiou]/.test(stronger) ? 'an' : 'a';
    }
    swaps.push(`"${pair}" with "${stronger}"`);
  }
  if (swaps.length) changes.push(`replaced ${listJoin(swaps)}`);

  // A sentence that opens with a bare "and" reads as a fragment once written down.
  if (pieces.length > MIN_PART_WORDS && pieces[0]?.text === 'and') {
    pieces = pieces.slice(1);
  }

  const { parts, at } = splitRun(pieces);
  if (parts.length > 1) {
    changes.push(
      `split it into ${parts.length} sentences at ${listJoin(unique(at))}, one idea each`,
    );
  }
  if (changes.length === 0 || pieces.length === 0) return undefined;

  const question = isQuestion(s);
  const improved = parts
    .map((part, i) =>
      finishSentence(
        part.map((p) => p.text),
        question && i === parts.length - 1,
      ),
    )
    .join(' ');
  const explanation = `${changes.join('; ')}.`;
  return {
    original: s.text,
    improved,
    explanation: explanation.charAt(0).toUpperCase() + explanation.slice(1),
    time: round1(s.start),
  };
}

/** Rewrites of the speaker's own weakest sentences, worst first. */
export function suggestRewrites(f: SpeechFacts, max = 3): Rewrite[] {
  // A sentence with a word the recognizer was unsure of may not be what the speaker said.
  const ranked = f.sentences
    .filter((s) => s.wordCount >= 4 && !s.tokens.some((t) => t.unsure))
    .map((s) => ({ s, score: problemScore(s, weakPairsIn(s.tokens)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.s.index - b.s.index);
  const out: Rewrite[] = [];
  for (const { s } of ranked) {
    if (out.length >= max) break;
    const rewrite = rewriteSentence(s);
    if (rewrite) out.push(rewrite);
  }
  return out;
}

/**
 * For a flat voice the words are not the problem: the same sentence with the
 * word to stress in capitals, taken from the speaker's cleanest sentences.
 */
export function emphasisRewrites(f: SpeechFacts, max: number): Rewrite[] {
  const clean = f.sentences
    .filter(
      (s) =>
        s.wordCount >= 6 &&
        !s.tokens.some((t) => t.unsure) &&
        s.fillerCount === 0 &&
        s.hedgeCount === 0 &&
        s.grammarIssues.length === 0,
    )
    .sort((a, b) => b.wordCount - a.wordCount || a.index - b.index)
    .slice(0, max);
  return clean.map((s) => {
    let key = -1;
    s.tokens.forEach((t, i) => {
      if (STOPWORDS.has(t.text)) return;
      // Longest content word; later ones win ties (the news comes at the end).
      if (key < 0 || t.text.length >= (s.tokens[key]?.text.length ?? 0)) key = i;
    });
    const word = s.tokens[key]?.text ?? '';
    const pieces = s.tokens.map((t, i) => (i === key ? t.text.toUpperCase() : t.text));
    return {
      original: s.text,
      improved: finishSentence(pieces, isQuestion(s)),
      explanation: `Same words, more life: lift your voice on "${word}" and let your pitch fall at the end. One stressed word per sentence is enough to break a flat delivery.`,
      time: round1(s.start),
    };
  });
}
