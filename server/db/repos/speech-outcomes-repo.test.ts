import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticAnalysis } from '@server/coach/test-support/synthetic-analysis';
import { createJobQueue } from '@server/jobs/job-queue';
import { TRANSCRIBE_SPEECH } from '@server/jobs/job-types';
import { databaseTargets } from '@server/test-support/databases';
import { openTestDatabase } from '@server/test-support/test-database';
import { analysisRowOf, createAnalysesRepo } from './analyses-repo';
import { createSpeechOutcomesRepo } from './speech-outcomes-repo';
import { createSpeechesRepo } from './speeches-repo';
import { createUsersRepo } from './users-repo';

describe.each(databaseTargets())('speech outcomes on $name', (target) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(target);
  });
  afterAll(() => db.close());

  it('reads every watched speech in one query: processing, analysed, failed; a missing one is absent', async () => {
    const k = db.handle.db;
    const queue = createJobQueue(k, db.handle.dialect, { leaseMs: 60_000 });
    const user = await createUsersRepo(k).create({
      username: `outcomes_${target.name}`,
      guestId: `outcomes-${target.name}`,
      isGuest: true,
    });
    const speeches = createSpeechesRepo(k);
    const make = async (name: string) => {
      const job = await queue.enqueue(TRANSCRIBE_SPEECH, { speechId: 0 }, { id: `job-${name}` });
      const speech = await speeches.insert({
        userId: user.id,
        title: name,
        prompt: null,
        recordedAt: new Date().toISOString(),
        duration: 30,
        audioKey: `${user.id}/${name}.webm`,
        audioMime: 'audio/webm',
        audioBytes: 1000,
        transcription: null,
        transcriptionId: job.id,
        saved: 0,
        createdAt: new Date().toISOString(),
      });
      return { speech, job };
    };
    const waiting = await make('waiting');
    const analysed = await make('analysed');
    const failed = await make('failed');
    await createAnalysesRepo(k).upsert(
      analysisRowOf(analysed.speech.id, syntheticAnalysis({ sentences: ['Trees cool streets.'] })),
    );
    await k.updateTable('jobs').set({ status: 'failed' }).where('id', '=', failed.job.id).execute();

    const outcomes = await createSpeechOutcomesRepo(k).findOutcomes([
      waiting.speech.id,
      analysed.speech.id,
      failed.speech.id,
      999_999,
    ]);
    expect(Object.fromEntries(outcomes)).toEqual({
      [waiting.speech.id]: null,
      [analysed.speech.id]: 'analysed',
      [failed.speech.id]: 'failed',
    });
    expect(await createSpeechOutcomesRepo(k).findOutcomes([])).toEqual(new Map());
  });
});
