import type { SpeechAnalysis } from '@common/contract/analysis';
import type { CoachInput } from '../coach-engine';
import { syntheticAnalysis, type SyntheticSpeech } from './synthetic-analysis';

/** Hand-written speeches with one clear problem each, for coach and API tests. */

export const LIBRARIES = [
  'have you ever walked into a public library and felt the whole world open up',
  'when i was nine my local library gave me my first card',
  'that small piece of plastic meant i could borrow any book i wanted',
  'i read every adventure story on the shelf and then started on the science section',
  'the librarian noticed and began saving new books for me before anyone else saw them',
  'today i want to give you three reasons why libraries still matter',
  'first libraries give everyone the same access to knowledge',
  'information costs money almost everywhere else in our lives',
  'a student without internet at home can still research a project',
  'a retired engineer can still learn a new programming language',
  'second libraries are one of the last free places to simply be',
  'you do not have to buy anything to sit there for an afternoon',
  'nobody asks you to leave when your coffee is finished',
  'parents bring toddlers to story time and teenagers do homework together',
  'finally libraries adapt to what their towns need',
  'ours now lends laptops and fishing rods and even sewing machines',
  'during the floods last spring it became a shelter with power and hot drinks',
  'the staff helped people fill in insurance forms late into the night',
  'because of that a library is never just a room full of books',
  'it is a classroom and a living room and a town square at once',
  'so the next time you pass one step inside and see what it offers',
  'support your library and it will support your whole community',
];

const COOKING = [
  'last year i decided to learn to cook one new dish every week',
  'my first attempt was a tomato soup that tasted mostly of burnt garlic',
  'the second week i made bread and it came out as flat as a plate',
  'by the second month i could roast vegetables without setting off the alarm',
  'the biggest lesson was that cooking rewards patience more than talent',
  'you cannot rush onions and you cannot rush dough',
  'the week i finally waited for the onions to turn golden my soup tasted like a restaurant',
  'the other lesson was that a recipe is only a starting point',
  'once you understand why a step matters you can change it',
  'cooking also changed how i spend my evenings',
  'instead of scrolling on my phone i chop and stir and listen to music',
  'friends now come over on sundays to eat whatever i am practising',
  'some weeks it is a triumph and some weeks we order pizza',
  'either way the table is full and the conversation is better than anything on television',
  'cooking taught me that getting better at anything is mostly showing up again',
  'if you have been putting it off choose one dish this week and make it twice',
];

/** An interview answer in STAR order (situation, task, action, result), about 80 seconds. */
export const STAR_ANSWER = [
  'when i was working at a small delivery company our orders kept arriving late',
  'customers were angry and the drivers were blaming the warehouse every single week',
  'my job was to find out why and fix it before the busy winter season',
  'the manager gave me six weeks and a tiny budget to do it',
  'so i spent the first week riding along with the drivers on their routes',
  'i noticed that every van was loaded in the order the parcels arrived',
  'that meant the driver had to dig through the whole van at every stop',
  'i proposed loading each van in reverse order of the route instead',
  'i wrote a simple checklist and trained the morning shift to use it',
  'then i measured the time of every route for a month',
  'as a result our late deliveries fell from one in five to one in twenty',
  'the drivers finished forty minutes earlier on average',
  'and the same checklist is still used in all three of our warehouses today',
];

const input = (analysis: SpeechAnalysis, title: string, isPro = false): CoachInput => ({
  analysis,
  speech: { title, prompt: null, durationSec: analysis.durationSec },
  isPro,
});

export function scenario(spec: SyntheticSpeech, title: string, isPro = false): CoachInput {
  return input(syntheticAnalysis(spec), title, isPro);
}

/** A STAR interview answer at a steady pace. */
export const interviewAnswer = () =>
  scenario(
    { sentences: STAR_ANSWER, wpm: 135, sentencePauseSec: 0.8 },
    'Tell me about a problem you solved at work',
  );

/** Clean sentences, good pace, expressive voice. */
export const polished = () =>
  scenario({ sentences: LIBRARIES, wpm: 150, sentencePauseSec: 0.8 }, 'Why libraries matter');

/** The same speech at a sprint: about 200 words per minute overall, hardly a pause. */
export const fast = () =>
  scenario(
    {
      sentences: LIBRARIES,
      wpm: 215,
      sentencePauseSec: 0.25,
      wpmOf: (i) => (i >= 9 ? 240 : 205),
    },
    'Why libraries matter',
  );

