import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ArticleProbe } from './article-probe';
import { ARTICLE_PROBE_PATH, onsetFrameScore } from './article-probe';

describe('onsetFrameScore', () => {
  // Frame centres at 0.125, 0.375, 0.625, 0.875 and 10.125 ...
  const tracks = [
    { start: 0, end: 1, scores: [0, 0, 0, 0], articles: [1, 2, 3, 4] },
    { start: 10, end: 11, scores: [0, 0, 0, 0], articles: [5, 6, 7, 8] },
  ];
  const articles = (t: { articles?: readonly number[] }) => t.articles;

  it("reads the first frame whose centre is at or after the word's start", () => {
    expect(onsetFrameScore(tracks, 0.3, 0.9, articles)).toBe(2);
    expect(onsetFrameScore(tracks, 10.6, 11, articles)).toBe(7);
  });

  it('lets a frame centred just before the start (within 12 ms) count as the first', () => {
    expect(onsetFrameScore(tracks, 0.385, 0.9, articles)).toBe(2);
    expect(onsetFrameScore(tracks, 0.39, 0.9, articles)).toBe(3);
  });

  it('reads the frame nearest a word too short to hold a centre', () => {
    expect(onsetFrameScore(tracks, 0.4, 0.5, articles)).toBe(2);
    expect(onsetFrameScore(tracks, 0.51, 0.58, articles)).toBe(3);
  });

  it('has no score outside every track, or where the track has no such channel', () => {
    expect(onsetFrameScore(tracks, 5, 5.2, articles)).toBeUndefined();
    expect(onsetFrameScore([{ start: 0, end: 1, scores: [1, 2] }], 0.1, 0.3, articles)).toBe(
      undefined,
    );
  });

  it('reads from the track with the most audio around the word', () => {
    const overlapping = [
      { start: 0, end: 4, scores: [], articles: [0, 0, 0, 1] },
      { start: 2, end: 10, scores: [], articles: [9, 9, 5, 9, 9, 9, 9, 9] },
    ];
    expect(onsetFrameScore(overlapping, 3.1, 3.4, articles)).toBe(9);
    expect(onsetFrameScore(overlapping, 0.5, 0.9, articles)).toBe(0);
  });
});

describe('the shipped article probe', () => {
  it('has one weight per dimension of Moonshine Tiny encoder and was trained on both words', async () => {
    const probe = JSON.parse(await fs.readFile(ARTICLE_PROBE_PATH, 'utf8')) as ArticleProbe;
    expect(probe.weights).toHaveLength(288);
    expect(probe.weights.every(Number.isFinite)).toBe(true);
    expect(Number.isFinite(probe.bias)).toBe(true);
    expect(probe.theExamples).toBeGreaterThan(100);
    expect(probe.examples - probe.theExamples).toBeGreaterThan(100);
    // Development speeches only: the held-out set (test-*) is never trained on.
    expect(probe.trainedOn.some((n) => n.startsWith('test-'))).toBe(false);
  });
});
