import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { HesitationProbe } from './hesitation-probe';
import { HESITATION_PROBE_PATH, meanFrameScore } from './hesitation-probe';

describe('meanFrameScore', () => {
  const tracks = [
    { start: 0, end: 1, scores: [0, 2, 4, 6] },
    { start: 10, end: 11, scores: [1, 1, 1, 9] },
  ];

  it('averages the frames whose centres lie in the stretch, in the track that holds it', () => {
    // Centres at 0.125, 0.375, 0.625, 0.875.
    expect(meanFrameScore(tracks, 0.3, 0.7)).toBe(3);
    expect(meanFrameScore(tracks, 10.5, 11)).toBe(5);
  });

  it('reads an overlapping stretch from the track with the most audio around it', () => {
    const overlapping = [
      { start: 0, end: 4, scores: [0, 0, 0, 1] },
      { start: 2, end: 10, scores: [9, 9, 5, 9, 9, 9, 9, 9] },
    ];
    // 3.2-3.8 lies at the first track's end and in the second's middle.
    expect(meanFrameScore(overlapping, 3.2, 3.8)).toBe(9);
    expect(meanFrameScore(overlapping, 0.2, 0.8)).toBe(0);
  });

  it('has no score for a sliver between centres or a stretch outside every track', () => {
    expect(meanFrameScore(tracks, 0.4, 0.6)).toBeUndefined();
    expect(meanFrameScore(tracks, 5, 5.2)).toBeUndefined();
    expect(meanFrameScore(tracks, 0.9, 10.1)).toBeUndefined();
  });
});

describe('the shipped probe', () => {
  it("has one weight per dimension of Moonshine Tiny's encoder and was trained on the development set", async () => {
    const probe = JSON.parse(await fs.readFile(HESITATION_PROBE_PATH, 'utf8')) as HesitationProbe;
    expect(probe.weights).toHaveLength(288);
    expect(probe.weights.every(Number.isFinite)).toBe(true);
    expect(Number.isFinite(probe.bias)).toBe(true);
    expect(probe.trainedOn.length).toBeGreaterThan(0);
    expect(probe.trainedOn.some((name) => name.startsWith('test-'))).toBe(false);
    // Development speeches said again by the development set's voices only (ADR 49): the
    // held-out set's voices (flite kal, festival's) stay unheard.
    const revoiced = probe.trainedOn.filter((name) => name.startsWith('voiced-'));
    expect(revoiced.length).toBeGreaterThan(0);
    expect(revoiced.every((name) => /-as-(awb|kal16|rms|slt)$/.test(name))).toBe(true);
  });
});
