import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@server/test-support/databases';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrateTo, migrateToLatest } from '../migrate';

describe.each(databaseTargets())('migrations on $name', (target) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-migrate-'));
    const database = await target.create();
    drop = database.drop;
    handle = openDatabase({ databaseUrl: database.url, dataDir });
  });
  afterAll(async () => {
    await handle.destroy();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fills speaking time from the analyses stored before the column existed', async () => {
    await migrateTo(handle, '0002-coaching');
    const now = new Date().toISOString();
    const user = await handle.db
      .insertInto('users')
      .values({
        username: 'old',
        isGuest: 1,
        isPro: 0,
        createdAt: now,
        updatedAt: now,
        email: null,
        supabaseId: null,
        guestId: null,
        timezone: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const speech = await handle.db
      .insertInto('speeches')
      .values({
        userId: user.id,
        title: 'Before',
        prompt: null,
        recordedAt: now,
        duration: 70,
        audioKey: 'k.webm',
        audioMime: 'audio/webm',
        audioBytes: 1,
        transcription: 'hello',
        transcriptionId: 't-old',
        saved: 0,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The row as issue 2 wrote it: no speaking_time_sec column yet.
    await handle.raw
      .insertInto('analyses' as never)
      .values({
        speech_id: speech.id,
        text: 'hello',
        filler_words: 0,
        filler_words_list: '{}',
        pauses: 0,
        details: JSON.stringify({ speakingTimeSec: 64.25, durationSec: 70 }),
        created_at: now,
      } as never)
      .execute();

    expect(await migrateToLatest(handle)).toContain('0003-analysis-speaking-time');
    const row = await handle.db
      .selectFrom('analyses')
      .select('speakingTimeSec')
      .where('speechId', '=', speech.id)
      .executeTakeFirstOrThrow();
    expect(row.speakingTimeSec).toBe(64.25);
  });
});
