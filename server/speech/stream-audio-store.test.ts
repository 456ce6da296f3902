import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStreamAudioStore } from './stream-audio-store';

const ramp = (n: number) => Int16Array.from({ length: n }, (_, i) => (i * 7) % 30_000);

describe('createStreamAudioStore', () => {
  it('keeps stretches that extend what it has, and gives them back from the start', async () => {
    const store = createStreamAudioStore(fs.mkdtempSync(path.join(os.tmpdir(), 'audio-')));
    const whole = ramp(1000);
    await store.commit('s', whole, 0, 400);
    // A later pass: decoded from 300 on (a seek), kept to 700 (the rest of its end is not sure).
    const later = new Int16Array(900);
    later.set(whole.subarray(300, 900), 300);
    await store.commit('s', later, 300, 700);
    expect(await store.read('s')).toEqual(whole.slice(0, 700));
    // Nothing before the start, and nothing past a gap.
    await store.commit('s', whole, 800, 1000);
    expect((await store.read('s'))!.length).toBe(700);
    expect(await store.read('other')).toBeUndefined();
  });

  it('drops a stream whose new stretch disagrees with what it kept, for good', async () => {
    const store = createStreamAudioStore(fs.mkdtempSync(path.join(os.tmpdir(), 'audio-')));
    const whole = ramp(1000);
    await store.commit('s', whole, 0, 400);
    const wrong = whole.slice();
    wrong[350] = wrong[350]! + 1;
    await store.commit('s', wrong, 300, 800);
    expect(await store.read('s')).toBeUndefined();
    await store.commit('s', whole, 0, 900);
    expect(await store.read('s')).toBeUndefined();
  });

  it('forgets a stream when told', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audio-'));
    const store = createStreamAudioStore(dir);
    await store.commit('s', ramp(100), 0, 100);
    await store.drop('s');
    expect(await store.read('s')).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
