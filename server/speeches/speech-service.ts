import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { UNTITLED_RECORDING } from '@common/constants';
import type {
  RecordingAllowance,
  TranscriptionResponse,
  UploadFields,
} from '@common/contract/speech';
import type { AnalysesRepo, AnalysisSummaryRow } from '../db/repos/analyses-repo';
import type { SpeechesRepo } from '../db/repos/speeches-repo';
import type { AnalysisRow, Database, SpeechRow, UserRow } from '../db/schema';
import { badRequest, forbidden, guestLimit, notFound } from '../errors';
import type { JobQueue } from '../jobs/job-queue';
import { TRANSCRIBE_SPEECH } from '../jobs/job-types';
import { isoNow } from '../lib/time';
import { presentTranscription } from '../presenters/transcription-presenter';
import type { Storage } from '../storage/storage';
import { inspectAudio, type InspectOptions } from '../uploads/inspect-audio';

export const NO_RECORDING = 'No recording found';
export const guestLimitMessage = (limit: number) =>
  `You've reached the guest limit of ${limit} recordings. Create a free account for unlimited recordings and to keep your progress.`;

export interface SpeechServiceDeps {
  db: Kysely<Database>;
  speeches: SpeechesRepo;
  analyses: AnalysesRepo;
  queue: JobQueue;
  storage: Storage;
  guestSpeechLimit: number;
  audio: InspectOptions;
}

export function createSpeechService(deps: SpeechServiceDeps) {
  async function assertUnderGuestLimit(user: UserRow): Promise<void> {
    if (!user.isGuest) return;
    const count = await deps.speeches.countByUser(user.id);
    if (count >= deps.guestSpeechLimit) throw guestLimit(guestLimitMessage(deps.guestSpeechLimit));
  }

  /** The speech if `user` owns it; someone else's speech is "not found", never shown. */
  async function getOwned(user: UserRow, speechId: number): Promise<SpeechRow> {
    const speech = await deps.speeches.findById(speechId);
    if (!speech || speech.userId !== user.id) throw notFound('Speech not found.');
    return speech;
  }

  return {
    assertUnderGuestLimit,
    getOwned,

    /** How many more recordings the user may upload: a guest's limit, none for an account. */
    async allowance(user: UserRow): Promise<RecordingAllowance> {
      const used = await deps.speeches.countByUser(user.id);
      if (!user.isGuest) return { limit: null, used, remaining: null };
      const limit = deps.guestSpeechLimit;
      return { limit, used, remaining: Math.max(0, limit - used) };
    },

    /** For a signed media link, which is itself the proof of access. */
    findForMedia(speechId: number): Promise<SpeechRow | undefined> {
      return deps.speeches.findById(speechId);
    },

    /** Stores an uploaded recording and queues its transcription. */
    async create(
      user: UserRow,
      upload: { filePath: string | null; fields: UploadFields },
    ): Promise<SpeechRow> {
      if (upload.fields.supabaseId && upload.fields.supabaseId !== user.supabaseId) {
        throw forbidden('supabaseId does not match the signed-in user.');
      }
      if (!upload.filePath) throw badRequest(NO_RECORDING);

      const audio = await inspectAudio(upload.filePath, deps.audio);
      const audioKey = `${user.id}/${randomUUID()}.${audio.ext}`;
      await deps.storage.putFile(audioKey, audio.path);
      try {
        return await deps.db.transaction().execute(async (tx) => {
          // Checked again inside the transaction: two uploads racing past the
          // first check must not both get in.
          if (user.isGuest) {
            const count = await deps.speeches.countByUser(user.id, tx);
            if (count >= deps.guestSpeechLimit)
              throw guestLimit(guestLimitMessage(deps.guestSpeechLimit));
          }
          const transcriptionId = randomUUID();
          const now = isoNow();
          const speech = await deps.speeches.insert(
            {
              userId: user.id,
              title: upload.fields.title?.trim() || UNTITLED_RECORDING,
              prompt: upload.fields.prompt?.trim() || null,
              recordedAt: now,
              duration: Math.round(audio.durationSec * 100) / 100,
              audioKey,
              audioMime: audio.mime,
              audioBytes: audio.bytes,
              transcription: null,
              transcriptionId,
              saved: 0,
              createdAt: now,
            },
            tx,
          );
          await deps.queue.enqueue(
            TRANSCRIBE_SPEECH,
            { speechId: speech.id },
            { id: transcriptionId },
            tx,
          );
          return speech;
        });
      } catch (err) {
        await deps.storage.delete(audioKey).catch(() => undefined);
        throw err;
      } finally {
        await fs.promises.rm(audio.path, { force: true }).catch(() => undefined);
      }
    },

    async getWithAnalysis(
      user: UserRow,
      speechId: number,
    ): Promise<{ speech: SpeechRow; analysis: AnalysisRow | undefined }> {
      const speech = await getOwned(user, speechId);
      return { speech, analysis: await deps.analyses.findBySpeechId(speech.id) };
    },

    async listForUser(
      user: UserRow,
      limit: number,
    ): Promise<Array<{ speech: SpeechRow; analysis: AnalysisSummaryRow | undefined }>> {
      const speeches = await deps.speeches.listByUser(user.id, limit);
      const analyses = await deps.analyses.findSummariesBySpeechIds(speeches.map((s) => s.id));
      return speeches.map((speech) => ({ speech, analysis: analyses.get(speech.id) }));
    },

    async save(user: UserRow, speechId: number, saved: boolean): Promise<SpeechRow> {
      await getOwned(user, speechId);
      const updated = await deps.speeches.setSaved(speechId, saved);
      if (!updated) throw notFound('Speech not found.');
      return updated;
    },

    async transcriptionStatus(
      user: UserRow,
      transcriptionId: string,
      speechId?: number,
    ): Promise<TranscriptionResponse> {
      const speech = await deps.speeches.findByTranscriptionId(transcriptionId);
      if (
        !speech ||
        speech.userId !== user.id ||
        (speechId !== undefined && speech.id !== speechId)
      ) {
        throw notFound('Transcription not found.');
      }
      const job = await deps.queue.findById(transcriptionId);
      const ahead = job?.status === 'queued' ? await deps.queue.countAhead(job) : 0;
      return presentTranscription(transcriptionId, speech, job, ahead);
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
