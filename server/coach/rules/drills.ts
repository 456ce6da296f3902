import type { Dimension, DimensionScores, Drill } from '@common/contract/feedback';
import type { Finding } from './findings';

type DrillTemplate = Omit<Drill, 'why'> & {
  /** What the drill does for a speaker, in one sentence: no two drills share it. */
  purpose: string;
};

/**
 * The drill library. Each area-to-improve key points at the drills that train
 * it, best first; each dimension has drills for when no single problem stands out.
 */
const DRILLS: Record<string, DrillTemplate> = {
  metronome: {
    purpose: 'It puts the feel of 130 words per minute in your body before you speak.',
    title: 'Metronome read',
    focus: 'pacing',
    minutes: 5,
    steps: [
      'Set a metronome (any free app) to 130 beats per minute.',
      'Read a paragraph aloud, one word per beat, for two minutes.',
      'Turn the metronome off and read the same paragraph, keeping the feel of that pace.',
      'Record one minute of your speech at that pace and compare it with this recording.',
    ],
  },
  breathMarks: {
    purpose: 'It ties your breathing to the ends of your points, which sets your pace for you.',
    title: 'Breath marks',
    focus: 'pacing',
    minutes: 5,
    steps: [
      'Write out your speech and draw a slash after every main point.',
      'Read it aloud and take a full, slow breath at every slash.',
      'Count "one-two" silently at each slash before you go on.',
    ],
  },
  energySprint: {
    purpose: 'It shows you which words you stretch when you are not in a hurry.',
    title: 'Energy sprint',
    focus: 'pacing',
    minutes: 5,
    steps: [
      'Retell your speech in exactly 60 seconds, keeping every main point.',
      'Then give it again in 90 seconds, keeping the energy of the sprint.',
      'Notice which words you stretched before and cut the stretching.',
    ],
  },
  fillerBuzzer: {
    purpose: 'It makes you hear each filler as it starts, which is when you can stop it.',
    title: 'Filler buzzer',
    focus: 'clarity',
    minutes: 6,
    steps: [
      'Pick a simple topic (your morning, a favourite place) and speak about it for 60 seconds.',
      'Play it back and tally every um, uh, like and you know.',
      'Speak again on the same topic; every time a filler starts, close your lips and pause instead.',
      'Repeat until the tally halves.',
    ],
  },
  silentBridge: {
    purpose: 'It trains a silent second in the place where a filler or a restart usually goes.',
    title: 'Silent bridge',
    focus: 'clarity',
    minutes: 5,
    steps: [
      'Answer five quick questions aloud ("What did you eat today?", "Why this job?").',
      'Before each answer, and between its sentences, pause for one full second in silence.',
      'Notice that the silence feels longer to you than it sounds on the recording.',
    ],
  },
  overArticulate: {
    purpose: 'It sharpens the ends of your words so each one is heard.',
    title: 'Over-articulation read',
    focus: 'clarity',
    minutes: 4,
    steps: [
      'Read a paragraph aloud exaggerating every consonant, as if to someone across a street.',
      'Read it again normally: the crispness stays, the exaggeration goes.',
      'Finish the last sound of every word, especially t, d and s.',
    ],
  },
  oneIdea: {
    purpose: 'It turns your longest sentence into short ones a listener can follow.',
    title: 'One idea, one sentence',
    focus: 'structure',
    minutes: 6,
    steps: [
      'Take your longest sentence from this speech (see Suggested Rewrites).',
      'Split it into sentences of at most 15 words, each with one idea.',
      'Say the new version aloud, with a full stop and a breath after each sentence.',
    ],
  },
  prep: {
    purpose: 'It gives every answer an opening, a body and a close in one minute.',
    title: 'PREP in 60 seconds',
    focus: 'structure',
    minutes: 6,
    steps: [
      'Choose a topic and say your Point in one sentence.',
      'Give the Reason ("because...") in one or two sentences.',
      'Give one concrete Example.',
      'Restate your Point in new words, then stop. Do three topics in a row.',
    ],
  },
  signpostSkeleton: {
    purpose: 'It makes your structure audible, so listeners always know where they are.',
    title: 'Signpost skeleton',
    focus: 'structure',
    minutes: 5,
    steps: [
      'Write three headings for your speech: first, second, finally.',
      'Give the speech using exactly those words to open each part.',
      'End with "So the one thing to remember is..." and one sentence.',
    ],
  },
  hedgeHunt: {
    purpose: 'It lets you hear how much surer a claim sounds without its hedge.',
    title: 'Hedge hunt',
    focus: 'confidence',
    minutes: 5,
    steps: [
      'Read your transcript and strike out every "I think", "maybe", "just" and "kind of".',
      'Read the struck version aloud in a firm voice, ending each sentence on a falling pitch.',
      'Record it and listen for how much surer it sounds.',
    ],
  },
  powerOpening: {
    purpose: 'It makes your first sentence the cleanest one you say.',
    title: 'Power opening',
    focus: 'confidence',
    minutes: 4,
    steps: [
      'Write your first two sentences word for word.',
      'Say them five times, standing, with a breath before the first word.',
      'Record only the opening until it comes out clean three times in a row.',
    ],
  },
  bridgeLines: {
    purpose: 'It gives you words for the moment you lose the thread, instead of silence.',
    title: 'Bridge lines',
    focus: 'confidence',
    minutes: 5,
    steps: [
      'Learn three bridge lines: "Here\'s why that matters", "Let me give you an example", "Which brings me to".',
      'Speak on a topic for two minutes; whenever you lose the thread, use a bridge line instead of going silent.',
      'Play it back and count the silences over two seconds.',
    ],
  },
  pitchLadder: {
    purpose: 'It stretches the range your voice moves through on key words.',
    title: 'Pitch ladder',
    focus: 'delivery',
    minutes: 5,
    steps: [
      'Count from one to five, starting low and rising a step on each number; then come back down.',
      'Say "I never said she stole the money" seven times, stressing a different word each time.',
      'Read a paragraph of your speech, lifting your voice on the one word per sentence that matters most.',
    ],
  },
  emotionSwap: {
    purpose: 'It links the feeling you want to the pitch and pace that carry it.',
    title: 'Emotion swap',
    focus: 'delivery',
    minutes: 5,
    steps: [
      'Say your opening sentence as if delighted, then as if worried, then as if telling a secret.',
      'Notice how pitch and pace change with each feeling.',
      'Give the opening once more with the feeling you actually want the audience to have.',
    ],
  },
  backRow: {
    purpose: 'It keeps your volume up to the last word of every sentence.',
    title: 'Back-row projection',
    focus: 'delivery',
    minutes: 4,
    steps: [
      'Stand at one end of a room and speak to an imagined listener at the other end.',
      'Breathe from your belly and keep the air going to the last word of each sentence.',
      'Record a minute from across the room and check that the ends of sentences are as clear as the starts.',
    ],
  },
  readBack: {
    purpose: 'It lets you catch the slips in your own sentences on paper first.',
    title: 'Read-back edit',
    focus: 'language',
    minutes: 6,
    steps: [
      'Read your transcript and mark every sentence that sounds wrong when read.',
      'Fix three of them on paper (see Suggested Rewrites).',
      'Say the fixed sentences aloud three times each, then re-record that part.',
    ],
  },
  precisionSwap: {
    purpose: 'It replaces vague words with ones a listener can picture.',
    title: 'Precision swap',
    focus: 'language',
    minutes: 4,
    steps: [
      'List every "very", "really", "thing" and "stuff" in your transcript.',
      'Replace each with one precise word ("very big" becomes "huge").',
      'Give the speech again using the new words.',
    ],
  },
};

