import * as z from 'zod';
import { TRANSCRIPT_EDIT } from '@common/constants';

/**
 * Every job type and the shape of its payload. The queue accepts only these
 * payloads, and the worker parses a claimed job's payload with the same
 * schema before a handler sees it, so a row written by an older version (or
 * by hand) fails as a permanent error instead of as a handler's TypeError.
 */
export const jobPayloadSchemas = {
  'transcribe-speech': z.object({
    speechId: z.number().int().positive(),
    /** Issue 12: the stream it was recorded by, whose recognized segments are reused. */
    streamId: z.string().optional(),
  }),
  /** Issue 12: recognize the segments of a stream that silences have closed so far. */
  'recognize-stream': z.object({
    streamId: z.string(),
    /** The recording's last piece: once it and all before it are stored, cut to the end. */
    lastSeq: z.number().int().nonnegative().optional(),
  }),
  /** The speaker's corrected (or typed) transcript, to align to the recording and measure. */
  'realign-transcript': z.object({
    speechId: z.number().int().positive(),
    text: z.string().min(1).max(TRANSCRIPT_EDIT.maxChars),
    /** Which correction of the speech this is (ADR 81); absent in jobs queued before it was counted. */
    edit: z.number().int().positive().optional(),
  }),
};

export type JobType = keyof typeof jobPayloadSchemas;
export type JobPayload<T extends JobType> = z.infer<(typeof jobPayloadSchemas)[T]>;

/** The payload of each job type, by type. */
export type JobPayloads = { [T in JobType]: JobPayload<T> };

export const TRANSCRIBE_SPEECH = 'transcribe-speech' satisfies JobType;
export const REALIGN_TRANSCRIPT = 'realign-transcript' satisfies JobType;
export const RECOGNIZE_STREAM = 'recognize-stream' satisfies JobType;

export const JOB_TYPES = Object.keys(jobPayloadSchemas) as JobType[];

export function isJobType(type: string): type is JobType {
  return Object.hasOwn(jobPayloadSchemas, type);
}

/** The payload of a stored job, or null when it does not match its type's schema. */
export function parseJobPayload<T extends JobType>(type: T, payload: string): JobPayload<T> | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = jobPayloadSchemas[type].safeParse(json);
  return parsed.success ? (parsed.data as JobPayload<T>) : null;
}
