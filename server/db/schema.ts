import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Podium's own tables (better-auth keeps its user/session/account/verification
 * tables beside them). Columns are snake_case in SQL and camelCase here
 * through Kysely's CamelCasePlugin. Timestamps are ISO-8601 UTC strings and
 * booleans are 0/1 integers so that SQLite and PostgreSQL store the same values.
 */
export type Bool = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  /** The auth service's user id (the spec's supabaseId). */
  supabaseId: string | null;
  guestId: string | null;
  isGuest: Bool;
  isPro: Bool;
  /** IANA zone used for "local midnight" resets; null means the server's zone. */
  timezone: string | null;
  createdAt: string;
  updatedAt: string;
  /** Bumped by triggers on any write to the user's speeches or analyses (list cache key). */
  speechesVersion: Generated<number>;
}

export interface SpeechesTable {
  id: Generated<number>;
  userId: number;
  title: string;
  prompt: string | null;
  recordedAt: string;
  /** Seconds, as measured by ffprobe. */
  duration: number;
  audioKey: string;
  audioMime: string;
  audioBytes: number;
  transcription: string | null;
  transcriptionId: string | null;
  saved: Bool;
  createdAt: string;
  /** The practice mode it was recorded in (a CoachingMode); 'general' by default. */
  coachingMode: Generated<string>;
  /** The speech this one tries again (issue 13); null for a first attempt. */
  retakeOf: ColumnType<number | null, number | null | undefined, number | null>;
  /** Corrections of its transcript sent so far (ADR 81): the latest one's words are kept. */
  transcriptEdits: Generated<number>;
}

export interface AnalysesTable {
  id: Generated<number>;
  speechId: number;
  text: string;
  wordsPerMinute: number | null;
  confidenceScore: number | null;
  grammarScore: number | null;
  fillerWords: number;
  /** JSON object word -> count. */
  fillerWordsList: string;
  pauses: number;
  /** First word's start to last word's end, seconds (also in details). */
  speakingTimeSec: number | null;
  /** JSON of the full measured analysis (words, pause list, fillers...). */
  details: string;
  /** JSON of the Waveform (issue 13); null for analyses stored before it was computed. */
  waveform: string | null;
  createdAt: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  userId: number;
  speechId: number | null;
  summaryTag: string;
  clarityScore: number;
  pacingScore: number;
  confidenceScore: number;
  deliveryScore: number;
  strengths: string;
  areasToImprove: string;
  actionableTips: string;
  actionableDrills: string | null;
  rewriteSuggestions: string | null;
  overallFeedback: string;
  modelUsed: string;
  usedFallback: Bool;
  coachingMode: string;
  /** Hash of the transcript the feedback was made from (cache key with speechId). */
  transcriptHash: string | null;
  /** JSON of the complete generation result. */
  details: string | null;
  createdAt: string;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  type: string;
  payload: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lockedUntil: string | null;
  lockedBy: string | null;
  lastError: string | null;
  errorDetails: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** The stage the running attempt last reported (a pipeline's own name), or null. */
  stage: string | null;
  /** Parts of that stage done, and how many there are, when it has parts. */
  stageDone: number | null;
  stageTotal: number | null;
}

export interface PromptsTable {
  id: Generated<number>;
  text: string;
  createdAt: string;
}

export interface UsageCountersTable {
  userId: number;
  kind: string;
  /** Local calendar day, YYYY-MM-DD, in the user's zone. */
  day: string;
  count: number;
}

/** While feedback for a speech is being generated (spec: the cooldown answer). */
export interface FeedbackLocksTable {
  key: string;
  userId: number;
  /** Identifies the holder, so only it releases the lock. */
  token: string;
  expiresAt: string;
  createdAt: string;
}

export interface LinguisticFeedbackTable {
  id: Generated<number>;
  userId: number;
  speechId: number | null;
  transcriptHash: string;
  /** JSON of Correction[]. */
  corrections: string;
  modelUsed: string;
  usedFallback: Bool;
  createdAt: string;
}

/** A fixed-window counter of one rate limit (route and address). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends (bigint on PostgreSQL: read with Number()). */
  resetAt: number | string;
}

/** One of a speaker's own fillers (issue 13), normalised (common/fillers/personal-fillers.ts). */
export interface PersonalFillersTable {
  id: Generated<number>;
  userId: number;
  phrase: string;
  createdAt: string;
}

/** A speaker's weekly goal (issue 13); null parts are not set. */
export interface WeeklyGoalsTable {
  userId: number;
  sessionsPerWeek: number | null;
  maxFillersPerMinute: number | null;
  paceInBand: Bool;
  updatedAt: string;
}

/** A recording streamed while it is made (issue 12, ADR 26). */
export interface SpeechStreamsTable {
  id: string;
  userId: number;
  mime: string;
  /** Bytes of all pieces received. */
  bytes: number;
  /** The speech made from it, once finished (a finish or upload naming it again gets this one). */
  speechId: number | null;
  /** Seconds of the recording whose segments are recognized. */
  recognizedUntil: number;
  createdAt: string;
  updatedAt: string;
}

export interface StreamPiecesTable {
  streamId: string;
  seq: number;
  bytes: number;
  sha256: string;
  storageKey: string;
  createdAt: string;
}

/** A segment recognized during the recording, kept for the analysis at the finish. */
export interface StreamSegmentsTable {
  streamId: string;
  idx: number;
  start: number;
  end: number;
  audioStart: number;
  audioEnd: number;
  forcedCut: Bool;
  /** JSON of the aligned Recognition (words and sounds, times in the recording). */
  recognition: string;
}

export interface Database {
  users: UsersTable;
  speeches: SpeechesTable;
  analyses: AnalysesTable;
  feedback: FeedbackTable;
  jobs: JobsTable;
  prompts: PromptsTable;
  usageCounters: UsageCountersTable;
  feedbackLocks: FeedbackLocksTable;
  linguisticFeedback: LinguisticFeedbackTable;
  rateLimits: RateLimitsTable;
  personalFillers: PersonalFillersTable;
  weeklyGoals: WeeklyGoalsTable;
  speechStreams: SpeechStreamsTable;
  streamPieces: StreamPiecesTable;
  streamSegments: StreamSegmentsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SpeechRow = Selectable<SpeechesTable>;
export type NewSpeech = Insertable<SpeechesTable>;
export type AnalysisRow = Selectable<AnalysesTable>;
export type NewAnalysis = Insertable<AnalysesTable>;
export type FeedbackRow = Selectable<FeedbackTable>;
export type NewFeedback = Insertable<FeedbackTable>;
export type JobRow = Selectable<JobsTable>;
export type LinguisticFeedbackRow = Selectable<LinguisticFeedbackTable>;
export type PromptRow = Selectable<PromptsTable>;
export type PersonalFillerRow = Selectable<PersonalFillersTable>;
export type WeeklyGoalRow = Selectable<WeeklyGoalsTable>;
export type SpeechStreamRow = Selectable<SpeechStreamsTable>;
export type StreamPieceRow = Selectable<StreamPiecesTable>;
export type StreamSegmentRow = Selectable<StreamSegmentsTable>;
