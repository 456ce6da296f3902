import * as z from 'zod';
import { LISTS, SPEECH_EVENTS } from '../constants';
import { analysisDtoSchema } from './analysis';
import { coachingModeSchema } from './feedback';

export const speechDtoSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  prompt: z.string().nullable(),
  recordedAt: z.string(),
  /** Seconds. */
  duration: z.number(),
  /** Absolute, signed and expiring link to the audio (http or https). */
  audioUrl: z.string(),
  transcription: z.string().nullable(),
  transcriptionId: z.string().nullable(),
  saved: z.boolean(),
  analysis: analysisDtoSchema.nullable(),
  /** The practice mode it was recorded in (issue 13); `general` for every spec client. */
  coachingMode: coachingModeSchema,
  /** Issue 13: the earlier speech this one tries again; null for a first attempt. */
  retakeOf: z.number().int().nullable().optional(),
});
export type SpeechDto = z.infer<typeof speechDtoSchema>;

/** {id} of GET /api/speeches/{id} and POST /api/speeches/{id}/save */
export const speechIdParamsSchema = z.object({
  id: z.coerce.number().int().positive('Speech id must be a positive number.'),
});

/** GET /api/speeches/{id} */
export const getSpeechResponseSchema = z.object({
  speech: speechDtoSchema,
  analysis: analysisDtoSchema.nullable(),
});
export type GetSpeechResponse = z.infer<typeof getSpeechResponseSchema>;

/** POST /api/speeches */
export const createSpeechResponseSchema = z.object({ speech: speechDtoSchema });
export type CreateSpeechResponse = z.infer<typeof createSpeechResponseSchema>;

/** GET /api/speeches/user/{userId}?limit= (newest first; at most and by default 100) */
export const listSpeechesQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LISTS.speechesFetchLimit)
    .default(LISTS.speechesFetchLimit),
});

/** GET /api/speeches/user/{userId} */
export const listSpeechesResponseSchema = z.array(speechDtoSchema);

/** The text fields of the multipart upload form (spec section 3). */
export const uploadFieldsSchema = z.object({
  userId: z.coerce.number().int().optional(),
  title: z.string().max(200, 'Title must be 200 characters or less.').optional(),
  duration: z.coerce.number().nonnegative().optional(),
  prompt: z.string().max(2000, 'Prompt must be 2000 characters or less.').optional(),
  supabaseId: z.string().optional(),
  /** The practice mode (issue 13); absent is the spec's `general`. */
  coachingMode: coachingModeSchema.optional(),
  /** Issue 13: the id of the caller's earlier speech this recording tries again. */
  retakeOf: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive('retakeOf must be the id of one of your speeches.').optional(),
  ),
  /**
   * Issue 12: the stream this recording was being sent by, when the client falls back to a whole
   * upload; a stream already made into a speech gives that speech back instead of a second one.
   */
  streamId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid('streamId must be the id of a stream the server gave.').optional(),
  ),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/**
 * GET /api/recording-allowance (beyond the spec): how many more recordings the
 * caller may upload. A guest has a limit (GUEST_SPEECH_LIMIT); an account has none.
 */
export const recordingAllowanceSchema = z.object({
  /** Recordings allowed in all; null when unlimited. */
  limit: z.number().int().nonnegative().nullable(),
  /** Recordings stored so far. */
  used: z.number().int().nonnegative(),
  /** Recordings left; null when unlimited. */
  remaining: z.number().int().nonnegative().nullable(),
});
export type RecordingAllowance = z.infer<typeof recordingAllowanceSchema>;

/** POST /api/speeches/{id}/save */
export const saveSpeechBodySchema = z.object({ saved: z.boolean().default(true) });

/**
 * PUT /api/speeches/{id}/transcript: the speaker's transcript, corrected or
 * typed. Limits are checked by the server for clear messages (400 empty, 413
 * too long); the answer is the re-alignment job, as a TranscriptionResponse.
 */
export const updateTranscriptBodySchema = z.object({ text: z.string() });
export type UpdateTranscriptBody = z.infer<typeof updateTranscriptBodySchema>;

export const transcriptionStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);

/** {id} and ?speechId= of GET /api/transcription/{id} */
export const transcriptionParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const transcriptionQuerySchema = z.object({
  speechId: z.coerce.number().int().positive().optional(),
});

/**
 * Where the transcription job is (beyond the spec): the stage's id as the
 * pipeline names it ('queued', 'decode', 'recognize', ..., 'done'), a label to
 * show, and for a stage with parts how many are done of how many.
 */
export const transcriptionStageSchema = z.object({
  id: z.string(),
  label: z.string(),
  done: z.number().int().nonnegative().optional(),
  total: z.number().int().positive().optional(),
  /** While queued: due jobs that will be taken before this one. */
  ahead: z.number().int().nonnegative().optional(),
});
export type TranscriptionStage = z.infer<typeof transcriptionStageSchema>;

/** GET /api/transcription/{id}?speechId= */
export const transcriptionResponseSchema = z.object({
  id: z.string(),
  speechId: z.number().int(),
  status: transcriptionStatusSchema,
  error: z.string().nullable(),
  error_details: z.string().nullable(),
  /** Null when unknown (a failed job, or its row is gone); absent from servers that do not report stages. */
  stage: transcriptionStageSchema.nullable().optional(),
});
export type TranscriptionResponse = z.infer<typeof transcriptionResponseSchema>;

/**
 * The data of the `status` event of GET /api/speeches/{id}/events (issue 12): the
 * page refetches the speech (and its transcription status) on it.
 */
export const speechStatusEventSchema = z.object({
  speechId: z.number().int(),
  status: z.enum(SPEECH_EVENTS.outcomes),
});
export type SpeechStatusEvent = z.infer<typeof speechStatusEventSchema>;
