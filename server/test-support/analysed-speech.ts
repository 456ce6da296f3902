import { randomUUID } from 'node:crypto';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { analysisRowOf, createAnalysesRepo } from '../db/repos/analyses-repo';
import { createSpeechesRepo } from '../db/repos/speeches-repo';
import type { Services } from '../services';

/**
 * A speech with a completed analysis, written straight to the database: coach
 * and feedback tests need many analyses and none of the recognizer's time.
 */
export async function insertAnalysedSpeech(
  services: Services,
  userId: number,
  analysis: SpeechAnalysis | null,
  options: { title?: string; duration?: number; coachingMode?: string } = {},
): Promise<number> {
  const { db } = services.handle;
  const now = new Date().toISOString();
  const speech = await createSpeechesRepo(db).insert({
    userId,
    title: options.title ?? 'Practice talk',
    prompt: null,
    recordedAt: now,
    duration: options.duration ?? analysis?.durationSec ?? 60,
    audioKey: `${userId}/${randomUUID()}.webm`,
    audioMime: 'audio/webm',
    audioBytes: 1000,
    transcription: analysis?.transcript ?? null,
    transcriptionId: randomUUID(),
    saved: 0,
    createdAt: now,
    ...(options.coachingMode ? { coachingMode: options.coachingMode } : {}),
  });
  if (analysis) {
    await createAnalysesRepo(db).upsert(analysisRowOf(speech.id, analysis, now));
  }
  return speech.id;
}

/** Turns a signed-in guest into a Free or Pro account, or moves them to a time zone. */
export async function setAccount(
  services: Services,
  userId: number,
  account: { isGuest?: boolean; isPro?: boolean; timezone?: string | null },
): Promise<void> {
  await services.handle.db
    .updateTable('users')
    .set({
      ...(account.isGuest === undefined ? {} : { isGuest: account.isGuest ? 1 : 0 }),
      ...(account.isPro === undefined ? {} : { isPro: account.isPro ? 1 : 0 }),
      ...(account.timezone === undefined ? {} : { timezone: account.timezone }),
    })
    .where('id', '=', userId)
    .execute();
}
