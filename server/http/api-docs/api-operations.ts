import * as z from 'zod';
import { putWeeklyGoalBodySchema, weeklyGoalResponseSchema } from '@common/contract/goals';
import {
  addPersonalFillerBodySchema,
  personalFillerIdParamsSchema,
  personalFillerSchema,
  personalFillersResponseSchema,
  reanalyseFillersResponseSchema,
} from '@common/contract/personal-fillers';
import {
  authConfigSchema,
  createUserBodySchema,
  resendVerificationBodySchema,
  signInBodySchema,
  signUpBodySchema,
  socialSignInBodySchema,
  socialSignInResponseSchema,
  testEmailBodySchema,
  testEmailResponseSchema,
  updateUserBodySchema,
} from '@common/contract/account';
import {
  cloudFeedbackResponseSchema,
  feedbackErrorResponseSchema,
  feedbackHistoryQuerySchema,
  feedbackHistoryResponseSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  linguisticRequestSchema,
  linguisticResponseSchema,
} from '@common/contract/feedback';
import { mediaParamsSchema, mediaQuerySchema } from '@common/contract/media';
import {
  finishStreamBodySchema,
  openStreamBodySchema,
  pieceParamsSchema,
  pieceQuerySchema,
  pieceResponseSchema,
  streamParamsSchema,
  streamResponseSchema,
} from '@common/contract/speech-stream';
import {
  dailyPromptQuerySchema,
  dailyPromptResponseSchema,
  refreshPromptBodySchema,
} from '@common/contract/prompt';
import {
  createSpeechResponseSchema,
  getSpeechResponseSchema,
  listSpeechesQuerySchema,
  listSpeechesResponseSchema,
  recordingAllowanceSchema,
  saveSpeechBodySchema,
  speechIdParamsSchema,
  transcriptionParamsSchema,
  transcriptionQuerySchema,
  transcriptionResponseSchema,
  updateTranscriptBodySchema,
  uploadFieldsSchema,
} from '@common/contract/speech';
import {
  guestLoginBodySchema,
  sessionResponseSchema,
  supabaseIdParamsSchema,
  userDtoSchema,
  userIdParamsSchema,
  userParamsSchema,
} from '@common/contract/user';
import type { ApiOperation } from './api-operation';

/** POST /api/speeches: the text fields of spec section 3, then the recording. */
export const uploadFormSchema = uploadFieldsSchema.extend({
  audio: z.string().meta({
    description:
      'The recording (webm, ogg, mp4, mp3 or wav; sniffed from its bytes), after the text fields.',
    contentMediaType: 'audio/*',
  }),
});

export const healthResponseSchema = z.object({ status: z.literal('ok') });
const checkStateSchema = z.enum(['ok', 'failed']);
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: checkStateSchema,
    storage: checkStateSchema,
    limits: checkStateSchema,
  }),
});
export const signOutResponseSchema = z.object({ success: z.boolean() });
const providerParamsSchema = z.object({ providerId: z.string() });
const providerCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});
const verifyEmailQuerySchema = z.object({
  token: z.string(),
  callbackURL: z.string().optional(),
});
const openApiDocumentSchema = z.looseObject({ openapi: z.string() });

const ok = (schema: z.ZodType, description = 'Success.') => ({ status: 200, description, schema });

/**
 * Every route of the HTTP API, in the order docs/api.md lists them. A test
 * fails when a registered route is missing here, or a route here is not
 * registered; the handlers parse with the same schemas.
 */
