import type { Filler, Word } from '@common/contract/analysis';

/**
 * A gap between words at least this long acts as punctuation (comma or full
 * stop). The recognizer gives no punctuation; clause-boundary pauses in speech
 * are mostly longer than this, gaps inside a phrase shorter.
 */
export const BREAK_SEC = 0.15;

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

const HESITATIONS = set('um umm uh uhh uhm er erm ah hmm hm mm');
/** Almost never needed in a speech; no way to tell the rare meaningful use without syntax. */
const ALWAYS_LEXICAL = set('basically literally');

const SUBJECTS = set('i you we they people kids children students folks many most some others who');
const AUXILIARIES = set(
  "i'd you'd we'd they'd he'd she'd would do does did don't doesn't didn't to will won't can can't could couldn't should shouldn't might may must",
);
const ADVERBS = set(
  'really also just still always never actually truly especially particularly all',
);
/** "looks like rain", "something like that", "just like my father": preposition. */
const LIKE_COMPARISON_BEFORE = set(
  'look looks looked looking sound sounds sounded seem seems seemed feel feels felt feeling taste tastes tasted smell smells smelled something anything nothing everything just more much exactly lot things stuff someone somebody act acts acted acting not unlike of',
);
/** Words that open a noun phrase: "like a dream", "like me". */
const NOUN_PHRASE_START = set(
  'a an the this that these those my your his her our their its me him us them it someone somebody something anything everything nothing everyone everybody anyone anybody nobody',
);
const BE_FORMS = set("be been is was are were it's that's");
const SUBJECT_PRONOUNS = set('i you we they he she');
const REPORTING_VERBS = set(
  'said say mentioned told explained discussed showed promised wrote suggested',
);
/** "do you know", "as you know", "what you know": a question or a meaning of its own. */
const YOU_KNOW_NOT_FILLER_BEFORE = set(
  "do did does don't didn't doesn't would wouldn't will won't could couldn't can can't should if as what how who whom whatever everything anything people someone somebody nobody everyone everybody",
);
/** "you know that/how/what...", "you know the answer": know has an object. */
const KNOW_OBJECT_START = new Set([
  ...NOUN_PHRASE_START,
  ...set('how what why where when who which whether if about enough better more much exactly'),
]);
const I_MEAN_NOT_FILLER_BEFORE = set("what which you if do don't did didn't that's know");
const MEAN_OBJECT_START = set(
  'it that this to what you him her them business well no every each anything something everything nothing',
);
/** "what kind of music", "a sort of game": the noun. */
const KIND_NOUN_BEFORE = set(
  'a an the this that these those what which some any every each one no same different other another new certain my your his her our their its whatever particular special right wrong first only best worst all whole',
);
/** "turn right", "that is right", "you're right": the adjective or direction. */
const RIGHT_CONTENT_BEFORE = set(
  "turn turned turning the that's you're we're they're he's she's it's is are was were be been am i'm exactly your my his her our their on to far go went keep stay not quite absolutely completely all just it them me him us do did get got done left",
);
/** "it is okay", "that's okay", "we did okay": an adjective. */
const OKAY_PREDICATE_BEFORE = set(
  "is it's that's was are were be been am i'm you're we're they're he's she's seems seemed seem looks looked look feel feels felt sounds sounded not all pretty very quite totally perfectly really doing did do just fine so",
);
const OKAY_ADJECTIVE_NEXT = set('with to for');

type FillerType = 'hesitation' | 'lexical';

interface Match {
  word: string;
  type: FillerType;
  /** Words consumed. */
  length: number;
}

/** Reads words with the pauses between them standing in for punctuation. */
class Context {
  constructor(private readonly words: readonly Word[]) {}

  text(i: number): string | undefined {
    return this.words[i]?.word.toLowerCase();
  }

  /** A clause boundary right before word i (or the recording starts). */
  breakBefore(i: number): boolean {
    const prev = this.words[i - 1];
    const current = this.words[i];
    return !prev || !current || current.start - prev.end >= BREAK_SEC - 1e-6;
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

function likeIsFiller(c: Context, i: number): boolean {
  const prev = c.joinedBefore(i);
  const prev2 = prev === undefined ? undefined : c.joinedBefore(i - 1);
  // "I like", "would like to", "I really like": the verb.
  if (inSet(SUBJECTS, prev) || inSet(AUXILIARIES, prev)) return false;
  if (inSet(ADVERBS, prev) && (inSet(SUBJECTS, prev2) || inSet(AUXILIARIES, prev2))) return false;
  // "imagine what it would be like": the preposition of an embedded question.
  if (inSet(BE_FORMS, prev)) {
    for (let k = i - 2, seen = 0; k >= 0 && seen < 3 && !c.breakAfter(k); k--, seen++) {
      if (c.text(k) === 'what') return false;
    }
  }
  // "it was, like, amazing": set off by a pause.
  if (c.breakAfter(i)) return true;
  if (inSet(LIKE_COMPARISON_BEFORE, prev)) return false;
  const next = c.joinedAfter(i);
  if (inSet(NOUN_PHRASE_START, next)) return false;
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
  if (HESITATIONS.has(w)) return { word: w, type: 'hesitation', length: 1 };
  if (ALWAYS_LEXICAL.has(w)) return { word: w, type: 'lexical', length: 1 };

  switch (w) {
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
      // A tag question ("..., right?") or a discourse marker ("Right, ...").
      const filler =
        c.breakAfter(i) && (c.breakBefore(i) || !inSet(RIGHT_CONTENT_BEFORE, c.text(i - 1)));
      return filler ? { word: w, type: 'lexical', length: 1 } : undefined;
    }
    case 'okay':
    case 'ok': {
      const marker =
        (c.breakBefore(i) && !inSet(OKAY_ADJECTIVE_NEXT, c.joinedAfter(i))) ||
        (c.breakAfter(i) && !inSet(OKAY_PREDICATE_BEFORE, c.text(i - 1)));
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
  const c = new Context(words);
  const fillers: Filler[] = [];
  for (let i = 0; i < words.length;) {
    const match = matchAt(c, i);
    const first = words[i];
    const last = words[i + (match?.length ?? 1) - 1];
    if (match && first && last) {
      fillers.push({ word: match.word, type: match.type, start: first.start, end: last.end });
      i += match.length;
    } else {
      i += 1;
    }
  }
  return fillers;
}

/** Filler -> how often it was said. */
export function countFillers(fillers: readonly Filler[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of fillers) counts[f.word] = (counts[f.word] ?? 0) + 1;
  return counts;
}
