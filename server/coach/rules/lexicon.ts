/**
 * Word lists the rules coach reads. Used only when the analysis lacks issue 3's
 * language fields (stored before it) and to rewrite sentences.
 */

/** Hedges that undercut a claim; removing them leaves the claim standing. */
export const HEDGE_PHRASES: readonly string[] = [
  'i think',
  'i guess',
  'i feel like',
  'i suppose',
  'i believe',
  'maybe',
  'perhaps',
  'sort of',
  'kind of',
  'just',
  'probably',
];

/** Hedges a rewrite may drop without changing what the sentence claims. */
export const DROPPABLE_HEDGES: ReadonlySet<string> = new Set([
  'i think',
  'i guess',
  'i feel like',
  'i suppose',
  'i believe',
  'maybe',
  'perhaps',
  'sort of',
  'kind of',
  'kinda',
  'sorta',
]);

export const WEAK_WORDS: readonly string[] = [
  'very',
  'really',
  'thing',
  'things',
  'stuff',
  'pretty',
  'totally',
  'a lot',
];

/** "very good" -> "excellent": the stronger word a listener remembers. */
export const STRONGER_WORDS: Readonly<Record<string, string>> = {
  'very good': 'excellent',
  'really good': 'excellent',
  'very bad': 'terrible',
  'really bad': 'terrible',
  'very big': 'huge',
  'really big': 'huge',
  'very small': 'tiny',
  'very important': 'essential',
  'really important': 'crucial',
  'very hard': 'difficult',
  'really hard': 'difficult',
  'very happy': 'delighted',
  'very tired': 'exhausted',
  'very interesting': 'fascinating',
  'really interesting': 'fascinating',
  'very fast': 'rapid',
  'very old': 'ancient',
  'very scared': 'terrified',
  'very angry': 'furious',
  'very sure': 'certain',
  'very easy': 'simple',
  'very clear': 'obvious',
};

/** Words that guide a listener through a speech. */
export const SIGNPOSTS: readonly string[] = [
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'next',
  'then',
  'finally',
  'lastly',
  'because',
  'for example',
  'for instance',
  'in conclusion',
  'to sum up',
  'in summary',
  'the point is',
  'on the other hand',
  'however',
  'therefore',
  'most importantly',
  'imagine',
];

/** Words that often start a new spoken sentence after a short breath. */
export const SENTENCE_STARTERS: ReadonlySet<string> = new Set([
  'so',
  'and',
  'but',
  'then',
  'now',
  'i',
  'we',
  'you',
  'they',
  'it',
  'this',
  'that',
  'there',
  'the',
  'my',
  'our',
  'what',
  'when',
  'if',
  'because',
  'first',
  'second',
  'finally',
  'also',
  'however',
]);

/** Conjunctions where a run-on sentence can be split. */
export const SPLIT_CONJUNCTIONS: ReadonlySet<string> = new Set(['and', 'so', 'but']);

export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'what',
  'why',
  'how',
  'who',
  'where',
  'when',
  'which',
]);

export const AUXILIARIES: ReadonlySet<string> = new Set([
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'can',
  'could',
  'would',
  'will',
  'should',
  'have',
  'has',
  'had',
  "isn't",
  "aren't",
  "don't",
  "doesn't",
  "didn't",
  "wouldn't",
  "haven't",
]);

export const SUBJECTS: ReadonlySet<string> = new Set([
  'you',
  'we',
  'i',
  'it',
  'they',
  'there',
  'this',
  'that',
  'he',
  'she',
  'anyone',
  'anybody',
  'everyone',
]);

/** Function words left out of vocabulary and overuse counts. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but so if then than that this these those to of in on at by for with from ' +
    'as is are was were be been being am do does did have has had i me my we us our you your ' +
    'he him his she her it its they them their what which who whom when where why how not no ' +
    'yes all any some can could would should will shall may might must just very really also ' +
    'there here about into out up down over under again once more most other such only own ' +
    "same too s t don't i'm it's that's we're you're they're i've we've can't won't um uh like"
  ).split(' '),
);

/** Pairs a speaker may say twice on purpose ("I know that that works"). */
export const ALLOWED_DOUBLES: ReadonlySet<string> = new Set([
  'that',
  'had',
  'very',
  'really',
  'no',
]);
