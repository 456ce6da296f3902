import { describe, expect, it } from 'vitest';
import type { SpeechDto } from '@common/contract/speech';
import { sortSpeechesNewestFirst } from './sort-speeches';

const at = (id: number, recordedAt: string) => ({ id, recordedAt }) as SpeechDto;

describe('sortSpeechesNewestFirst', () => {
  it('sorts by recordedAt, newest first, with unreadable dates last', () => {
    const sorted = sortSpeechesNewestFirst([
      at(1, '2025-03-01T10:00:00Z'),
      at(2, 'garbage'),
      at(3, '2025-03-14T10:00:00Z'),
      at(4, '2025-03-14T10:00:00Z'),
    ]);
    expect(sorted.map((s) => s.id)).toEqual([4, 3, 1, 2]);
  });
});
