import type { WordRange } from './present-transcript';

/** A grammar finding over words [first, last]. */
export interface WordIssue extends WordRange {
  /** `checker:Rule`, e.g. harper:PronounVerbAgreement or podium:modal-past. */
  rule: string;
  message: string;
  suggestions: string[];
}

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Irregular simple pasts that are not also the base form or the participle, with their base. */
const IRREGULAR_PAST: Record<string, string> = {
  went: 'go',
  saw: 'see',
  took: 'take',
  gave: 'give',
  came: 'come',
  did: 'do',
  was: 'be',
  were: 'be',
  ate: 'eat',
  wrote: 'write',
  spoke: 'speak',
  broke: 'break',
  chose: 'choose',
  drove: 'drive',
  ran: 'run',
  began: 'begin',
  swam: 'swim',
  sang: 'sing',
  drank: 'drink',
  knew: 'know',
  grew: 'grow',
  threw: 'throw',
  flew: 'fly',
  drew: 'draw',
  forgot: 'forget',
  rode: 'ride',
  rose: 'rise',
  fell: 'fall',
  stole: 'steal',
  woke: 'wake',
  wore: 'wear',
  tore: 'tear',
  froze: 'freeze',
  shook: 'shake',
  became: 'become',
  gotten: 'get',
  thought: 'think',
  brought: 'bring',
  bought: 'buy',
  taught: 'teach',
  caught: 'catch',
  fought: 'fight',
  told: 'tell',
  sold: 'sell',
  felt: 'feel',
  kept: 'keep',
  slept: 'sleep',
  meant: 'mean',
  sent: 'send',
  spent: 'spend',
  built: 'build',
  lost: 'lose',
  found: 'find',
  heard: 'hear',
  held: 'hold',
  stood: 'stand',
  understood: 'understand',
  paid: 'pay',
  said: 'say',
  made: 'make',
  had: 'have',
  left: 'leave',
  met: 'meet',
  won: 'win',
};

/** Words ending in -ed that are base forms, not pasts. */
const ED_BASES = set(
  'need feed bleed breed speed seed shed wed proceed succeed exceed embed heed weed shred bed red reed deed greed indeed bred',
);
/** Modals whose next verb must be a base form ("will" is harper's WillNonLemma). */
const MODALS = set(
  "can could should would might may must cannot can't couldn't shouldn't wouldn't mustn't mightn't",
);
/** Words that may sit between a modal and its verb. */
const MODAL_ADVERBS = set(
  'not never even also just really still always probably definitely actually only ever all both easily certainly',
);
/** Participles whose use without "have" is a dialect past ("I seen it"), with the standard past. */
const BARE_PARTICIPLES: Record<string, string> = {
  seen: 'saw',
  done: 'did',
  taken: 'took',
  given: 'gave',
  written: 'wrote',
  eaten: 'ate',
  broken: 'broke',
  spoken: 'spoke',
  begun: 'began',
  drunk: 'drank',
  sung: 'sang',
  swum: 'swam',
  rung: 'rang',
  thrown: 'threw',
  flown: 'flew',
  drawn: 'drew',
};
const SUBJECT_PRONOUNS = set('i you we they he she');
/** Before the pronoun, these make the participle regular ("have you seen", "had they done"). */
const AUXILIARY_BEFORE = set(
  "have has had haven't hasn't hadn't having is are was were be been being get got would could should might must will",
);
/** "if he were", "as it were", "I wish it were": the subjunctive is right. */
const SUBJUNCTIVE_BEFORE = set('if as wish though suppose imagine');
const OBJECT_PRONOUNS = set('me him her them us');
const COUNTABLE_PLURALS = set(
  'people things mistakes words problems questions errors friends students children cars items options choices steps ideas reasons chances jobs books hours days minutes weeks months years members customers users employees calories',
);
const NEGATIONS = set(
  "don't doesn't didn't can't cannot couldn't won't wouldn't isn't aren't wasn't weren't ain't haven't hasn't hadn't never",
);
const NEGATION_FILLERS = set('really even ever just');
const NEGATIVE_OBJECTS: Record<string, string> = {
  nothing: 'anything',
  nobody: 'anybody',
  nowhere: 'anywhere',
  none: 'any',
};
const NO_AFTER = set('have got get need want give');
const PLURAL_QUANTIFIERS = set(
  'many several few two three four five six seven eight nine ten both',
);
const INDEFINITE_SINGULARS = set('everybody everyone somebody someone nobody anybody anyone');
const INDEFINITE_PLURAL_VERBS: Record<string, string> = {
  are: 'is',
  were: 'was',
  have: 'has',
  "don't": "doesn't",
};
/** "does everyone have", "can anybody do": a question, where the base form is right. */
const QUESTION_AUXILIARIES = set('do does did will would can could should might must');
/** "a can opened", "the might of", "in may": the noun. */
const NOUN_BEFORE_MODAL = set('a the this that in of');
const PLURAL_SUBJECTS = set('we they you');
const SINGULAR_SUBJECTS = set('he she it');
const OBJECTS_BEFORE_AND_I = set('you him her them us');
/** What follows "me and" when it is a compound subject. */
const COMPOUND_SUBJECT_NEXT = set('i he she we they him her me them us my his our their the a');

