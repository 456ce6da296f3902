import { describe, expect, it } from 'vitest';
import { hesitationSpelled } from './hesitation-words';

describe('hesitationSpelled', () => {
  it('reads hesitations however drawn out, under one spelling', () => {
    expect(['um', 'Umm', 'ummm', 'uhm'].map(hesitationSpelled)).toEqual(['um', 'um', 'um', 'um']);
    expect(['uh', 'Uhh'].map(hesitationSpelled)).toEqual(['uh', 'uh']);
    expect(['hmm', 'hm', 'HUMM', 'mmm'].map(hesitationSpelled)).toEqual([
      'hmm',
      'hmm',
      'hmm',
      'hmm',
    ]);
    expect(['er', 'erm', 'ah'].map(hesitationSpelled)).toEqual(['er', 'erm', 'ah']);
  });

  it('leaves words alone', () => {
    expect(['hum', 'come', 'a', 'eh', 'umbrella', 'her'].map(hesitationSpelled)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
