/** Business constants of spec section 9, shared by client and server. */
export const RECORDING = {
  maxDurationSec: 600,
  bitsPerSecond: 128_000,
  timesliceMs: 500,
  manualDataRequestMs: 3_000,
  preferredMimeTypes: [
    'audio/webm;codecs=opus',
    'audio/webm',
    'audio/ogg;codecs=opus',
    'audio/ogg',
    'audio/mp4',
    'audio/mpeg',
    'audio/wav',
  ],
  recommendedMinSec: 120,
  autoStopWarningRatio: 0.85,
  minFeedbackSec: 30,
  minHandOverSec: 1,
  completeHandlerDelayMs: 500,
  namingDialogDelayMs: 50,
} as const;

/**
 * The spec's `general` and the practice modes of issue 13: each mode has its
 * own prompts, length guidance and structure rubric (common/coaching/coaching-modes.ts).
 * Here, not in the contract, so the client reads the list without loading zod
 * (whose eval probe breaks the page's Content-Security-Policy).
 */
export const COACHING_MODES = ['general', 'interview', 'pitch', 'story', 'presentation'] as const;

export const PROMPTS = {
  dailyRefreshLimit: 30,
} as const;

export const LISTS = {
  processingFailedAfterMs: 5 * 60 * 1000,
  recentRecordings: 3,
  speechesFetchLimit: 100,
  feedbackHistoryDefault: 2,
  feedbackHistoryStep: 5,
  cloudListFactor: 5,
} as const;

export const ACCOUNT = {
  passwordMinLength: 6,
  usernameMinLength: 3,
  usernameMaxLength: 20,
} as const;

export const ANALYSIS_PAGE = {
  transcriptionPollMs: 5_000,
  transcriptionTimeoutMs: 120_000,
  missingTranscriptionIdMs: 3_000,
  refetchAfterCompleteMs: 2_000,
  tipRotationMs: 6_000,
  loadingPhaseMs: 3_500,
  loadingPhases: 5,
  defaultCooldownSec: 120,
  tabs: 5,
} as const;

export const SETTINGS = {
  reminderDefault: '07:00',
  reminderMinuteStep: 15,
  version: '1.0.0',
  defaultVolume: 0.7,
  signOutRedirectMs: 1_000,
  callbackErrorRedirectMs: 3_000,
} as const;

export const SHARE_IMAGE = {
  width: 342,
  height: 608,
  scale: 2,
  coachNoteMaxChars: 150,
  tips: 2,
  drills: 1,
} as const;

export const TOASTS = {
  uploadProgressMs: 60_000,
  successMs: 3_000,
  errorMs: 5_000,
  guestLimitMs: 8_000,
  uploadFailureMs: 10_000,
  discardDelayMs: 300,
  discardMs: 2_000,
  signupSuccessMs: 6_000,
  microphonePermissionMs: 5_000,
  limit: 1,
  removeDelayMs: 3_000,
  duplicateWindowMs: 2_500,
  defaultMs: 5_000,
  swipeThreshold: 50,
  hotkey: 'F8',
} as const;

export const REQUESTS = {
  maxRetries: 2,
  backoffBaseMs: 100,
  backoffCapMs: 3_000,
  audioReloadWaitMs: 5_000,
} as const;

/** The transcript the speaker corrects or types (PUT /api/speeches/{id}/transcript). */
export const TRANSCRIPT_EDIT = {
  /** 10 minutes at a fast 200 words a minute is about 12,000 characters. */
  maxChars: 20_000,
  /** How often the page asks whether the re-alignment is done, and for how long. */
  pollMs: 1_000,
  timeoutMs: 120_000,
} as const;

/**
 * The analysis page's push channel (issue 12, docs/decisions/0025): GET
 * /api/speeches/{id}/events sends one `status` event when the speech's outcome
 * is stored, then closes. The page's polling stays as the fallback.
 */
export const SPEECH_EVENTS = {
  /** The name of the one event a stream sends. */
  statusEvent: 'status',
  /** What the event says: an analysis was stored, or the job failed for good. */
  outcomes: ['analysed', 'failed'],
} as const;

export const UNTITLED_RECORDING = 'Untitled Recording';
export const PRODUCT_NAME = 'Podium';

/**
 * Streaming the recording while the speaker talks (issue 12, ADR 26). The client joins the
 * recorder's 500 ms chunks into pieces of about `pieceMs`; the server recognizes what a silence
 * has closed every `recognizeEveryPieces` pieces. Abandoned streams go after `abandonedAfterMs`.
 */
export const STREAMING = {
  pieceMs: 2_000,
  /** 10 minutes of 2 s pieces with room for the recorder's extra data requests. */
  maxPieces: 2_000,
  recognizeEveryPieces: 3,
  abandonedAfterMs: 24 * 60 * 60 * 1000,
  /** Live cues (issue 12 item 4): pace outside this band for `paceWindowSec` seconds. */
  paceBandWpm: { min: 100, max: 165 },
  paceWindowSec: 20,
} as const;