function isRegularPast(word: string): boolean {
  return word.length >= 5 && word.endsWith('ed') && !ED_BASES.has(word);
}

interface Sentence {
  words: string[];
  /** Index of the sentence's first word in the speech. */
  offset: number;
}

type Rule = (s: Sentence, i: number) => WordIssue | undefined;

const issue = (
  s: Sentence,
  first: number,
  last: number,
  rule: string,
  message: string,
  suggestions: string[] = [],
): WordIssue => ({
  first: s.offset + first,
  last: s.offset + last,
  rule: `podium:${rule}`,
  message,
  suggestions,
});

/** "should not even tried", "could went": a modal takes the base form. */
const modalPast: Rule = (s, i) => {
  const modal = s.words[i];
  if (!modal || !MODALS.has(modal)) return undefined;
  if (NOUN_BEFORE_MODAL.has(s.words[i - 1] ?? '')) return undefined;
  let j = i + 1;
  while (j < s.words.length && j - i <= 2 && MODAL_ADVERBS.has(s.words[j] ?? '')) j++;
  const verb = s.words[j];
  if (verb === undefined) return undefined;
  const base = IRREGULAR_PAST[verb];
  if (base === undefined && !isRegularPast(verb)) return undefined;
  return issue(
    s,
    i,
    j,
    'modal-past',
    `After "${modal}", use the base form of the verb, or "have" and the past participle.`,
    base ? [[modal, ...s.words.slice(i + 1, j), base].join(' ')] : [],
  );
};

/** "I seen it", "we done it": the participle needs "have". */
const bareParticiple: Rule = (s, i) => {
  const subject = s.words[i];
  const verb = s.words[i + 1];
  if (!subject || !SUBJECT_PRONOUNS.has(subject) || verb === undefined) return undefined;
  const past = BARE_PARTICIPLES[verb];
  if (past === undefined || AUXILIARY_BEFORE.has(s.words[i - 1] ?? '')) return undefined;
  return issue(
    s,
    i,
    i + 1,
    'bare-participle',
    `"${verb}" needs "have" before it; the simple past is "${past}".`,
    [`${subject} ${past}`, `${subject} have ${verb}`],
  );
};

/**
 * "they was", "it were": harper 2.10 catches these at the start of a sentence
 * but not after "I think" or "she said".
 */
const wasWere: Rule = (s, i) => {
  const subject = s.words[i];
  const verb = s.words[i + 1];
  if (subject === undefined || verb === undefined) return undefined;
  let right: string | undefined;
  if (verb === 'was' && PLURAL_SUBJECTS.has(subject)) right = 'were';
  if (verb === 'were' && SINGULAR_SUBJECTS.has(subject)) {
    if (SUBJUNCTIVE_BEFORE.has(s.words[i - 1] ?? '')) return undefined;
    right = 'was';
  }
  if (right === undefined) return undefined;
  return issue(s, i, i + 1, 'was-were', `With "${subject}", say "${right}".`, [
    `${subject} ${right}`,
  ]);
};

/** "between you and I": the object of a preposition. */
const betweenYouAndI: Rule = (s, i) => {
  if (s.words[i] !== 'between' || s.words[i + 2] !== 'and' || s.words[i + 3] !== 'i') {
    return undefined;
  }
  const other = s.words[i + 1] ?? '';
  if (!OBJECTS_BEFORE_AND_I.has(other)) return undefined;
  return issue(s, i, i + 3, 'between-you-and-i', 'After "between", say "me", not "I".', [
    `between ${other} and me`,
  ]);
};

/** "less people": countable nouns take "fewer". */
const lessCountable: Rule = (s, i) => {
  const noun = s.words[i + 1];
  if (s.words[i] !== 'less' || noun === undefined || !COUNTABLE_PLURALS.has(noun)) return undefined;
  // "more or less people" is rare; "no less than" never reaches here (than is not a noun).
  return issue(s, i, i + 1, 'less-countable', `"${noun}" can be counted: say "fewer".`, [
    `fewer ${noun}`,
  ]);
};