/** Slow, with long silences and hedges. */
export const slow = () =>
  scenario(
    {
      sentences: [
        'i think learning to cook was maybe the best thing i did last year',
        ...COOKING.slice(1, 6),
        'i guess the other lesson was that a recipe is just a starting point',
        ...COOKING.slice(7),
      ],
      wpm: 100,
      sentencePauseSec: 1.1,
      pausesAfter: { 2: 4.2, 6: 3.6 },
    },
    'Learning to cook',
  );

/** Normal pace, fillers everywhere, bunched in one sentence. */
export const fillerHeavy = () =>
  scenario(
    {
      sentences: [
        'um so last year i decided to learn to cook one new dish every week',
        'my first attempt was uh a tomato soup that tasted *like mostly of burnt garlic',
        'the second week i made bread and it came out *like as flat as a plate',
        'um by the second month i could *you_know roast vegetables without um setting off the alarm',
        'the biggest lesson was um that cooking rewards patience *basically more than talent',
        'and um *like you cannot rush onions and *you_know uh you cannot um rush dough',
        'the other lesson was that a recipe is only a starting point',
        'uh once you understand why a step matters you can change it',
        'cooking also changed *like how i spend my evenings',
        'um friends now come over on sundays to eat whatever i am practising',
        'so *you_know if you have been putting it off choose one dish um this week',
      ],
      wpm: 150,
    },
    'Learning to cook',
  );

/** Fine words, flat voice. */
export const monotone = () =>
  scenario(
    {
      sentences: LIBRARIES,
      wpm: 145,
      sentencePauseSec: 0.7,
      voice: {
        monotone: true,
        pitchVariationSemitones: 1.1,
        pitchRangeSemitones: 2.4,
        loudnessSteadiness: 90,
      },
    },
    'Why libraries matter',
  );

/** Grammar slips and a run-on. */
export const grammarErrors = () =>
  scenario(
    {
      sentences: [
        'last year me and my brother decides to learn to cook together',
        "he don't like vegetables so we was arguing about every recipe",
        'our first soup were terrible and the kitchen smelled of smoke for days and then we tried bread and it came out flat and so we decided to watch videos and practise every evening and it slowly got better',
        'the biggest lesson was that cooking rewards patience more than talent',
        'you cannot rush onions and you cannot rush dough',
        'now friends comes over on sundays to eat whatever we are practising',
        'if you have been putting it off choose one dish this week and make it twice',
      ],
      wpm: 140,
      grammar: [
        {
          find: 'me and my brother',
          message: 'Use "my brother and I" as the subject.',
          suggestion: 'my brother and I',
        },
        {
          find: 'decides',
          message: 'The verb should agree with a plural subject.',
          suggestion: 'decided',
        },
        {
          find: "he don't",
          message: 'Use "doesn\'t" with he, she or it.',
          suggestion: "he doesn't",
        },
        { find: 'we was', message: 'Use "were" with we.', suggestion: 'we were' },
        { find: 'soup were', message: 'A singular subject takes "was".', suggestion: 'soup was' },
        {
          find: 'friends comes',
          message: 'A plural subject takes "come".',
          suggestion: 'friends come',
        },
      ],
    },
    'Learning to cook',
  );

/** Fifteen seconds. */
export const veryShort = () =>
  scenario(
    {
      sentences: [
        'um hi so i want to talk about libraries',
        'they are great and i think everyone should use them',
      ],
      wpm: 130,
    },
    'Libraries',
  );

/**
 * About ten minutes (1500 words): the libraries and cooking speeches told again
 * and again with fillers, pauses, grammar issues, for the benchmark.
 */
export function tenMinuteSpeech(isPro = false): CoachInput {
  const sentences: string[] = [];
  const grammar: NonNullable<SyntheticSpeech['grammar']> = [];
  const pool = [...LIBRARIES, ...COOKING];
  let words = 0;
  for (let i = 0; words < 1500; i++) {
    let s = pool[i % pool.length] ?? '';
    if (i % 4 === 1) s = `um ${s}`;
    if (i % 6 === 2) s = s.replace(' ', ' *like ');
    if (i % 9 === 5) s = `${s} and *you_know it matters`;
    if (i % 11 === 3) {
      s = `${s} and we was there`;
      grammar.push({ find: 'we was', message: 'Use "were" with we.', suggestion: 'we were' });
    }
    sentences.push(s);
    words += s.split(' ').length;
  }
  const pausesAfter: Record<number, number> = {};
  for (let i = 7; i < sentences.length; i += 23) pausesAfter[i] = 3;
  return scenario(
    { sentences, wpm: 175, sentencePauseSec: 0.7, pausesAfter, grammar },
    'Libraries and cooking',
    isPro,
  );
}
