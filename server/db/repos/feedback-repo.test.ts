import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@server/test-support/databases';
import { openTestDatabase } from '@server/test-support/test-database';
import { createFeedbackLocksRepo, createFeedbackRepo } from './feedback-repo';
import { createLinguisticRepo } from './linguistic-repo';
import { createSpeechesRepo } from './speeches-repo';
import { createUsageRepo } from './usage-repo';
import { createUsersRepo } from './users-repo';

describe.each(databaseTargets())('feedback repositories on $name', (target) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  });
  afterAll(() => db.close());

  let n = 0;
  const newUser = () =>
    createUsersRepo(db.handle.db).create({
      username: `fb_${++n}_${target.name}`,
      guestId: `fb-${n}-${target.name}`,
      isGuest: true,
    });
  const newSpeech = async (userId: number) =>
    createSpeechesRepo(db.handle.db).insert({
      userId,
      title: 'Talk',
      prompt: null,
      recordedAt: '2025-03-01T10:00:00.000Z',
      duration: 90,
      audioKey: `${userId}/${++n}.webm`,
      audioMime: 'audio/webm',
      audioBytes: 100,
      transcription: 'hello there',
      transcriptionId: `t-${n}-${target.name}`,
      saved: 0,
      createdAt: '2025-03-01T10:00:00.000Z',
    });
  const record = (userId: number, speechId: number, createdAt: string, hash = 'h1') => ({
    userId,
    speechId,
    summaryTag: 'Tag',
    clarityScore: 70,
    pacingScore: 60,
    confidenceScore: 50,
    deliveryScore: 40,
    strengths: '[]',
    areasToImprove: '[]',
    actionableTips: '[]',
    actionableDrills: null,
    rewriteSuggestions: null,
    overallFeedback: 'note',
    modelUsed: 'rules',
    usedFallback: 0 as const,
    coachingMode: 'general',
    transcriptHash: hash,
    details: '{}',
    createdAt,
  });

  it('gives one holder the lock, tells the other when it expires, and frees it on release', async () => {
    const locks = createFeedbackLocksRepo(db.handle.db);
    const user = await newUser();
    const now = new Date('2025-03-01T10:00:00.000Z');
    expect(await locks.acquire('speech:1', user.id, 'a', now, 120_000)).toEqual({ acquired: true });
    const later = new Date(now.getTime() + 30_000);
    expect(await locks.acquire('speech:1', user.id, 'b', later, 120_000)).toEqual({
      acquired: false,
      expiresAt: '2025-03-01T10:02:00.000Z',
    });
    // Someone else's token does not release it.
    await locks.release('speech:1', 'b');
    expect((await locks.acquire('speech:1', user.id, 'c', later, 120_000)).acquired).toBe(false);
    await locks.release('speech:1', 'a');
    expect(await locks.acquire('speech:1', user.id, 'c', later, 120_000)).toEqual({
      acquired: true,
    });
  });

  it('lets a request take over a lock whose holder died', async () => {
    const locks = createFeedbackLocksRepo(db.handle.db);
    const user = await newUser();
    const now = new Date('2025-03-01T10:00:00.000Z');
    await locks.acquire('speech:2', user.id, 'dead', now, 120_000);
    const after = new Date(now.getTime() + 121_000);
    expect(await locks.acquire('speech:2', user.id, 'alive', after, 120_000)).toEqual({
      acquired: true,
    });
  });

  it('lets only one of many simultaneous requests hold the lock', async () => {
    const locks = createFeedbackLocksRepo(db.handle.db);
    const user = await newUser();
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => locks.acquire('speech:3', user.id, `t${i}`, now, 60_000)),
    );
    expect(results.filter((r) => r.acquired)).toHaveLength(1);
  });

  it('finds cached feedback by speech and transcript and lists newest first', async () => {
    const repo = createFeedbackRepo(db.handle.db);
    const user = await newUser();
    const speech = await newSpeech(user.id);
    const older = await repo.insert(record(user.id, speech.id, '2025-03-01T10:00:00.000Z'));
    const newer = await repo.insert(record(user.id, speech.id, '2025-03-02T10:00:00.000Z', 'h2'));
    expect((await repo.findCached(user.id, speech.id, 'h1', 'general'))?.id).toBe(older.id);
    expect(await repo.findCached(user.id, speech.id, 'h3', 'general')).toBeUndefined();
    const other = await newUser();
    expect(await repo.findCached(other.id, speech.id, 'h1', 'general')).toBeUndefined();
    expect((await repo.listByUser(user.id, 10)).map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(await repo.listByUser(user.id, 1)).toHaveLength(1);
    expect(newer.usedFallback).toBe(0);
  });

  it('stores linguistic feedback once per user and transcript', async () => {
    const repo = createLinguisticRepo(db.handle.db);
    const user = await newUser();
    const row = {
      userId: user.id,
      speechId: null,
      transcriptHash: 'x',
      corrections: '[]',
      modelUsed: 'rules',
      usedFallback: 0 as const,
      createdAt: '2025-03-01T10:00:00.000Z',
    };
    await repo.save(row);
    await repo.save({ ...row, modelUsed: 'second' });
    expect((await repo.find(user.id, 'x'))?.modelUsed).toBe('rules');
  });

  it('gives a use back, never below zero', async () => {
    const usage = createUsageRepo(db.handle.db);
    const user = await newUser();
    await usage.take(user.id, 'feedback', '2025-03-01', 3);
    await usage.giveBack(user.id, 'feedback', '2025-03-01');
    await usage.giveBack(user.id, 'feedback', '2025-03-01');
    expect(await usage.get(user.id, 'feedback', '2025-03-01')).toBe(0);
  });
});