/** "I don't know nothing", "we didn't have no time". */
const doubleNegative: Rule = (s, i) => {
  const negation = s.words[i];
  if (!negation || !NEGATIONS.has(negation)) return undefined;
  let j = i + 1;
  if (NEGATION_FILLERS.has(s.words[j] ?? '')) j++;
  const verb = s.words[j];
  const object = s.words[j + 1];
  if (verb === undefined || object === undefined) return undefined;
  const positive =
    NEGATIVE_OBJECTS[object] ?? (object === 'no' && NO_AFTER.has(verb) ? 'any' : undefined);
  if (positive === undefined) return undefined;
  return issue(
    s,
    i,
    j + 1,
    'double-negative',
    `"${negation}" already makes it negative: say "${positive}".`,
    [[...s.words.slice(i, j + 1), positive].join(' ')],
  );
};

/** "Me and him went": an object pronoun as the subject, at the start of a sentence. */
const objectPronounSubject: Rule = (s, i) => {
  if (i !== 0) return undefined;
  const pronoun = s.words[0];
  const next = s.words[2];
  if (!pronoun || !OBJECT_PRONOUNS.has(pronoun) || s.words[1] !== 'and' || next === undefined) {
    return undefined;
  }
  if (!COMPOUND_SUBJECT_NEXT.has(next)) return undefined;
  const subject: Record<string, string> = {
    me: 'I',
    him: 'he',
    her: 'she',
    them: 'they',
    us: 'we',
  };
  return issue(
    s,
    0,
    1,
    'object-pronoun-subject',
    `As the subject, say "${subject[pronoun] ?? pronoun}"${pronoun === 'me' ? ', and put it last ("my friend and I")' : ''}.`,
  );
};

/** "there is many reasons", "there was two of them". */
const thereIsPlural: Rule = (s, i) => {
  const w = s.words[i];
  let verb: string | undefined;
  let next: number;
  if (w === "there's") {
    verb = 'is';
    next = i + 1;
  } else if (w === 'there' && (s.words[i + 1] === 'is' || s.words[i + 1] === 'was')) {
    verb = s.words[i + 1];
    next = i + 2;
  } else {
    return undefined;
  }
  const quantifier = s.words[next];
  if (quantifier === undefined || !PLURAL_QUANTIFIERS.has(quantifier)) return undefined;
  // Only unmistakable plurals: "there is a few" may be on its way to "a few minutes' walk".
  const right = verb === 'was' ? 'were' : 'are';
  return issue(s, i, next, 'there-is-plural', `"${quantifier}" is plural: say "there ${right}".`, [
    `there ${right} ${quantifier}`,
  ]);
};

/** "everyone are", "nobody have": these pronouns are singular. */
const indefiniteSingular: Rule = (s, i) => {
  const pronoun = s.words[i];
  const verb = s.words[i + 1];
  if (!pronoun || !INDEFINITE_SINGULARS.has(pronoun) || verb === undefined) return undefined;
  const right = INDEFINITE_PLURAL_VERBS[verb];
  if (right === undefined || QUESTION_AUXILIARIES.has(s.words[i - 1] ?? '')) return undefined;
  return issue(
    s,
    i,
    i + 1,
    'indefinite-singular',
    `"${pronoun}" takes a singular verb: "${right}".`,
    [`${pronoun} ${right}`],
  );
};

const RULES: Rule[] = [
  modalPast,
  bareParticiple,
  wasWere,
  betweenYouAndI,
  lessCountable,
  doubleNegative,
  objectPronounSubject,
  thereIsPlural,
  indefiniteSingular,
];

/**
 * Podium's own checks for errors common in speech that harper.js does not
 * catch (checked against harper 2.10 in check-grammar.test.ts), one
 * sentence at a time. `words` are lower case, as the recognizer writes them.
 */
export function checkSpokenGrammar(
  words: readonly string[],
  sentences: readonly WordRange[],
): WordIssue[] {
  const issues: WordIssue[] = [];
  for (const range of sentences) {
    const sentence: Sentence = {
      words: words.slice(range.first, range.last + 1).map((w) => w.toLowerCase()),
      offset: range.first,
    };
    for (let i = 0; i < sentence.words.length; i++) {
      for (const rule of RULES) {
        const found = rule(sentence, i);
        if (found) issues.push(found);
      }
    }
  }
  return issues;
}