export const API_OPERATIONS: ApiOperation[] = [
  // ------------------------------------------------------------------ accounts
  {
    method: 'GET',
    path: '/api/session',
    tag: 'Accounts',
    summary: 'Who the session cookie belongs to',
    description: "The app's auth check; `{user: null}` without a session.",
    access: 'public',
    responses: [ok(sessionResponseSchema)],
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/auth-config',
    tag: 'Accounts',
    summary: 'What this server offers for sign-in, and its support address',
    access: 'public',
    responses: [ok(authConfigSchema)],
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    tag: 'Accounts',
    summary: 'Create an account (unverified) and sign it in; a guest becomes the account',
    description:
      'Sends the verification e-mail. Called from a guest session, the guest keeps every speech (docs/decisions/0002-guest-conversion.md).',
    access: 'optional-session',
    body: { schema: signUpBodySchema },
    responses: [
      { status: 201, description: 'The new, unverified account.', schema: sessionResponseSchema },
    ],
    errors: ['invalid_email', 'email_taken', 'username_taken', 'rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    tag: 'Accounts',
    summary: 'Sign in with e-mail and password',
    description:
      'An unverified account is signed in too; the client shows the verification screen.',
    access: 'public',
    body: { schema: signInBodySchema },
    responses: [ok(sessionResponseSchema)],
    errors: ['invalid_credentials', 'rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/social',
    tag: 'Accounts',
    summary: "Start Google sign-in: the answer is the provider's address",
    access: 'public',
    body: { schema: socialSignInBodySchema },
    responses: [ok(socialSignInResponseSchema)],
    errors: ['not_found'],
  },
  {
    method: 'GET',
    path: '/api/auth/callback/:providerId',
    tag: 'Accounts',
    summary: "The provider's return: sets the session and redirects to the app",
    access: 'public',
    params: providerParamsSchema,
    query: providerCallbackQuerySchema,
    responses: [
      {
        status: 302,
        description: 'To the callback screen, with `?error=` when sign-in failed.',
      },
    ],
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    tag: 'Accounts',
    summary: 'The verification link of the e-mail: verifies the address and signs in',
    access: 'public',
    query: verifyEmailQuerySchema,
    responses: [
      { status: 302, description: 'To `callbackURL` (`?error=` when the token failed).' },
    ],
    errors: ['unauthorized'],
  },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    tag: 'Accounts',
    summary: "Resend the verification e-mail, to the account's own address",
    access: 'session',
    body: { schema: resendVerificationBodySchema },
    responses: [ok(testEmailResponseSchema)],
    errors: [
      'bad_request',
      'invalid_email',
      'email_already_verified',
      'rate_limited',
      'service_unavailable',
    ],
  },
  {
    method: 'POST',
    path: '/api/test-verification-email',
    tag: 'Accounts',
    summary: "Test Email System: a real test e-mail to the account's own address",
    access: 'session',
    body: { schema: testEmailBodySchema },
    responses: [ok(testEmailResponseSchema)],
    errors: ['bad_request', 'invalid_email', 'rate_limited', 'service_unavailable'],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    tag: 'Accounts',
    summary: 'End the session',
    access: 'public',
    responses: [ok(signOutResponseSchema)],
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/guest-login',
    tag: 'Accounts',
    summary: "Create or find the guest of this browser's guest id, and sign it in",
    description: 'A guest id that became an account signs no one in (403).',
    access: 'public',
    body: { schema: guestLoginBodySchema },
    responses: [ok(userDtoSchema, 'The guest user.')],
    errors: ['rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/users',
    tag: 'Accounts',
    summary: 'The Podium user of the signed-in identity (spec 7); made when missing',
    access: 'session',
    body: { schema: createUserBodySchema },
    responses: [
      ok(userDtoSchema, 'The user existed.'),
      { status: 201, description: 'The user was made.', schema: userDtoSchema },
    ],
    errors: ['bad_request', 'username_taken'],
  },
  {
    method: 'GET',
    path: '/api/users/supabase/:supabaseId',
    tag: 'Accounts',
    summary: "The caller's own user by auth id; 404 means POST /api/users makes it",
    access: 'session',
    params: supabaseIdParamsSchema,
    responses: [ok(userDtoSchema)],
    errors: ['not_found'],
  },
  {
    method: 'PATCH',
    path: '/api/users/:id',
    tag: 'Accounts',
    summary: 'Rename the caller',
    access: 'verified',
    params: userParamsSchema,
    body: { schema: updateUserBodySchema },
    responses: [ok(userDtoSchema)],
    errors: ['username_taken'],
  },
  // ------------------------------------------------------------------ speeches
  {
    method: 'GET',
    path: '/api/prompts/daily',
    tag: 'Speeches',
    summary:
      "Today's prompt (from a practice mode's bank with mode=); with refresh=true another one, counted against the daily limit (spec clients; refused cross-site: prefer the POST)",
    access: 'optional-session',
    query: dailyPromptQuerySchema,
    responses: [ok(dailyPromptResponseSchema)],
    errors: ['unauthorized', 'forbidden', 'email_not_verified', 'rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/prompts/daily/refresh',
    tag: 'Speeches',
    summary: 'Another prompt, counted against the daily limit',
    access: 'verified',
    body: { schema: refreshPromptBodySchema },
    responses: [ok(dailyPromptResponseSchema)],
    errors: ['forbidden', 'rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/speeches',
    tag: 'Speeches',
    summary: 'Upload a recording; its transcription is queued',
    access: 'verified',
    body: { schema: uploadFormSchema, mediaType: 'multipart/form-data' },
    responses: [
      {
        status: 201,
        description: 'The stored speech, analysis still to come.',
        schema: createSpeechResponseSchema,
      },
    ],
    errors: [
      'bad_request',
      'payload_too_large',
      'unsupported_media',
      'bad_audio',
      'too_short',
      'guest_limit',
    ],
  },
  {
    method: 'POST',
    path: '/api/speech-streams',
    tag: 'Speeches',
    summary: 'Start streaming a recording while it is made',
    description:
      'Beyond the spec (issue 12, ADR 26): the recorder sends its data in numbered pieces while the speaker talks, and the server recognizes each segment a silence closes. A guest at the limit is refused here, as for an upload.',
    access: 'verified',
    body: { schema: openStreamBodySchema },
    responses: [{ status: 201, description: 'The stream.', schema: streamResponseSchema }],
    errors: ['bad_request', 'guest_limit'],
  },
  {
    method: 'GET',
    path: '/api/speech-streams/:id',
    tag: 'Speeches',
    summary: 'The pieces of a stream stored so far (to resume after a drop)',
    access: 'verified',
    params: streamParamsSchema,
    responses: [ok(streamResponseSchema)],
    errors: ['not_found'],
  },
  {
    method: 'PUT',
    path: '/api/speech-streams/:id/pieces/:seq',
    tag: 'Speeches',
    summary: 'Store piece `seq` of a streamed recording (raw bytes, application/octet-stream)',
    description:
      'Answered once the piece is stored; the same piece again is answered the same, a different one under the same number is 409. The pieces together may not pass MAX_UPLOAD_BYTES (413). The answer carries what the recognized part says (pace over the last 20 s, fillers) for the live cues.',
    access: 'verified',
    params: pieceParamsSchema,
    query: pieceQuerySchema,
    responses: [ok(pieceResponseSchema)],
    errors: ['bad_request', 'not_found', 'conflict', 'payload_too_large'],
  },
  {
    method: 'POST',
    path: '/api/speech-streams/:id/finish',
    tag: 'Speeches',
    summary: 'Make a streamed recording a speech, as an upload would',
    description:
      "The upload's fields (JSON) and `pieces`, how many were sent. The same limits as POST /api/speeches (guest count, size, 1 s to MAX_SPEECH_SEC); 409 names pieces that have not arrived. Finishing again, or uploading the recording whole with its `streamId`, answers with the same speech.",
    access: 'verified',
    params: streamParamsSchema,
    body: { schema: finishStreamBodySchema },
    responses: [{ status: 201, description: 'The speech.', schema: createSpeechResponseSchema }],
    errors: [
      'bad_request',
      'not_found',
      'conflict',
      'payload_too_large',
      'unsupported_media',
      'bad_audio',
      'too_short',
      'guest_limit',
    ],
  },
  {
    method: 'GET',
    path: '/api/recording-allowance',
    tag: 'Speeches',
    summary: 'How many more recordings the caller may upload',
    description:
      'Beyond the spec (ADR 14): a guest has GUEST_SPEECH_LIMIT recordings in all, an account has no limit (`limit` and `remaining` are null). Home shows it before the guest records.',
    access: 'verified',
    responses: [ok(recordingAllowanceSchema)],
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/speeches/user/:userId',
    tag: 'Speeches',
    summary: "The caller's speeches, newest first",
    access: 'verified',
    params: userIdParamsSchema,
    query: listSpeechesQuerySchema,
    responses: [ok(listSpeechesResponseSchema)],
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/speeches/:id',
    tag: 'Speeches',
    summary: 'A speech and its analysis (null while processing)',
    access: 'verified',
    params: speechIdParamsSchema,
    responses: [ok(getSpeechResponseSchema)],
    errors: ['not_found'],
  },
  {
    method: 'GET',
    path: '/api/speeches/:id/events',
    tag: 'Speeches',
    summary: "Server-Sent Events: one `status` event when the speech's analysis is stored or fails",
    description:
      'Beyond the spec (issue 12, ADR 25): a `text/event-stream` that sends `event: status` with data `{speechId, status}` (`analysed` or `failed`) the moment the outcome is stored, at once for a speech already done, then closes; comment lines keep it alive meanwhile. The page refetches the speech on the event; polling GET /api/transcription/{id} stays the fallback. A user may hold 5 open streams per server process (429 beyond).',
    access: 'verified',
    params: speechIdParamsSchema,
    responses: [
      {
        status: 200,
        description: 'The event stream.',
        mediaType: 'text/event-stream',
      },
    ],
    errors: ['not_found', 'rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/speeches/:id/save',
    tag: 'Speeches',
    summary: "Keep a speech among the speaker's saved ones",
    access: 'verified',
    params: speechIdParamsSchema,
    body: { schema: saveSpeechBodySchema },
    responses: [ok(createSpeechResponseSchema)],
    errors: ['not_found'],
  },
  {
    method: 'PUT',
    path: '/api/speeches/:id/transcript',
    tag: 'Speeches',
    summary:
      "The speaker's corrected or typed transcript: 202 with the re-alignment job (poll /api/transcription/{id})",
    description:
      'A correction sent while an earlier one is still waiting or being measured replaces it (ADR 81): the speech keeps the words sent last, whichever job ends first, and the earlier job completes without storing its words.',
    access: 'verified',
    params: speechIdParamsSchema,
    body: { schema: updateTranscriptBodySchema },
    responses: [
      {
        status: 202,
        description: 'The re-alignment job, queued.',
        schema: transcriptionResponseSchema,
      },
    ],
    errors: ['bad_request', 'not_found', 'conflict', 'payload_too_large'],
  },
  {
    method: 'GET',
    path: '/api/transcription/:id',
    tag: 'Speeches',
    summary: "A speech's transcription job: pending, processing, completed or failed",
    description:
      "Beyond the spec, `stage` says where the job is: its id as the pipeline names it ('queued', 'decode', 'recognize', ..., 'done'), a label to show, parts done of total for a stage with parts, and while queued how many jobs are ahead.",
    access: 'verified',
    params: transcriptionParamsSchema,
    query: transcriptionQuerySchema,
    responses: [ok(transcriptionResponseSchema)],
    errors: ['not_found'],
  },
  {
    method: 'GET',
    path: '/media/:speechId',
    tag: 'Speeches',
    summary: "A recording by its signed, expiring link (a speech's audioUrl), with HTTP Range",
    description: "The link plays for the owner's session only.",
    access: 'verified',
    params: mediaParamsSchema,
    query: mediaQuerySchema,
    responses: [
      { status: 200, description: 'The whole recording.', mediaType: 'audio/*' },
      { status: 206, description: 'The range asked for.', mediaType: 'audio/*' },
    ],
    errors: ['not_found', 'range_not_satisfiable'],
  },
  // ------------------------------------------------------------------ feedback
  {
    method: 'POST',
    path: '/api/feedback',
    tag: 'Feedback',
    summary: "Coaching feedback for the caller's analysed speech (fresh or cached)",
    description:
      "Built from the stored analysis; the body's transcript and metrics are ignored (docs/decisions/0001-feedback-from-stored-analysis.md). coachingMode absent: the speech's practice mode; a practice mode adds its rubric (docs/decisions/0020-practice-modes.md).",
    access: 'verified',
    body: { schema: feedbackRequestSchema },
    responses: [ok(feedbackResponseSchema)],
    errors: [
      'bad_request',
      'not_found',
      'too_short',
      'cooldown',
      'daily_limit',
      'guest_limit',
      'service_unavailable',
    ],
    errorSchema: feedbackErrorResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/linguistic-feedback',
    tag: 'Feedback',
    summary: "Corrections to the wording of the caller's transcript",
    access: 'verified',
    body: { schema: linguisticRequestSchema },
    responses: [ok(linguisticResponseSchema)],
    errors: ['bad_request', 'not_found'],
  },
  {
    method: 'GET',
    path: '/api/feedback/user/:userId',
    tag: 'Feedback',
    summary: "The caller's stored feedback records, newest first",
    access: 'verified',
    params: userIdParamsSchema,
    query: feedbackHistoryQuerySchema,
    responses: [ok(feedbackHistoryResponseSchema)],
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/supabase-feedback/:supabaseId',
    tag: 'Feedback',
    summary: "The caller's feedback in the displayed form, with links to the recordings",
    access: 'verified',
    params: supabaseIdParamsSchema,
    query: feedbackHistoryQuerySchema,
    responses: [ok(cloudFeedbackResponseSchema)],
    errors: [],
  },
  // ------------------------------------------------------------------ personal fillers
  {
    method: 'GET',
    path: '/api/personal-fillers',
    tag: 'Feedback',
    summary: "The caller's own fillers (issue 13) and the limits on them",
    access: 'verified',
    responses: [ok(personalFillersResponseSchema)],
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/personal-fillers',
    tag: 'Feedback',
    summary: "Add one of the caller's own fillers, counted in new analyses",
    description:
      'The phrase is stored lower case with single spaces: letters, spaces, hyphens and apostrophes, up to 40 characters and 5 words; up to 20 phrases.',
    access: 'verified',
    body: { schema: addPersonalFillerBodySchema },
    responses: [
      { status: 201, description: 'The phrase as stored.', schema: personalFillerSchema },
    ],
    errors: ['invalid_input', 'bad_request', 'conflict'],
  },
  {
    method: 'DELETE',
    path: '/api/personal-fillers/:id',
    tag: 'Feedback',
    summary: "Remove one of the caller's own fillers",
    access: 'verified',
    params: personalFillerIdParamsSchema,
    responses: [{ status: 204, description: 'Removed.' }],
    errors: ['not_found'],
  },
  {
    method: 'POST',
    path: '/api/personal-fillers/reanalyse',
    tag: 'Feedback',
    summary: "Count the caller's current fillers in their analysed speeches",
    description:
      'Recounts fillers and the confidence score from the stored words of the newest 100 analysed speeches; no audio is read.',
    access: 'verified',
    responses: [ok(reanalyseFillersResponseSchema)],
    errors: [],
  },
  // ------------------------------------------------------------------ goals
  {
    method: 'GET',
    path: '/api/goals',
    tag: 'Feedback',
    summary: "The caller's weekly goal (issue 13), or null",
    access: 'verified',
    responses: [ok(weeklyGoalResponseSchema)],
    errors: [],
  },
  {
    method: 'PUT',
    path: '/api/goals',
    tag: 'Feedback',
    summary: "Set the caller's weekly goal; no part set clears it",
    description:
      'Sessions per week (1-21), fillers per minute under a number (0.5-20), pace inside the 120-150 WPM band; progress is counted over UTC weeks from Monday (common/progress/weekly-goal.ts).',
    access: 'verified',
    body: { schema: putWeeklyGoalBodySchema },
    responses: [ok(weeklyGoalResponseSchema)],
    errors: ['invalid_input'],
  },
  // ------------------------------------------------------------------ operations
  {
    method: 'GET',
    path: '/api/health',
    tag: 'Operations',
    summary: 'The process is alive (liveness: asks nothing of the database or storage)',
    access: 'public',
    responses: [ok(healthResponseSchema)],
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/ready',
    tag: 'Operations',
    summary: 'The process should get traffic: database, storage and rate-limit store answer',
    description:
      '503 `service_unavailable` while shutting down or when a check fails, with `checks` naming each state (docs/deploy.md).',
    access: 'public',
    responses: [ok(readyResponseSchema)],
    errors: ['service_unavailable'],
  },
  {
    method: 'GET',
    path: '/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics, with `Authorization: Bearer METRICS_TOKEN`',
    description:
      'Not found unless METRICS_TOKEN is set; 401 without the token (docs/deploy.md lists the metrics).',
    access: 'public',
    responses: [{ status: 200, description: 'Prometheus text format.', mediaType: 'text/plain' }],
    errors: ['unauthorized'],
  },
  {
    method: 'GET',
    path: '/api/docs',
    tag: 'Operations',
    summary: 'This API as an OpenAPI 3.1 document (docs/api.md)',
    access: 'public',
    responses: [ok(openApiDocumentSchema, 'The OpenAPI document.')],
    errors: [],
  },
];