const BY_FINDING: Record<string, string[]> = {
  'pace-fast': ['metronome', 'breathMarks'],
  'pace-slow': ['energySprint', 'metronome'],
  'pace-uneven': ['metronome', 'breathMarks'],
  fillers: ['fillerBuzzer', 'silentBridge'],
  'pauses-none': ['breathMarks', 'silentBridge'],
  'pauses-long': ['bridgeLines', 'prep'],
  'pauses-mid': ['breathMarks', 'oneIdea'],
  monotone: ['pitchLadder', 'emotionSwap'],
  volume: ['backRow', 'overArticulate'],
  grammar: ['readBack', 'oneIdea'],
  hedges: ['hedgeHunt', 'powerOpening'],
  'weak-words': ['precisionSwap', 'readBack'],
  repetitions: ['silentBridge', 'readBack'],
  overused: ['precisionSwap'],
  'run-ons': ['oneIdea', 'breathMarks'],
  short: ['prep', 'signpostSkeleton'],
  'no-signposts': ['signpostSkeleton', 'prep'],
  'weak-opening': ['powerOpening'],
  'weak-close': ['prep', 'signpostSkeleton'],
  articulation: ['overArticulate', 'backRow'],
};

const BY_DIMENSION: Record<Dimension, string[]> = {
  clarity: ['fillerBuzzer', 'overArticulate', 'oneIdea'],
  pacing: ['metronome', 'breathMarks', 'energySprint'],
  confidence: ['powerOpening', 'bridgeLines', 'hedgeHunt'],
  delivery: ['pitchLadder', 'emotionSwap', 'backRow'],
};

