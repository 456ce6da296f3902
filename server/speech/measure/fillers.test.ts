import { describe, expect, it } from 'vitest';
import { makeWords } from '../test-support/make-words';
import { countFillers, findFillers } from './fillers';

const fillersIn = (script: string) => findFillers(makeWords(script)).map((f) => f.word);

describe('findFillers', () => {
  it('always counts hesitation sounds, as hesitations', () => {
    const fillers = findFillers(makeWords('so um we started , uh , late and er hmm'));
    expect(fillers.map((f) => [f.word, f.type])).toEqual([
      ['um', 'hesitation'],
      ['uh', 'hesitation'],
      ['er', 'hesitation'],
      ['hmm', 'hesitation'],
    ]);
  });

  it('reports each filler with its start and end time', () => {
    const words = makeWords('it is , you know , hard');
    const [filler] = findFillers(words);
    expect(filler).toEqual({
      word: 'you know',
      type: 'lexical',
      start: words[2]?.start,
      end: words[3]?.end,
    });
  });

  describe('like', () => {
    it.each([
      ['I like pizza'],
      ['I would like to talk about trees'],
      ['we really like this city'],
      ["i'd like to thank you"],
      ['it looks like rain'],
      ['it sounds like a plan'],
      ['cities like this one need trees'],
      ['it was like a dream'],
      ['like I said the plan is simple'],
      ['imagine what it would be like to fly'],
      ['or something like that'],
      ['it is sort of like salt'],
      ['there is nothing like reading'],
      ['things I did not even like'],
      ['like many of you I started late'],
      ['_0.5 like most cities we need more trees'],
      ["we don't really ever like it"],
    ])('is not a filler in "%s"', (script) => {
      expect(fillersIn(script).filter((f) => f === 'like')).toEqual([]);
    });
    it.each([['the nearest other like reading room']])('nor in "%s"', (script) => {
      expect(fillersIn(script)).toEqual([]);
    });
    it.each([
      ['So what does an inspection look like? We start at the top.'],
      ['That is what it feels like. And then we left.'],
    ])('nor, written, in "%s": a verb of seeming takes it whatever follows', (script) => {
      expect(findFillers(makeWords(script, { written: true }))).toEqual([]);
    });
    it('still counts it set off after such a verb: "it looks, like, great"', () => {
      const words = makeWords('It looks, like, great.', { written: true });
      expect(findFillers(words).map((f) => f.word)).toEqual(['like']);
    });

    it.each([
      ['it was , like , amazing'],
      ['and like we went there'],
      ['it was like really good'],
      ['there were like two hundred people'],
      ['I was just like , no'],
    ])('is a filler in "%s"', (script) => {
      expect(fillersIn(script)).toEqual(['like']);
    });
  });

  describe('you know', () => {
    it.each([
      ['do you know the way'],
      ['did you know that trees cool streets'],
      ['you know how it works'],
      ['you know what we should do'],
      ['as you know the budget is small'],
      ['people you know can help'],
      ['as most of you know , the heating failed'],
      ['many of you know the way'],
      [', you know I am right'],
    ])('is not a filler in "%s"', (script) => {
      expect(fillersIn(script)).toEqual([]);
    });

    it.each([
      ['it is , you know , hard'],
      ['and you know we had fun'],
      ['it is hard you know , so we stopped'],
      ['it was you know really hard'],
      // Set off from "of" by a break, it is a filler again.
      ['a lot of , you know , people came'],
      // A pause after "know" makes even "you know, that..." a filler.
      ['well you know , that was the end'],
    ])('is a filler in "%s"', (script) => {
      expect(fillersIn(script)).toEqual(['you know']);
    });
  });

  describe('so', () => {
    it('is a filler opening a sentence before a pause', () => {
      expect(fillersIn('we stopped , so , we tried again')).toEqual(['so']);
      expect(fillersIn('so , today I will talk')).toEqual(['so']);
    });

    it('is not a filler without the pause after it, or inside a sentence', () => {
      expect(fillersIn('so my proposal is simple')).toEqual([]);
      expect(fillersIn('it was so good')).toEqual([]);
      expect(fillersIn('and so , on we went')).toEqual([]);
    });
  });

  describe('right and okay', () => {
    it('counts a tag question or a discourse marker', () => {
      expect(fillersIn('we plant trees first right , then benches')).toEqual(['right']);
      expect(fillersIn('right , let us begin')).toEqual(['right']);
      expect(fillersIn('okay , so , today')).toEqual(['okay', 'so']);
      expect(fillersIn('we start at nine okay , then lunch')).toEqual(['okay']);
    });

    it('leaves the adjective and the direction alone', () => {
      expect(fillersIn('you are right')).toEqual([]);
      expect(fillersIn('turn right , then stop')).toEqual([]);
      expect(fillersIn('do it right now')).toEqual([]);
      expect(fillersIn('that is okay with me')).toEqual([]);
      expect(fillersIn('it is okay , really')).toEqual([]);
    });
  });

  describe('I mean, kind of, sort of', () => {
    it('counts them as hedges', () => {
      expect(fillersIn('I mean we should go')).toEqual(['i mean']);
      expect(fillersIn('it was , I mean , fine')).toEqual(['i mean']);
      expect(fillersIn('it is kind of hard')).toEqual(['kind of']);
      expect(fillersIn('we sort of agreed')).toEqual(['sort of']);
      expect(fillersIn('it was kinda fun')).toEqual(['kind of']);
    });

    it('not when they carry their meaning', () => {
      expect(fillersIn('you know what I mean')).toEqual([]);
      expect(fillersIn('I mean it')).toEqual([]);
      expect(fillersIn('which one I mean')).toEqual([]);
      expect(fillersIn('it was the moment , I mean , the second')).toEqual(['i mean']);
      expect(fillersIn('what kind of music do you play')).toEqual([]);
      expect(fillersIn('it is a sort of game')).toEqual([]);
    });
  });

  it('counts basically every time, and literally as an intensifier', () => {
    expect(fillersIn('basically it literally works')).toEqual(['basically', 'literally']);
    expect(fillersIn('it took literally six lessons')).toEqual(['literally']);
    expect(fillersIn('he was literally in tears')).toEqual(['literally']);
    expect(fillersIn('we read literally in the dark')).toEqual(['literally']);
  });

  it.each([
    ['do not take it literally'],
    ['she took the joke literally'],
    ['he meant every word of it literally'],
    ['do not take the tempo markings literally in the second movement'],
    ['the name literally means river mouth'],
    ['she called the light her child , though not literally'],
  ])('does not count literally in its literal sense: "%s"', (script) => {
    expect(fillersIn(script)).toEqual([]);
  });

  describe('actually', () => {
    it('is a filler opening a clause or set off by a pause', () => {
      expect(fillersIn('we stopped _0.4 actually , here is the part')).toEqual(['actually']);
      expect(fillersIn('it was , actually , fine')).toEqual(['actually']);
      expect(fillersIn('it works actually')).toEqual(['actually']);
    });
    it('means "in fact" inside a clause', () => {
      expect(fillersIn('what actually changed was the street')).toEqual([]);
      expect(fillersIn('after six months I actually enjoyed cooking')).toEqual([]);
    });
  });

  it('does not join a phrase across a pause', () => {
    // "you" ends one sentence, "know" opens the next.
    expect(fillersIn('thank you _1 know your audience')).toEqual([]);
  });

  it('finds nothing in nothing', () => {
    expect(findFillers([])).toEqual([]);
  });
});

