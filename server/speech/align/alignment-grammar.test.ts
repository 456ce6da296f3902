import { describe, expect, it } from 'vitest';
import { buildAlignmentGrammar } from './alignment-grammar';
import { letterToSound } from './letter-to-sound';
import { parseLexicon, pronounce, withSpokenVariants } from './pronounce';
import { readAlignment } from './read-alignment';

const lexicon = parseLexicon(
  [
    'the DH AH',
    'the(2) DH IY',
    'forty F AO R T IY',
    'podium P OW D IY AH M',
    'live L AY V',
    'stream S T R IY M',
    'good G UH D',
  ].join('\n'),
);

describe('pronounce', () => {
  it('takes the dictionary, then parts of dictionary words, then the letters', () => {
    expect(pronounce('the', lexicon)).toEqual({ phones: ['DH AH', 'DH IY'], source: 'dictionary' });
    expect(pronounce("podium's", lexicon)).toEqual({
      phones: ['P OW D IY AH M Z'],
      source: 'derived',
    });
    expect(pronounce('livestream', lexicon).phones).toEqual(['L AY V S T R IY M']);
    expect(pronounce('fbi', lexicon, { allCaps: true }).phones).toEqual(['EH F B IY AY']);
    expect(pronounce('zorblat', lexicon).source).toBe('letters');
  });

  it("says a hum with a vowel before its nasal, besides the dictionary's way", () => {
    const hum = withSpokenVariants(parseLexicon('hmm HH M\nhmm(2) HH AH M'));
    expect(pronounce('hmm', hum).phones).toEqual(['HH M', 'HH AH M']);
    expect(withSpokenVariants(new Map()).get('hmm')).toEqual(['HH AH M']);
  });

  it('makes a pronunciation from letters close to the spelling', () => {
    expect(letterToSound('shake')).toBe('SH EY K');
    expect(letterToSound('nation')).toBe('N AE SH AH N');
    expect(letterToSound('dogs')).toBe('D AA G Z');
  });
});

describe('buildAlignmentGrammar', () => {
  it('accepts the words in order with an optional um/uh between them, and a dictionary of just them', () => {
    const g = buildAlignmentGrammar(
      [{ say: ['the'] }, { say: ['forty'] }, { say: ['zorblat'] }],
      lexicon,
    );
    expect(g.grammar).toContain('public <s> = [<h>] the [<h>] forty [<h>] w2x [<h>];');
    expect(g.grammar).toContain('<h> = um | uh;');
    expect(g.dictionary).toContain('the DH AH\nthe(2) DH IY\n');
    expect(g.dictionary).toContain('um AH M\n');
    expect(g.dictionary).toMatch(/^w2x Z /m);
    expect(g.tokens.map((t) => t.wordIndex)).toEqual([0, 1, 2]);
  });

  it('puts no hesitation between the parts of one word', () => {
    const g = buildAlignmentGrammar([{ say: ['forty', 'good'] }, { say: ['the'] }], lexicon);
    expect(g.grammar).toContain('public <s> = [<h>] forty good [<h>] the [<h>];');
  });

  it('leaves the hesitation slots out when asked to (the retry for a grammar the slots broke)', () => {
    const g = buildAlignmentGrammar([{ say: ['forty', 'good'] }, { say: ['the'] }], lexicon, {
      hesitationSlots: false,
    });
    expect(g.grammar).toContain('public <s> = forty good the;');
    expect(g.grammar).not.toContain('<h>');
    // A transcript's own "um" still has its pronunciation.
    expect(g.dictionary).toContain('um AH M\n');
  });
});

describe('readAlignment', () => {
  const g = buildAlignmentGrammar(
    [{ say: ['the'] }, { say: ['forty', 'good'] }, { say: ['podium'] }],
    lexicon,
  );
  const output = [
    'the forty good um podium',
    '<sil> 0.000 0.300 1.000000',
    'the(2) 0.310 0.400 1.000000',
    '(NULL) 0.400 0.400 1.000000',
    'forty 0.410 0.700 1.000000',
    'good 0.710 0.900 1.000000',
    'um 0.910 1.200 1.000000',
    '[NOISE] 1.210 1.300 1.000000',
    'podium 1.310 1.800 1.000000',
  ].join('\n');

  it('puts the times on the words, joins a word said in parts, and keeps slot hits and noise as sounds', () => {
    const read = readAlignment(output, g.tokens, 3, g.pronunciations, 10);
    expect(read.words).toEqual([
      { start: 10.31, end: 10.41, phones: 'DH IY' },
      { start: 10.41, end: 10.91, phones: 'F AO R T IY G UH D' },
      { start: 11.31, end: 11.81, phones: 'P OW D IY AH M' },
    ]);
    expect(read.sounds).toEqual([
      { kind: 'hesitation-slot', start: 10.91, end: 11.21, label: 'um' },
      { kind: 'noise', start: 11.21, end: 11.31 },
    ]);
  });

  it('leaves every word without a time when the grammar did not match (no output)', () => {
    expect(readAlignment('', g.tokens, 3, g.pronunciations).words).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
