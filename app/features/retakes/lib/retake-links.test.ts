import { describe, expect, it } from 'vitest';
import { retakeLinksOf } from './retake-links';

const s = (id: number, retakeOf: number | null, recordedAt: string) => ({
  id,
  retakeOf,
  recordedAt,
});

describe('retakeLinksOf', () => {
  const list = [
    s(1, null, '2026-11-01T10:00:00Z'),
    s(2, 1, '2026-11-02T10:00:00Z'),
    s(3, 1, '2026-11-03T10:00:00Z'),
    s(4, null, '2026-11-04T10:00:00Z'),
  ];

  it('links a first attempt to the comparison with its newest retake', () => {
    expect(retakeLinksOf(list[0] ?? s(0, null, ''), list)).toEqual({
      earlier: null,
      later: '/feedback/3/compare',
    });
  });

  it('links a retake to its comparison with the speech it tried again', () => {
    expect(retakeLinksOf(list[1] ?? s(0, null, ''), list)).toEqual({
      earlier: '/feedback/2/compare',
      later: null,
    });
  });

  it('links nothing for a speech never retaken', () => {
    expect(retakeLinksOf(list[3] ?? s(0, null, ''), list)).toEqual({ earlier: null, later: null });
  });
});
