import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@server/test-support/databases';
import { openTestDatabase } from '@server/test-support/test-database';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { analysisRowOf, createAnalysesRepo } from './analyses-repo';
import { createPromptsRepo } from './prompts-repo';
import { createSpeechesRepo } from './speeches-repo';
import { createUsageRepo } from './usage-repo';
import { createUsersRepo } from './users-repo';

describe.each(databaseTargets())('repositories on $name', (target) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  });
  afterAll(() => db.close());

  const repos = () => {
    const k = db.handle.db;
    return {
      users: createUsersRepo(k),
      speeches: createSpeechesRepo(k),
      analyses: createAnalysesRepo(k),
      usage: createUsageRepo(k),
      prompts: createPromptsRepo(k),
    };
  };

  let n = 0;
  const newUser = (isGuest = true) =>
    repos().users.create({
      username: `user_${++n}_${target.name}`,
      guestId: `g-${n}-${target.name}`,
      isGuest,
    });

  const speech = (userId: number, recordedAt: string, title = 'Talk') => ({
    userId,
    title,
    prompt: null,
    recordedAt,
    duration: 61.5,
    audioKey: `${userId}/${recordedAt}.webm`,
    audioMime: 'audio/webm',
    audioBytes: 1000,
    transcription: null,
    transcriptionId: `t-${userId}-${recordedAt}`,
    saved: 0 as const,
    createdAt: recordedAt,
  });

  it('stores users with booleans and finds them by each key', async () => {
    const { users } = repos();
    const created = await users.create({
      username: 'ada',
      guestId: 'guest-ada',
      supabaseId: 'auth-ada',
      isGuest: true,
    });
    expect(created.id).toBeGreaterThan(0);
    expect(created.isGuest).toBe(1);
    expect(created.isPro).toBe(0);
    expect((await users.findByGuestId('guest-ada'))?.id).toBe(created.id);
    expect((await users.findBySupabaseId('auth-ada'))?.id).toBe(created.id);
    expect((await users.findByUsername('ada'))?.id).toBe(created.id);
    const updated = await users.update(created.id, { username: 'ada2', isPro: 1 });
    expect(updated?.username).toBe('ada2');
    expect(updated?.isPro).toBe(1);
  });

  it('finds by auth id with the query compiled once: each id its own row, in camel case', async () => {
    const { users } = repos();
    const a = await users.create({ username: 'sid_a', supabaseId: 'auth-sid-a', isGuest: false });
    const b = await users.create({ username: 'sid_b', supabaseId: 'auth-sid-b', isGuest: false });
    expect(await users.findBySupabaseId('auth-sid-b')).toEqual(await users.findById(b.id));
    expect(await users.findBySupabaseId('auth-sid-a')).toEqual(await users.findById(a.id));
    expect((await users.findBySupabaseId('auth-sid-a'))?.speechesVersion).toBe(0);
    expect(await users.findBySupabaseId('auth-sid-none')).toBeUndefined();
  });

  it('refuses a second user with the same username', async () => {
    const { users } = repos();
    await users.create({ username: 'taken', isGuest: false });
    await expect(users.create({ username: 'taken', isGuest: false })).rejects.toThrow();
  });

  it("lists a user's speeches newest first, counts them, and keeps users apart", async () => {
    const { speeches } = repos();
    const a = await newUser();
    const b = await newUser();
    await speeches.insert(speech(a.id, '2026-01-02T10:00:00.000Z', 'middle'));
    await speeches.insert(speech(a.id, '2026-01-03T10:00:00.000Z', 'newest'));
    await speeches.insert(speech(a.id, '2026-01-01T10:00:00.000Z', 'oldest'));
    await speeches.insert(speech(b.id, '2026-01-05T10:00:00.000Z', 'other user'));
    expect((await speeches.listByUser(a.id, 10)).map((s) => s.title)).toEqual([
      'newest',
      'middle',
      'oldest',
    ]);
    expect((await speeches.listByUser(a.id, 2)).map((s) => s.title)).toEqual(['newest', 'middle']);
    expect(await speeches.countByUser(a.id)).toBe(3);
    expect(await speeches.countByUser(b.id)).toBe(1);
  });

  it('keeps one analysis per speech, replaced when re-run', async () => {
    const { speeches, analyses } = repos();
    const user = await newUser();
    const s = await speeches.insert(speech(user.id, '2026-02-01T10:00:00.000Z'));
    const base = {
      speechId: s.id,
      text: 'first run',
      wordsPerMinute: 130.5,
      confidenceScore: 80,
      grammarScore: null,
      fillerWords: 2,
      fillerWordsList: '{"um":2}',
      pauses: 1,
      speakingTimeSec: 42.5,
      details: '{}',
      createdAt: '2026-02-01T10:01:00.000Z',
    };
    await analyses.upsert(base);
    await analyses.upsert({ ...base, text: 'second run', wordsPerMinute: 140 });
    const found = await analyses.findBySpeechId(s.id);
    expect(found?.text).toBe('second run');
    expect(found?.wordsPerMinute).toBe(140);
    const summaries = await analyses.findSummariesBySpeechIds([s.id, 999_999]);
    expect(summaries.size).toBe(1);
    expect(summaries.get(s.id)).not.toHaveProperty('details');
    expect(summaries.get(s.id)?.speakingTimeSec).toBe(42.5);
  });

  it('links a retake to its earlier speech, and unlinks it when that one is deleted', async () => {
    const { speeches } = repos();
    const user = await newUser();
    const first = await speeches.insert(speech(user.id, '2026-02-03T10:00:00.000Z'));
    const retake = await speeches.insert({
      ...speech(user.id, '2026-02-04T10:00:00.000Z'),
      retakeOf: first.id,
    });
    expect(retake.retakeOf).toBe(first.id);
    expect(
      (await speeches.insert(speech(user.id, '2026-02-05T10:00:00.000Z'))).retakeOf,
    ).toBeNull();
    await db.handle.db.deleteFrom('speeches').where('id', '=', first.id).execute();
    expect((await speeches.findById(retake.id))?.retakeOf).toBeNull();
  });

  it('stores the waveform in its own column, kept when a re-measured analysis has none', async () => {
    const { speeches, analyses } = repos();
    const user = await newUser();
    const s = await speeches.insert(speech(user.id, '2026-02-02T10:00:00.000Z'));
    const measured = {
      durationSec: 1,
      speakingTimeSec: 0.8,
      transcript: 'hello',
      words: [],
      wordCount: 1,
      wordsPerMinute: 75,
      fillerWords: 0,
      fillerWordsList: {},
      fillers: [],
      pauses: 0,
      pauseList: [],
      longestPauseSec: 0,
      confidenceScore: 70,
      grammarScore: null,
    } satisfies SpeechAnalysis;
    const waveform = { secondsPerPeak: 0.05, peaks: [0, 40, 100, 12] };
    await analyses.upsert(analysisRowOf(s.id, { ...measured, waveform }));
    const first = await analyses.findBySpeechId(s.id);
    expect(JSON.parse(first?.waveform ?? 'null')).toEqual(waveform);
    expect(JSON.parse(first?.details ?? '{}')).not.toHaveProperty('waveform');

    await analyses.upsert(analysisRowOf(s.id, { ...measured, transcript: 'hello again' }));
    const second = await analyses.findBySpeechId(s.id);
    expect(second?.text).toBe('hello again');
    expect(JSON.parse(second?.waveform ?? 'null')).toEqual(waveform);
    expect(await analyses.findSummariesBySpeechIds([s.id])).not.toHaveProperty('waveform');
  });

  it('counts daily usage up to the limit and no further, per day', async () => {
    const { usage } = repos();
    const user = await newUser();
    const taken = [];
    for (let i = 0; i < 4; i++)
      taken.push(await usage.take(user.id, 'prompt_refresh', '2026-03-01', 3));
    expect(taken).toEqual([1, 2, 3, null]);
    expect(await usage.get(user.id, 'prompt_refresh', '2026-03-01')).toBe(3);
    expect(await usage.take(user.id, 'prompt_refresh', '2026-03-02', 3)).toBe(1);
    expect(await usage.take(user.id, 'feedback', '2026-03-01', 3)).toBe(1);
  });

  it('never lets concurrent requests pass the limit', async () => {
    const { usage } = repos();
    const user = await newUser();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => usage.take(user.id, 'prompt_refresh', '2026-04-01', 4)),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(4);
  });

  it('seeds prompts once and keeps their order', async () => {
    const { prompts } = repos();
    expect(await prompts.seed(['One?', 'Two?', 'Three?'])).toBe(3);
    expect(await prompts.seed(['One?', 'Two?', 'Three?', 'Four?'])).toBe(1);
    expect((await prompts.listAll()).map((p) => p.text)).toEqual([
      'One?',
      'Two?',
      'Three?',
      'Four?',
    ]);
  });
});
