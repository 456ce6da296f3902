import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFixture, type Fixture } from '@scripts/fixtures/ensure-fixture';
import { analyzeSpeech } from './analyze-speech';
import { createSegmentScheduler } from './segment-scheduler';
import type { TextTranscriber } from './transcriber';

let pauses: Fixture;
let tmpDir = '';

beforeAll(async () => {
  pauses = await ensureFixture('pauses');
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'podium-shared-pool-test-'));
});

afterAll(() => fs.rm(tmpDir, { recursive: true, force: true }));

describe('analyses sharing one segment pool', () => {
  it('never recognize more segments at once than the pool has slots, and take turns', async () => {
    const scheduler = createSegmentScheduler({ slots: 1 });
    const order: string[] = [];
    let running = 0;
    let peak = 0;
    // A recognizer that hears nothing, slowly: the real pipeline around it, without the model.
    const recognizer = (name: string): TextTranscriber => ({
      kind: 'text',
      name: 'fake',
      async transcribe() {
        order.push(name);
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 50));
        running--;
        return [];
      },
    });
    const run = (name: string) =>
      analyzeSpeech(pauses.wavPath, {
        recognizer: recognizer(name),
        scheduler,
        // Segments of at most 8 s on this 21 s recording: several per analysis.
        segments: { maxSec: 8, minSec: 3 },
        processes: 4,
        tmpDir,
      });
    const [a, b] = await Promise.all([run('a'), run('b')]);

    expect(a.durationSec).toBeCloseTo(pauses.labels.durationSec, 1);
    expect(b.durationSec).toBeCloseTo(pauses.labels.durationSec, 1);
    expect(peak).toBe(1);
    expect(order.filter((n) => n === 'a').length).toBeGreaterThanOrEqual(3);
    console.info(`segments recognized in the order ${order.join(' ')}`);
    // From the first of b's segments on, the two take turns until one has none left.
    const turns = Math.min(...['a', 'b'].map((n) => order.filter((o) => o === n).length));
    const fromB = order.slice(order.indexOf('b'), order.indexOf('b') + 2 * turns - 1);
    expect(fromB.length).toBeGreaterThanOrEqual(5);
    expect(fromB.every((name, i) => i === 0 || name !== fromB[i - 1])).toBe(true);
    expect(scheduler.stats()).toEqual({ slots: 1, busy: 0, waiting: 0 });
  }, 60_000);
});
