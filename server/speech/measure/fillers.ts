import type { Filler, Word } from '@common/contract/analysis';
import { hesitationSpelled } from '../hesitation-words';

/**
 * A gap between words at least this long acts as punctuation (comma or full
 * stop). The recognizer gives no punctuation; clause-boundary pauses in speech
 * are mostly longer than this, gaps inside a phrase shorter.
 */
export const BREAK_SEC = 0.15;

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Almost never needed in a speech; no way to tell the rare meaningful use without syntax. */
const ALWAYS_LEXICAL = set('basically');
/** "take it literally", "translated literally": a verb of reading or meaning makes it the adverb. */
const LITERALLY_READING_VERBS = set(
  'take takes took taken taking mean means meant read reads translate translates translated translating interpret interprets interpreted interpreting understand understands understood quote quoted',
);
/** "took it literally and laughed": what may follow the adverb closing its verb's object. */
const LITERALLY_CLAUSE_GOES_ON = set('as and or but');
/**
 * "take the markings literally in the second movement": a phrase of place or time after the
 * adverb closing its verb's object. After an intensifier it opens what is intensified ("literally
 * in tears"), so it needs a verb of reading with its object before.
 */
const LITERALLY_PLACE_OR_TIME_NEXT = set('in on at during throughout for from to into with by');
/** "the word literally means", "it literally translates as": the meaning of a word, spelled out. */
const LITERALLY_MEANING_NEXT = set('means meant translates translated');

