import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { TRANSCRIPT_EDIT, UNTITLED_RECORDING } from '@common/constants';
import type {
  RecordingAllowance,
  TranscriptionResponse,
  UploadFields,
} from '@common/contract/speech';
import type { AnalysesRepo, AnalysisSummaryRow } from '../db/repos/analyses-repo';
import type { SpeechesRepo } from '../db/repos/speeches-repo';
import type { SpeechStreamsRepo } from '../db/repos/speech-streams-repo';
import type { UsersRepo } from '../db/repos/users-repo';
import type { AnalysisRow, Database, SpeechRow, UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, guestLimit, notFound, payloadTooLarge } from '../errors';
import type { JobQueue } from '../jobs/job-queue';
import { parseJobPayload, REALIGN_TRANSCRIPT, TRANSCRIBE_SPEECH } from '../jobs/job-types';
import { isoNow } from '../lib/time';
import { presentTranscription } from '../presenters/transcription-presenter';
import type { Storage } from '../storage/storage';
import { inspectAudio, type InspectOptions } from '../uploads/inspect-audio';

export const NO_RECORDING = 'No recording found';
export const EMPTY_TRANSCRIPT = 'Type the words you said before saving the transcript.';
export const transcriptTooLong = (max: number) =>
  `The transcript is too long: at most ${max.toLocaleString('en-US')} characters.`;
export const STREAM_NOT_FOUND = 'The recording stream was not found. Upload the recording instead.';
export const RETAKE_NOT_FOUND = 'The speech this recording retakes was not found.';
export const STILL_ANALYSING = 'The recording is still being analysed. Try again when it is done.';
export const guestLimitMessage = (limit: number) =>
  `You've reached the guest limit of ${limit} recordings. Create a free account for unlimited recordings and to keep your progress.`;

export interface SpeechServiceDeps {
  db: Kysely<Database>;
  speeches: SpeechesRepo;
  users: UsersRepo;
  analyses: AnalysesRepo;
  queue: JobQueue;
  storage: Storage;
  guestSpeechLimit: number;
  audio: InspectOptions;
  /** Streamed recordings (issue 12): a speech made from one is linked to it, once. */
  streams: SpeechStreamsRepo;
}

/** Thrown inside the transaction when another request made the stream into a speech first. */
class StreamAlreadySaved extends Error {}

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

  /** The speech a stream was made into, if it was. */
  async function streamSpeech(streamId: string | undefined): Promise<SpeechRow | undefined> {
    if (!streamId) return undefined;
    const stream = await deps.streams.find(streamId);
    return stream?.speechId ? deps.speeches.findById(stream.speechId) : undefined;
  }

  /** The status of a transcript re-alignment job of the caller's speech, if `id` is one. */
  async function realignStatus(
    user: UserRow,
    id: string,
    speechId?: number,
  ): Promise<TranscriptionResponse | undefined> {
    if (speechId === undefined) return undefined;
    const job = await deps.queue.findById(id);
    if (job?.type !== REALIGN_TRANSCRIPT) return undefined;
    const payload = parseJobPayload(REALIGN_TRANSCRIPT, job.payload);
    if (payload?.speechId !== speechId) return undefined;
    const speech = await deps.speeches.findById(speechId);
    if (!speech || speech.userId !== user.id) return undefined;
    return presentTranscription(job.id, speech, job);
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
      // A recording that was streamed and is now uploaded whole (or finished twice) is one speech.
      const streamId = upload.fields.streamId;
      const stream = streamId ? await deps.streams.find(streamId) : undefined;
      if (streamId && (!stream || stream.userId !== user.id)) throw notFound(STREAM_NOT_FOUND);
      const already = await streamSpeech(streamId);
      if (already) return already;
      // A retake must try again one of the caller's own speeches; anyone else's is not found.
      const earlier =
        upload.fields.retakeOf === undefined
          ? undefined
          : await deps.speeches.findById(upload.fields.retakeOf);
      if (upload.fields.retakeOf !== undefined && (!earlier || earlier.userId !== user.id)) {
        throw notFound(RETAKE_NOT_FOUND);
      }

      const audio = await inspectAudio(upload.filePath, deps.audio);
      const audioKey = `${user.id}/${randomUUID()}.${audio.ext}`;
      await deps.storage.putFile(audioKey, audio.path);
      try {
        return await deps.db.transaction().execute(async (tx) => {
          // Checked again inside the transaction, one upload of this guest at a
          // time: uploads racing past the first check must not all get in.
          if (user.isGuest) {
            await deps.users.lockForUpdate(user.id, tx);
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
              coachingMode: upload.fields.coachingMode ?? 'general',
              // A retake keeps the earlier speech's prompt unless it names one.
              prompt: upload.fields.prompt?.trim() || earlier?.prompt || null,
              recordedAt: now,
              duration: Math.round(audio.durationSec * 100) / 100,
              audioKey,
              audioMime: audio.mime,
              audioBytes: audio.bytes,
              transcription: null,
              transcriptionId,
              saved: 0,
              createdAt: now,
              retakeOf: earlier?.id ?? null,
            },
            tx,
          );
          if (streamId && !(await deps.streams.setSpeech(streamId, speech.id, now, tx))) {
            throw new StreamAlreadySaved();
          }
          await deps.queue.enqueue(
            TRANSCRIBE_SPEECH,
            { speechId: speech.id, ...(streamId && { streamId }) },
            { id: transcriptionId },
            tx,
          );
          return speech;
        });
      } catch (err) {
        await deps.storage.delete(audioKey).catch(() => undefined);
        const saved = err instanceof StreamAlreadySaved ? await streamSpeech(streamId) : undefined;
        if (saved) return saved;
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

    /**
     * Queues the re-alignment of the speaker's transcript (corrected, or typed
     * when recognition failed) to the stored recording; every metric is then
     * measured again from it. A job, not inline: aligning and measuring 10
     * minutes takes seconds of CPU that must not hold up the request, and it
     * survives a restart like the transcription. Answered as a transcription
     * status the page polls with GET /api/transcription/{id}?speechId=.
     */
    async correctTranscript(
      user: UserRow,
      speechId: number,
      text: string,
    ): Promise<TranscriptionResponse> {
      const speech = await getOwned(user, speechId);
      const trimmed = text.trim();
      if (trimmed === '') throw badRequest(EMPTY_TRANSCRIPT);
      if (trimmed.length > TRANSCRIPT_EDIT.maxChars) {
        throw payloadTooLarge(transcriptTooLong(TRANSCRIPT_EDIT.maxChars));
      }
      const analysis = await deps.analyses.findBySpeechId(speech.id);
      if (!analysis && speech.transcriptionId) {
        const recognition = await deps.queue.findById(speech.transcriptionId);
        if (recognition && (recognition.status === 'queued' || recognition.status === 'running')) {
          throw conflict(STILL_ANALYSING);
        }
      }
      // Counted and queued together: a count without its job would turn away the last one's words.
      const job = await deps.db.transaction().execute(async (tx) => {
        const edit = await deps.speeches.countTranscriptEdit(speech.id, tx);
        if (edit === undefined) throw notFound('Speech not found.');
        return deps.queue.enqueue(
          REALIGN_TRANSCRIPT,
          { speechId: speech.id, text: trimmed, edit },
          {},
          tx,
        );
      });
      return presentTranscription(job.id, speech, job);
    },

    async transcriptionStatus(
      user: UserRow,
      transcriptionId: string,
      speechId?: number,
    ): Promise<TranscriptionResponse> {
      const realigned = await realignStatus(user, transcriptionId, speechId);
      if (realigned) return realigned;
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
