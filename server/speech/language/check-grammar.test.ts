import { afterAll, describe, expect, it } from 'vitest';
import { makeWords } from '../test-support/make-words';
import { checkGrammar } from './check-grammar';
import type { CheckerLint } from './grammar-issues';
import { GRAMMAR_KINDS } from './grammar-issues';
import { closeLanguageChecker, lintWithHarper } from './harper-checker';

afterAll(() => closeLanguageChecker());

describe('checkGrammar with a stand-in checker', () => {
  const words = makeWords('we goes home _1 it is late', { startSec: 1 });

  it('presents the words as sentences and maps findings back', async () => {
    const seen: string[] = [];
    const lint = async (text: string): Promise<CheckerLint[]> => {
      seen.push(text);
      return [
        {
          rule: 'PronounVerbAgreement',
          kind: 'Agreement',
          start: 3,
          end: 7,
          message: 'agree',
          suggestions: ['go'],
        },
      ];
    };
    expect(await checkGrammar(words, { lint })).toEqual([
      {
        start: 3,
        end: 7,
        text: 'goes',
        message: 'agree',
        suggestions: ['go'],
        rule: 'harper:PronounVerbAgreement',
        time: words[1]?.start,
      },
    ]);
    expect(seen).toEqual(['We goes home. It is late.']);
  });

  it('skips an issue on a word not heard for sure (the recognizer may have misheard it)', async () => {
    const unsure = words.map((w, i) => (i === 1 ? { ...w, lowConfidence: true } : w));
    const lint = async (): Promise<CheckerLint[]> => [
      {
        rule: 'Agreement',
        kind: 'Agreement',
        start: 3,
        end: 7,
        message: 'agree',
        suggestions: ['go'],
      },
    ];
    expect(await checkGrammar(unsure, { lint })).toEqual([]);
  });

  it("checks Moonshine's own sentences when the words carry its writing", async () => {
    const written = makeWords('we goes home it is late', { startSec: 1 }).map((w, i) => ({
      ...w,
      text: ['We', 'goes', 'home,', 'it', 'is', 'late.'][i],
    }));
    const seen: string[] = [];
    const lint = async (text: string): Promise<CheckerLint[]> => {
      seen.push(text);
      return [
        {
          rule: 'Agreement',
          kind: 'Agreement',
          start: 3,
          end: 7,
          message: 'agree',
          suggestions: ['go'],
        },
      ];
    };
    const issues = await checkGrammar(written, { lint });
    expect(seen).toEqual(['We goes home, it is late.']);
    expect(issues?.[0]).toMatchObject({ start: 3, end: 7, text: 'goes' });
  });

  it('is null when the checker fails, and says why', async () => {
    const errors: unknown[] = [];
    const lint = () => Promise.reject(new Error('worker gone'));
    expect(await checkGrammar(words, { lint, onError: (e) => errors.push(e) })).toBeNull();
    expect(errors).toEqual([new Error('worker gone')]);
  });

  it('rejects when the analysis was aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    const lint = () => Promise.reject(new Error('stop'));
    await expect(checkGrammar(words, { lint, signal: controller.signal })).rejects.toThrow('stop');
  });

  it('has nothing to check without words', async () => {
    expect(await checkGrammar([])).toEqual([]);
  });
});

describe('checkGrammar with harper.js', () => {
  it('finds grammar, not the missing capitals and punctuation of a transcript', async () => {
    const words = makeWords(
      'i think they was happy and he go to the store _0.5 i went there with my friend _0.5 we talked for a while',
    );
    const issues = await checkGrammar(words);
    expect(issues?.map((i) => [i.rule, i.text])).toEqual([
      ['podium:was-were', 'they was'],
      ['harper:PronounVerbAgreement', 'go'],
    ]);
  });

  it("does not blame the speaker for the recognizer's spelling of sound-alikes", async () => {
    const words = makeWords('their going to win _0.5 i could of done better _0.5 its tail is long');
    expect(await checkGrammar(words)).toEqual([]);
  });

  it('finds "a apple" and "more easier", which a speaker does say', async () => {
    const issues = await checkGrammar(makeWords('i ate a apple and it was more easier'));
    expect(issues?.map((i) => i.text)).toEqual(['a', 'more easier']);
  });

  it.each([
    'I seen it.',
    'He could went home.',
    'We should not even tried.',
    'Less people came.',
    'Between you and I, it works.',
    "I don't know nothing.",
    'There is many reasons.',
    'Everyone are here.',
    'Me and him went home.',
    'I think they was happy.',
  ])('backs up harper where it misses a spoken error: "%s"', async (sentence) => {
    // If harper starts to catch one of these, Podium's rule for it can go.
    const lints = await lintWithHarper(sentence);
    expect(lints.filter((l) => GRAMMAR_KINDS.has(l.kind))).toEqual([]);
    const words = makeWords(sentence.toLowerCase().replace(/[.,]/g, ''));
    expect((await checkGrammar(words))?.length).toBe(1);
  });
});
