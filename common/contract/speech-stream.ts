import * as z from 'zod';
import { STREAMING } from '../constants';
import { uploadFieldsSchema } from './speech';

/** POST /api/speech-streams: a recording starts streaming, in the recorder's type. */
export const openStreamBodySchema = z.object({
  mimeType: z
    .string()
    .min(1, 'mimeType is required: the recorder type, e.g. audio/webm;codecs=opus.')
    .max(100, 'mimeType must be 100 characters or less.'),
});
export type OpenStreamBody = z.infer<typeof openStreamBodySchema>;

export const streamParamsSchema = z.object({
  id: z.uuid('The stream id must be the id the server gave.'),
});

export const pieceParamsSchema = streamParamsSchema.extend({
  seq: z.coerce
    .number()
    .int('The piece number must be a whole number.')
    .min(0, 'The piece number must be 0 or more.')
    .max(STREAMING.maxPieces - 1, `A recording has at most ${STREAMING.maxPieces} pieces.`),
});

/** `?last=1` marks the recording's last piece (the speaker stopped). */
export const pieceQuerySchema = z.object({
  last: z.enum(['0', '1'], 'last must be 1 (the last piece) or 0.').optional(),
});

/** What the words recognized so far say (issue 12 item 4): the client decides on a cue. */
export const liveCuesSchema = z.object({
  /** Seconds of the recording recognized so far. */
  recognizedSec: z.number(),
  /** Words a minute over the last `paceWindowSec` recognized; null until that much is heard. */
  recentWpm: z.number().nullable(),
  /** Fillers in the recognized part. */
  fillers: z.number().int(),
});
export type LiveCues = z.infer<typeof liveCuesSchema>;

export const streamStatusSchema = z.object({
  id: z.string(),
  /** The numbers of the pieces stored. */
  received: z.array(z.number().int()),
  bytes: z.number().int(),
  /** The speech made from the stream, once finished. */
  speechId: z.number().int().nullable(),
  live: liveCuesSchema,
});
export type StreamStatus = z.infer<typeof streamStatusSchema>;

export const streamResponseSchema = z.object({ stream: streamStatusSchema });
export type StreamResponse = z.infer<typeof streamResponseSchema>;

/** PUT /api/speech-streams/{id}/pieces/{seq}: the piece stored (again, if it was already). */
export const pieceResponseSchema = z.object({
  seq: z.number().int(),
  /** Bytes of the stream stored so far. */
  bytes: z.number().int(),
  live: liveCuesSchema,
});
export type PieceResponse = z.infer<typeof pieceResponseSchema>;

/** POST /api/speech-streams/{id}/finish: the upload's fields and how many pieces there are. */
export const finishStreamBodySchema = uploadFieldsSchema.extend({
  pieces: z.coerce
    .number()
    .int('pieces must be a whole number.')
    .min(1, 'pieces must be at least 1.')
    .max(STREAMING.maxPieces, `A recording has at most ${STREAMING.maxPieces} pieces.`),
});
export type FinishStreamBody = z.infer<typeof finishStreamBodySchema>;
