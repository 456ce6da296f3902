import { describe, expect, it } from 'vitest';
import * as corpusModule from './prompt-corpus.ts';
import { PROMPT_CORPUS } from './prompt-corpus.ts';

/** Lower-case words with punctuation dropped, so 'Tea, please!' and 'tea please' compare equal. */
function words(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

function normalize(prompt: string): string {
  return words(prompt).join(' ');
}

/** Every group of prompts sharing the same key, as [key, prompts] pairs. */
function collisions(keyOf: (prompt: string) => string): [string, string[]][] {
  const byKey = new Map<string, string[]>();
  for (const prompt of PROMPT_CORPUS) {
    const key = keyOf(prompt);
    byKey.set(key, [...(byKey.get(key) ?? []), prompt]);
  }
  return [...byKey.entries()].filter(([, prompts]) => prompts.length > 1);
}

describe('PROMPT_CORPUS', () => {
  it('is the only export, with no default export', () => {
    expect(Object.keys(corpusModule)).toEqual(['PROMPT_CORPUS']);
  });

  it('is frozen so callers cannot reorder or edit it', () => {
    expect(Object.isFrozen(PROMPT_CORPUS)).toBe(true);
  });

  it('has at least one prompt for every day of the year', () => {
    expect(PROMPT_CORPUS.length).toBeGreaterThanOrEqual(365);
  });

  it('has no duplicates, ignoring case and punctuation', () => {
    expect(collisions(normalize)).toEqual([]);
  });

  it('keeps every prompt between 30 and 200 characters', () => {
    const outOfRange = PROMPT_CORPUS.filter((p) => p.length < 30 || p.length > 200);
    expect(outOfRange).toEqual([]);
  });

  it('writes every prompt as a complete sentence', () => {
    const incomplete = PROMPT_CORPUS.filter(
      (p) => !/^\p{Lu}/u.test(p) || !/[.?!]$/.test(p) || words(p).length < 5,
    );
    expect(incomplete).toEqual([]);
  });

  it('has no leading or trailing whitespace and no double spaces', () => {
    const badSpacing = PROMPT_CORPUS.filter((p) => p !== p.trim() || /\s{2,}/.test(p));
    expect(badSpacing).toEqual([]);
  });

  it('uses only plain letters, digits and ordinary punctuation', () => {
    // Catches curly quotes, tabs, stray symbols and other copy-paste debris.
    const oddCharacters = PROMPT_CORPUS.filter((p) => !/^[\p{L}\p{N} .,?!:;'-]+$/u.test(p));
    expect(oddCharacters).toEqual([]);
  });

  it('has no near-duplicates sharing the same first six words', () => {
    expect(collisions((p) => words(p).slice(0, 6).join(' '))).toEqual([]);
  });

  it('has no near-duplicates sharing most of their words', () => {
    const wordSets = PROMPT_CORPUS.map((p) => new Set(words(p)));
    const tooSimilar: [string, string][] = [];
    for (let i = 0; i < wordSets.length; i++) {
      for (let j = i + 1; j < wordSets.length; j++) {
        const a = wordSets[i]!;
        const b = wordSets[j]!;
        const shared = [...a].filter((word) => b.has(word)).length;
        const jaccard = shared / (a.size + b.size - shared);
        if (jaccard >= 0.6) tooSimilar.push([PROMPT_CORPUS[i]!, PROMPT_CORPUS[j]!]);
      }
    }
    expect(tooSimilar).toEqual([]);
  });
});