describe('countFillers', () => {
  it('maps each filler to how often it was said', () => {
    const fillers = findFillers(makeWords('um it was , like , um , you know , like , big'));
    expect(countFillers(fillers)).toEqual({ um: 2, like: 2, 'you know': 1 });
  });
});

describe('findFillers with the punctuation a recognizer writes', () => {
  // Words said without a pause between them: only the punctuation marks breaks.
  const writtenFillers = (script: string) =>
    findFillers(makeWords(script, { written: true })).map((f) => f.word);

  it('counts fillers the recognizer set off with commas, with no pause around them', () => {
    expect(writtenFillers('It was, like, huge.')).toEqual(['like']);
    expect(writtenFillers('It is hard, you know, to start.')).toEqual(['you know']);
    expect(writtenFillers('Actually, cakes are how people find us.')).toEqual(['actually']);
    expect(writtenFillers('So, we put a sign on the fence.')).toEqual(['so']);
    expect(writtenFillers('Okay, that is the whole request.')).toEqual(['okay']);
    expect(writtenFillers('That is it, okay? Then we eat.')).toEqual(['okay']);
    expect(writtenFillers('Right, here is why.')).toEqual(['right']);
    expect(writtenFillers('People get angry, right?')).toEqual(['right']);
    expect(writtenFillers('I mean, we could have grown faster.')).toEqual(['i mean']);
    // A relative clause the recognizer wrote a comma after.
    expect(writtenFillers('Do you know the moment I mean, when the lamp goes out?')).toEqual([]);
  });

  it('takes "right" after a direction as the direction, pauses around it or not', () => {
    // Channel names read out with a pause between the words (a real recording, no punctuation).
    expect(writtenFillers('Front _0.28 right _1.2 side _0.2 left _1 rear _0.3 right')).toEqual([]);
    expect(writtenFillers('you are _0.4 right _0.5 and then')).toEqual([]);
    expect(writtenFillers('it was stolen _0.22 right _0.36 in front of us')).toEqual(['right']);
    // The same read with longer pauses: the recognizer writes commas (a real recording).
    expect(
      writtenFillers(
        'Front, center, front, left, front, right, rear, center, rear, left, rear, right, side, left, side, right.',
      ),
    ).toEqual([]);
    expect(writtenFillers('The front, right, is where we start.')).toEqual([]);
    // A question still makes it a tag.
    expect(writtenFillers('We sat at the front, right?')).toEqual(['right']);
    expect(writtenFillers('It was, right, the worst day.')).toEqual(['right']);
  });

  it('never counts the meaningful uses', () => {
    for (const sentence of [
      'We like dogs.',
      'Do you know him?',
      'The actual figure is higher.',
      'It looks like rain.',
      'So we wrote down what sold.',
      'We show them how, so that they can do it.',
      'That kind of car costs more.',
      'That is the right answer.',
      'They are both right.',
      'It is okay with me.',
      'Every hour helps, and I mean it.',
      'It was actually fun.',
      'Cities like Paris have more trees.',
      'Like many of you, I started late.',
      'The school said, okay.',
      'They said okay, and we started.',
      'Is that okay? I think it is better than okay.',
      'Are you okay, Sam?',
      'As most of you know, the heating failed.',
    ]) {
      expect(writtenFillers(sentence), sentence).toEqual([]);
    }
  });

  it('looks through hesitations: "I, um, like dogs" is the verb', () => {
    const words = makeWords('I um like dogs.', { written: true });
    expect(findFillers(words).map((f) => [f.word, f.type])).toEqual([['um', 'hesitation']]);
  });

  it('takes "like" before a quantifier inside a clause for a hedge', () => {
    expect(fillersIn('I tried like every trick')).toEqual(['like']);
  });

  it('takes "like" before an amount for an approximation', () => {
    expect(writtenFillers('It would be like a few hours a month.')).toEqual(['like']);
    expect(writtenFillers('We pulled out like 50 tires.')).toEqual(['like']);
    expect(writtenFillers('It was like the best hour of my week.')).toEqual(['like']);
    expect(writtenFillers('It was like a dream.')).toEqual([]);
  });

  it('puts the pause after an article the aligner squeezed back before it', () => {
    // "like" 0.3 s, "a" squeezed to 30 ms right after it, then 0.3 s of silence, "second".
    const words = [
      { word: 'chest', text: 'chest,', start: 0, end: 0.4, confidence: 0.9 },
      { word: 'like', text: 'like', start: 0.7, end: 1, confidence: 0.9 },
      { word: 'a', text: 'a', start: 1, end: 1.03, confidence: 0.9 },
      { word: 'second', text: 'second', start: 1.33, end: 1.7, confidence: 0.9 },
    ];
    expect(findFillers(words).map((f) => f.word)).toEqual(['like']);
  });
});