/** The problems that pull each dimension's score down (scoring.ts), so its drills target them. */
const DIMENSION_FINDINGS: Record<Dimension, string[]> = {
  clarity: ['fillers', 'grammar', 'run-ons', 'articulation', 'repetitions', 'weak-words'],
  pacing: ['pace-fast', 'pace-slow', 'pace-uneven', 'pauses-none', 'pauses-long'],
  confidence: ['fillers', 'hedges', 'pauses-long', 'weak-opening', 'repetitions'],
  delivery: ['monotone', 'volume', 'pauses-mid', 'pace-uneven', 'pauses-none'],
};

function trains(dimension: Dimension, finding: Finding): boolean {
  return finding.area === dimension || DIMENSION_FINDINGS[dimension].includes(finding.key);
}

/**
 * Three drills: two for the weakest dimension (aimed at its biggest problem),
 * one for the next problem elsewhere. Each says why this speaker got it, in
 * words no other drill repeats: what the drill does, then the reason (the
 * problem with its number the first time, a short pointer after that).
 */
export function chooseDrills(
  weakest: Dimension,
  areas: Finding[],
  scores: DimensionScores,
): Drill[] {
  const chosen: Drill[] = [];
  const used = new Set<string>();
  const reasonsGiven = new Set<string>();
  const add = (key: string | undefined, reason: string, again: string) => {
    if (!key || used.has(key) || chosen.length >= 3) return;
    const drill = DRILLS[key];
    if (!drill) return;
    const { purpose, ...template } = drill;
    used.add(key);
    const why = `${purpose} ${reasonsGiven.has(reason) ? again : reason}`;
    reasonsGiven.add(reason);
    chosen.push({ ...template, why });
  };
  const forArea = (area: Finding) =>
    [
      `You need it because ${area.brief ?? area.label}.`,
      `It works on ${area.label} from another side.`,
    ] as const;

  const inWeakest = areas.filter((a) => trains(weakest, a));
  for (const area of inWeakest) {
    for (const key of BY_FINDING[area.key] ?? []) {
      if (chosen.length >= 2) break;
      add(key, ...forArea(area));
    }
  }
  for (const key of BY_DIMENSION[weakest]) {
    if (chosen.length >= 2) break;
    add(
      key,
      `${capitalised(weakest)} is your lowest score (${scores[weakest]}/100).`,
      `It builds your ${weakest} further.`,
    );
  }
  const other = areas.find((a) => !inWeakest.includes(a));
  for (const key of other ? (BY_FINDING[other.key] ?? []) : []) {
    if (chosen.length >= 3 || !other) break;
    add(key, ...forArea(other));
  }
  // Every speaker gets three: a structure drill rounds out any set.
  for (const key of ['prep', 'signpostSkeleton', 'pitchLadder']) {
    add(
      key,
      'A well-built speech makes every other skill easier to show.',
      'It rounds out the set.',
    );
  }
  return chosen;
}

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Title: first step" lines for the spec's practiceDrills list and the share card. */
export function drillLine(drill: Drill): string {
  return `${drill.title} (${drill.minutes} min): ${drill.steps.join(' ')}`;
}