const SUBJECTS = set('i you we they people kids children students folks many most some others who');
const AUXILIARIES = set(
  "i'd you'd we'd they'd he'd she'd would do does did don't doesn't didn't to will won't can can't could couldn't should shouldn't might may must",
);
const ADVERBS = set(
  'really also just still always never actually truly especially particularly all',
);
/** "I did not even like it": the words that can stand between a subject or auxiliary and the verb. */
const VERB_ADVERBS = new Set([...ADVERBS, ...set("not n't even ever")]);
/** "looks like rain", "what does it look like?": a verb of seeming takes "like" as a preposition. */
const SEEMING_VERBS = set(
  'look looks looked looking sound sounds sounded seem seems seemed feel feels felt feeling taste tastes tasted smell smells smelled act acts acted acting',
);
/** "something like that", "just like my father": preposition. */
const LIKE_COMPARISON_BEFORE = new Set([
  ...SEEMING_VERBS,
  ...set(
    'something anything nothing everything just more much exactly lot things stuff someone somebody not unlike of',
  ),
]);
/** Words that open a noun phrase: "like a dream", "like me". */
const NOUN_PHRASE_START = set(
  'a an the this that these those my your his her our their its me him us them it someone somebody something anything everything nothing everyone everybody anyone anybody nobody',
);
/** "Like many of you, I...", "Like most cities, we...": a quantifier opens the noun phrase compared. */
const LIKE_QUANTIFIERS = set('many most all some every each any several both other others');
/** A capital inside a sentence, "I" aside: a name ("cities like Paris"), compared. */
const isName = (written: string) => /^["\u201c(]?\p{Lu}/u.test(written) && !/^I\b/.test(written);
/** "like a few", "like an hour": what an approximation counts. */
const QUANTITY_NOUNS = set(
  'few couple dozen hundred thousand million billion second minute hour day week month year',
);
const SUPERLATIVES = set(
  'best worst most least biggest greatest largest smallest hardest easiest longest fastest',
);
const isSuperlative = (word: string | undefined) =>
  word !== undefined && (SUPERLATIVES.has(word) || /^[a-z]{2,}iest$/.test(word));
const BE_FORMS = set("be been is was are were it's that's");
const SUBJECT_PRONOUNS = set('i you we they he she');
const REPORTING_VERBS = set(
  'said say says mentioned told explained discussed showed promised wrote suggested asked replied answered',
);
/**
 * "do you know", "as you know", "what you know", "as most of you know": a question or a meaning of
 * its own ("of you" is the subject's end: "many of you know", "those of you who know").
 */
const YOU_KNOW_NOT_FILLER_BEFORE = set(
  "do did does don't didn't doesn't would wouldn't will won't could couldn't can can't should if as what how who whom whatever everything anything people someone somebody nobody everyone everybody of",
);
/** "you know that/how/what...", "you know the answer": know has an object. */
const KNOW_OBJECT_START = new Set([
  ...NOUN_PHRASE_START,
  ...set('how what why where when who which whether if about enough better more much exactly'),
]);
const I_MEAN_NOT_FILLER_BEFORE = set("what which you if do don't did didn't that's know");
/** "the moment I mean", "which one I mean": a noun after one of these closes a relative clause. */
const RELATIVE_DETERMINERS = set('the this that these those which a an');
const MEAN_OBJECT_START = set(
  'it that this to what you him her them business well no every each anything something everything nothing',
);
/** "what kind of music", "a sort of game": the noun. */
const KIND_NOUN_BEFORE = set(
  'a an the this that these those what which some any every each one no same different other another new certain my your his her our their its whatever particular special right wrong first only best worst all whole',
);
/** "front right", "rear, right": a direction in a list of directions, commas or not. */
const RIGHT_DIRECTION_BEFORE = set(
  'left front rear side back top bottom upper lower middle centre center',
);
/** "turn right", "that is right", "you're right", "front right": the adjective or direction. */
const RIGHT_CONTENT_BEFORE = new Set([
  ...set(
    "turn turned turning the that's you're we're they're he's she's it's is are was were be been am i'm exactly your my his her our their on to far go went keep stay not quite absolutely completely all just it them me him us do did get got done",
  ),
  ...RIGHT_DIRECTION_BEFORE,
]);
/** "it is okay", "that's okay", "we did okay", "better than okay": an adjective. */
const OKAY_PREDICATE_BEFORE = set(
  "is it's that's was are were be been am i'm you're we're they're he's she's seems seemed seem looks looked look feel feels felt sounds sounded not all pretty very quite totally perfectly really doing did do just fine so than",
);
/** "is that okay?", "are you okay?", "was everything okay?": a question asked of the adjective. */
const OKAY_QUESTION_VERBS = set("is isn't are aren't was wasn't were weren't am");
const OKAY_QUESTION_SUBJECTS = set(
  'that this it everything everyone everybody you we they he she things all',
);
const OKAY_ADJECTIVE_NEXT = set('with to for');

interface Match {
  word: string;
  type: 'lexical';
  /** Words consumed. */
  length: number;
}

/** Shorter than any article said: the aligner's squeeze, not its time. */
const SLIVER_SEC = 0.06;
const isSliverArticle = (w: Word) =>
  (w.word === 'a' || w.word === 'an' || w.word === 'the') && w.end - w.start < SLIVER_SEC;

/** A word that is not a hesitation, with what the hesitations before it left. */
interface SpokenWord extends Word {
  /** Seconds of hesitation between it and the word before. */
  heldSec: number;
  /** A hesitation before it was written with a break ("um,"). */
  brokenBefore: boolean;
}

/**
 * Punctuation a recognizer writes where a speaker breaks: after a word
 * ("know," "right?" "Okay." "so—"), closing quotes and brackets allowed.
 */
export const BREAK_AFTER = /[,.;:!?\u2026\u2013\u2014]["'\u2019\u201d)\]]*$/;
/** ...or before one: an opening quote or dash ("\u201cUm," "\u2014like"). */
const BREAK_BEFORE = /^["\u201c([\u2013\u2014]/;

/** The recognizer's punctuation, or a hesitation written with a break ("um,"), between two words. */
const writtenBreak = (prev: SpokenWord, current: SpokenWord) =>
  current.brokenBefore ||
  BREAK_AFTER.test(prev.text ?? '') ||
  BREAK_BEFORE.test(current.text ?? '');

/**
 * Reads the words with what marks a clause boundary between them: the
 * recognizer's punctuation where it writes some (Moonshine: "it was, like,
 * huge"), and a pause of BREAK_SEC or more, which stands in for it where it
 * writes none (pocketsphinx) and catches the breaks it leaves out.
 * Hesitations are looked through: "we, um, like dogs" reads as "we like
 * dogs", and the time the hesitation takes is not a pause.
 */
export class Context {
  private readonly breaks: boolean[];

  constructor(private readonly words: readonly SpokenWord[]) {
    const paused = (i: number) => {
      const prev = words[i - 1];
      const current = words[i];
      return !prev || !current || current.start - prev.end - current.heldSec >= BREAK_SEC - 1e-6;
    };
    this.breaks = words.map((current, i) => {
      const prev = words[i - 1];
      if (!prev || writtenBreak(prev, current)) return true;
      // The aligner can squeeze an article into a sliver at the end of the word before and
      // leave the pause after it ("like [a] ... few"): speakers pause before an article.
      if (isSliverArticle(current) && paused(i + 1)) return true;
      if (isSliverArticle(prev) && !paused(i - 1)) return false;
      return paused(i);
    });
  }

  text(i: number): string | undefined {
    return this.words[i]?.word.toLowerCase();
  }

  /** The recognizer writes punctuation: its silence on a word is meaningful. */
  punctuated(i: number): boolean {
    return this.words[i]?.text !== undefined;
  }

  /** The word as the recognizer wrote it, with its punctuation. */
  written(i: number): string {
    return this.words[i]?.text ?? '';
  }

  /** A clause boundary right before word i (or the recording starts). */
  breakBefore(i: number): boolean {
    return this.breaks[i] ?? true;
  }

  /**
   * A boundary before word i the speaker marked by more than a pause: the recognizer's punctuation
   * or a hesitation written with a break ("um,").
   */
  writtenBreakBefore(i: number): boolean {
    const prev = this.words[i - 1];
    const current = this.words[i];
    return !prev || !current || writtenBreak(prev, current);
  }

  /** A clause boundary right after word i (or the recording ends). */
  breakAfter(i: number): boolean {
    return this.breakBefore(i + 1);
  }

  /** The word before i when no boundary separates them. */
  joinedBefore(i: number): string | undefined {
    return this.breakBefore(i) ? undefined : this.text(i - 1);
  }

  /** The word after i when no boundary separates them. */
  joinedAfter(i: number): string | undefined {
    return this.breakAfter(i) ? undefined : this.text(i + 1);
  }
}

const inSet = (s: Set<string>, word: string | undefined) => word !== undefined && s.has(word);

/**
 * A subject or an auxiliary right before word i, or before up to three adverbs that lead to it
 * ("we really", "did not even"): the word is a verb.
 */
function verbAfterSubject(c: Context, i: number): boolean {
  for (let k = i; k >= i - 3; k--) {
    const word = c.joinedBefore(k);
    if (inSet(SUBJECTS, word) || inSet(AUXILIARIES, word)) return true;
    if (!inSet(VERB_ADVERBS, word)) return false;
  }
  return false;
}

/**
 * "Do not take it literally", "though not literally", "the name literally means": the adverb of
 * the literal sense, not the intensifier.
 */
function literallyIsFiller(c: Context, i: number): boolean {
  if (inSet(LITERALLY_MEANING_NEXT, c.joinedAfter(i))) return false;
  const prev = c.joinedBefore(i);
  if (prev === 'not' || prev === "n't") return false;
  // Closing what the verb read ("took it literally."), not opening what it counts ("took
  // literally six lessons").
  const closes = c.breakAfter(i) || inSet(LITERALLY_CLAUSE_GOES_ON, c.joinedAfter(i));
  if (!closes && !inSet(LITERALLY_PLACE_OR_TIME_NEXT, c.joinedAfter(i))) return true;
  // Before a phrase of place or time the verb's object must come between ("took it literally in").
  const nearest = closes ? i - 1 : i - 2;
  for (let k = nearest, seen = 0; k >= 0 && seen < 6 && !c.breakAfter(k); k--, seen++) {
    if (inSet(LITERALLY_READING_VERBS, c.text(k))) return false;
  }
  return true;
}

function likeIsFiller(c: Context, i: number): boolean {
  const prev = c.joinedBefore(i);
  // "I like", "would like to", "I really like", "we did not even like": the verb.
  if (verbAfterSubject(c, i)) return false;
  // "imagine what it would be like": the preposition of an embedded question.
  if (inSet(BE_FORMS, prev)) {
    for (let k = i - 2, seen = 0; k >= 0 && seen < 3 && !c.breakAfter(k); k--, seen++) {
      if (c.text(k) === 'what') return false;
    }
  }
  // "what does it look like?": the preposition, its object asked for, even with a break after it.
  if (inSet(SEEMING_VERBS, prev)) return false;
  // "it was, like, amazing": set off by a pause.
  if (c.breakAfter(i)) return true;
  if (inSet(LIKE_COMPARISON_BEFORE, prev)) return false;
  const next = c.joinedAfter(i);
  // "it took like a few hours", "like an hour": an approximation, the filler use.
  if ((next === 'a' || next === 'an') && inSet(QUANTITY_NOUNS, c.joinedAfter(i + 1))) return true;
  // "it was like the best day": nothing is compared to a superlative; the filler use.
  if (next === 'the' && isSuperlative(c.joinedAfter(i + 1))) return true;
  if (inSet(NOUN_PHRASE_START, next)) return false;
  // Opening a clause, before a quantifier, it compares ("Like many of you, I..."); inside one it
  // hedges an amount ("I tried like every trick").
  if (c.breakBefore(i) && inSet(LIKE_QUANTIFIERS, next)) return false;
  if (next !== undefined && c.punctuated(i + 1) && isName(c.written(i + 1))) return false;
  // "nothing like reading", "I like walking": a gerund after it makes a verb or preposition.
  if (next !== undefined && next.length > 4 && next.endsWith('ing')) return false;
  // "like I said": a conjunction.
  if (inSet(SUBJECT_PRONOUNS, next) && inSet(REPORTING_VERBS, c.joinedAfter(i + 1))) return false;
  return true;
}

function youKnowIsFiller(c: Context, i: number): boolean {
  const know = i + 1;
  if (inSet(YOU_KNOW_NOT_FILLER_BEFORE, c.joinedBefore(i))) return false;
  if (c.breakAfter(know)) return true;
  const next = c.joinedAfter(know);
  if (inSet(KNOW_OBJECT_START, next)) return false;
  // "You know I'm right" opens a sentence with a clause as object; "and you know we went" is filler.
  if (c.breakBefore(i) && next !== undefined && /^(i|we|they|he|she)('|$)/.test(next)) return false;
  return true;
}

function iMeanIsFiller(c: Context, i: number): boolean {
  const mean = i + 1;
  if (inSet(I_MEAN_NOT_FILLER_BEFORE, c.joinedBefore(i))) return false;
  // "the moment I mean, when...": a relative clause closing a noun phrase said straight on, even
  // where the recognizer writes a break after it (the filler is set off before: "it, I mean,").
  if (c.joinedBefore(i) !== undefined && inSet(RELATIVE_DETERMINERS, c.joinedBefore(i - 1))) {
    return false;
  }
  if (c.breakAfter(mean)) return true;
  return !inSet(MEAN_OBJECT_START, c.joinedAfter(mean));
}

function matchAt(c: Context, i: number): Match | undefined {
  const w = c.text(i);
  if (w === undefined) return undefined;
  const pair = `${w} ${c.text(i + 1) ?? ''}`;
  // A phrase split by a pause is two separate words, not the phrase.
  const pairJoined = !c.breakAfter(i);

  if (pairJoined && pair === 'you know') {
    return youKnowIsFiller(c, i) ? { word: 'you know', type: 'lexical', length: 2 } : undefined;
  }
  if (pairJoined && pair === 'i mean') {
    return iMeanIsFiller(c, i) ? { word: 'i mean', type: 'lexical', length: 2 } : undefined;
  }
  if (pairJoined && (pair === 'kind of' || pair === 'sort of')) {
    return inSet(KIND_NOUN_BEFORE, c.joinedBefore(i))
      ? undefined
      : { word: pair, type: 'lexical', length: 2 };
  }
  if (w === 'kinda' || w === 'sorta') {
    return inSet(KIND_NOUN_BEFORE, c.joinedBefore(i))
      ? undefined
      : { word: w === 'kinda' ? 'kind of' : 'sort of', type: 'lexical', length: 1 };
  }
  if (ALWAYS_LEXICAL.has(w)) return { word: w, type: 'lexical', length: 1 };

  switch (w) {
    case 'literally':
      return literallyIsFiller(c, i) ? { word: w, type: 'lexical', length: 1 } : undefined;
    case 'like':
      return likeIsFiller(c, i) ? { word: w, type: 'lexical', length: 1 } : undefined;
    case 'actually':
      // "Actually, ..." or "..., actually, ...": a discourse marker. Inside a clause
      // ("what actually happened", "I actually enjoyed it") it means "in fact".
      return c.breakBefore(i) || c.breakAfter(i)
        ? { word: w, type: 'lexical', length: 1 }
        : undefined;
    case 'so':
      // "So, ..." opening a sentence; "so good", "and so on" carry meaning.
      return c.breakBefore(i) && c.breakAfter(i)
        ? { word: w, type: 'lexical', length: 1 }
        : undefined;
    case 'right': {
      // A tag question ("..., right?") or a discourse marker ("Right, ..."), set off. Said
      // without a break before it, only a question makes it a tag: where the recognizer
      // writes punctuation, "they are both right." has none; where it does not, a word
      // before it that makes it an adjective or a direction rules it out.
      // A pause alone before it does not make "front right" or "you are... right" a marker.
      // After a direction ("front, right, rear, left", read as a list: the recognizer writes
      // the commas) only a question makes it a marker.
      // "she said, right": the words of another, quoted, not the speaker's own marker.
      if (inSet(REPORTING_VERBS, c.text(i - 1))) return undefined;
      const content = inSet(RIGHT_CONTENT_BEFORE, c.text(i - 1));
      const direction = inSet(RIGHT_DIRECTION_BEFORE, c.text(i - 1));
      const tag = c.punctuated(i) ? c.written(i).includes('?') : !content;
      const setOff = c.breakBefore(i) && !direction && (c.writtenBreakBefore(i) || !content);
      const filler = c.breakAfter(i) && (setOff || tag);
      return filler ? { word: w, type: 'lexical', length: 1 } : undefined;
    }
    case 'okay':
    case 'ok': {
      // "the school said okay", "they said, okay.": an answer quoted, not the speaker's marker.
      if (inSet(REPORTING_VERBS, c.text(i - 1))) return undefined;
      const question =
        inSet(OKAY_QUESTION_SUBJECTS, c.text(i - 1)) && inSet(OKAY_QUESTION_VERBS, c.text(i - 2));
      const predicate = question || inSet(OKAY_PREDICATE_BEFORE, c.text(i - 1));
      const marker =
        (c.breakBefore(i) && !inSet(OKAY_ADJECTIVE_NEXT, c.joinedAfter(i))) ||
        (c.breakAfter(i) && !predicate);
      return marker ? { word: 'okay', type: 'lexical', length: 1 } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Filler words and phrases, judged by their neighbours and the pauses around
 * them ("I like pizza" has none, "it was, like, huge" has one). Words must be
 * in time order.
 */
export function findFillers(words: readonly Word[]): Filler[] {
  const fillers: Filler[] = [];
  const spoken: SpokenWord[] = [];
  let heldSec = 0;
  let brokenBefore = false;
  for (const w of words) {
    const hesitation = hesitationSpelled(w.word);
    if (hesitation) {
      // Always a filler; then looked through by the lexical rules.
      fillers.push({ word: hesitation, type: 'hesitation', start: w.start, end: w.end });
      heldSec += w.end - w.start;
      brokenBefore ||= BREAK_AFTER.test(w.text ?? '');
      continue;
    }
    spoken.push({ ...w, heldSec, brokenBefore });
    heldSec = 0;
    brokenBefore = false;
  }
  const c = new Context(spoken);
  for (let i = 0; i < spoken.length;) {
    const match = matchAt(c, i);
    const first = spoken[i];
    const last = spoken[i + (match?.length ?? 1) - 1];
    if (match && first && last) {
      fillers.push({ word: match.word, type: 'lexical', start: first.start, end: last.end });
      i += match.length;
    } else {
      i += 1;
    }
  }
  return fillers.sort((a, b) => a.start - b.start);
}

/** Filler -> how often it was said. */
export function countFillers(fillers: readonly Filler[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of fillers) counts[f.word] = (counts[f.word] ?? 0) + 1;
  return counts;
}
