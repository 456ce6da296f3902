import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

/**
 * Every setting Podium reads. Defaults give the embedded mode: one process,
 * SQLite and audio under DATA_DIR, the offline recognizer and coach.
 * Nothing else in the server reads process.env.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** Base of absolute links (media URLs, e-mails); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Where SQLite, audio and the outbox live. */
  DATA_DIR: z.string().default('./data'),
  /** postgres://... to use PostgreSQL; unset means SQLite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Signs sessions and media links; generated once into DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  /** smtp://user:pass@host:587 or smtps://...; unset writes mails to DATA_DIR/outbox and logs their link. */
  SMTP_URL: z.url().optional(),
  /** Sender of Podium's e-mails. */
  MAIL_FROM: z.string().default('Podium <no-reply@podium.local>'),
  /** Where Upgrade to Pro, Contact Support and Send Feedback write to. */
  SUPPORT_EMAIL: z.email().default('support@podium.local'),
  /** Google sign-in is on when both are set (an OAuth client of type "Web application"). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Google's OpenID discovery document; tests point it at a local provider. */
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  /** More origins allowed to send POST/PATCH/PUT/DELETE, comma-separated (PUBLIC_URL's always is). */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** Proxies whose X-Forwarded-For is believed: loopback, true, a hop count, or IPs/CIDRs. */
  TRUST_PROXY: z.string().default('loopback'),
  /** Sign-in, sign-up and guest-login attempts per IP and window, each counted apart. */
  AUTH_RATE_LIMIT_MAX: positiveInt.default(10),
  AUTH_RATE_LIMIT_WINDOW_SEC: positiveInt.default(60),
  /** Verification resends and test e-mails per IP and window. */
  EMAIL_RATE_LIMIT_MAX: positiveInt.default(3),
  EMAIL_RATE_LIMIT_WINDOW_SEC: positiveInt.default(300),

  /** Recordings a guest may upload before creating an account. */
  GUEST_SPEECH_LIMIT: z.coerce.number().int().min(0).default(3),
  /** Largest accepted upload, in bytes (10 minutes of 128 kbps opus is about 10 MB). */
  MAX_UPLOAD_BYTES: positiveInt.default(25 * 1024 * 1024),
  /** Longest accepted recording, in seconds (spec: 10 minutes). */
  MAX_SPEECH_SEC: positiveInt.default(600),
  /** Daily prompt refreshes per user (spec: 30). */
  PROMPT_REFRESH_LIMIT: z.coerce.number().int().min(0).default(30),
  /** Lifetime of a signed media link. */
  MEDIA_URL_TTL_SEC: positiveInt.default(6 * 60 * 60),

  /** Where recordings live: local (DATA_DIR/audio) or s3 (any S3-compatible store). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The bucket; needed for STORAGE=s3. */
  S3_BUCKET: z.string().optional(),
  /** The store's URL for anything but AWS (MinIO, Ceph, R2, ...). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Both or neither; neither means the SDK's own chain (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name, as most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Prepended to every object key, e.g. "podium/". */
  S3_PREFIX: z.string().default(''),

  /** redis://... to count rate limits in Redis; unset counts them in the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prepended to Podium's Redis keys, so that one Redis can serve several installations. */
  REDIS_KEY_PREFIX: z.string().default('podium:'),

  /** Turns /metrics on (Prometheus), readable only with this Bearer token. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM, how long requests and jobs in flight get to finish; unfinished jobs are handed back. */
  SHUTDOWN_TIMEOUT_SEC: z.coerce.number().positive().default(25),

  /**
   * Speech recognizer: moonshine (offline, Moonshine Tiny on onnxruntime), pocketsphinx (offline,
   * older and less accurate) or openai (an OpenAI-compatible /audio/transcriptions endpoint).
   * Every engine's words are timed by pocketsphinx's forced aligner.
   */
  TRANSCRIBER: z.enum(['moonshine', 'pocketsphinx', 'openai']).default('moonshine'),
  /** Folder with Moonshine's encoder_model.onnx and decoder_model_merged.onnx; npm install puts them in node_modules/.cache/podium. */
  MOONSHINE_MODEL_DIR: z.string().optional(),
  /**
   * Moonshine's beam width: 3 makes a quarter fewer word errors than 1 (greedy) for 1.5-1.8 x the
   * recognition CPU (docs/decisions/0024-beam-search-and-short-hesitations.md).
   */
  MOONSHINE_BEAM: z.coerce.number().int().min(1).max(8).default(3),
  /**
   * Weight of the word language model (Debian's en-us trigram model) in Moonshine's beam; 0 leaves
   * it out. 0.2 measured best on the development set (docs/decisions/0055-a-word-language-model-in-moonshines-beam.md).
   */
  MOONSHINE_LM_WEIGHT: z.coerce.number().min(0).max(2).default(0.2),
  /**
   * A segment Moonshine read with a mean word log-probability below this is read again slowed to
   * 0.9 x with sox, and the surer words of the two readings kept; -10 never reads again. -0.12
   * (a quarter of segments) measured best on the development set
   * (docs/decisions/0060-an-unsure-segment-is-read-again-slowed.md).
   */
  MOONSHINE_REREAD_BELOW: z.coerce.number().min(-10).max(0).default(-0.12),
  /**
   * A segment where one round of dereverberation (WPE) would remove a share of the energy above
   * this (dB) was recorded in a reverberant room: Moonshine hears it dereverberated. 0 never
   * dereverberates. -24 lies between the development set's dry speech and its reverberant speech
   * (docs/decisions/0078-a-reverberant-segment-is-dereverberated-before-moonshine-hears-it.md).
   */
  MOONSHINE_DEREVERB_DB: z.coerce.number().min(-60).max(0).default(-24),
  /** pocketsphinx_continuous: the pocketsphinx engine and the aligner of every engine. */
  POCKETSPHINX_BIN: z.string().default('pocketsphinx_continuous'),
  /** For TRANSCRIBER=openai: base URL up to the version, e.g. https://api.openai.com/v1. */
  TRANSCRIBE_BASE_URL: z.url().optional(),
  /** Sent as a Bearer token; local servers often need none. */
  TRANSCRIBE_API_KEY: z.string().optional(),
  TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  /** Parallel recognizer workers (threads or processes) for one recording; defaults to the core count. */
  RECOGNITION_PROCESSES: positiveInt.optional(),
  FFMPEG_BIN: z.string().default('ffmpeg'),
  FFPROBE_BIN: z.string().default('ffprobe'),

  /** `podium worker` serves /api/health, /api/ready and /metrics on this port; unset: no HTTP. */
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Run job workers inside the web process. */
  RUN_WORKERS: flag.default(true),
  /**
   * Jobs one process runs at once; their segments share RECOGNITION_PROCESSES slots, so more
   * jobs than cores do not oversubscribe the machine, they keep the slots busy while a job
   * decodes, measures or saves. Defaults to twice the core count.
   */
  WORKER_CONCURRENCY: positiveInt.optional(),
  /** A claimed job is someone else's to take over after this long without a heartbeat. */
  JOB_LEASE_SEC: positiveInt.default(30),
  /**
   * How often an idle worker looks for work. A worker in its own process learns of a job only so:
   * at Save it waits up to this long twice (the stream's last pass, then the analysis; ADR 32).
   * An idle poll is one indexed query.
   */
  JOB_POLL_MS: positiveInt.default(100),

  /** Coaching engine: rules (built in, offline) or llm (an OpenAI-compatible chat endpoint). */
  COACH: z.enum(['rules', 'llm']).default('rules'),
  /** Chat-completions base URL up to the version, e.g. https://api.openai.com/v1; needed for COACH=llm. */
  LLM_BASE_URL: z.url().optional(),
  /** Sent as a Bearer token; local servers often need none. */
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  /** After this the rules coach answers instead (usedFallback). */
  LLM_TIMEOUT_MS: positiveInt.default(20_000),
  /** json_schema has the server enforce the schema; json_object for servers without it. */
  LLM_JSON_MODE: z.enum(['json_schema', 'json_object']).default('json_schema'),
  /** Feedbacks per local day (resets at the user's midnight) for each account type. */
  GUEST_DAILY_FEEDBACK: z.coerce.number().int().min(0).default(3),
  FREE_DAILY_FEEDBACK: z.coerce.number().int().min(0).default(10),
  PRO_DAILY_FEEDBACK: z.coerce.number().int().min(0).default(50),
  /** How long a feedback generation holds its lock; a second request meanwhile gets the cooldown answer. */
  FEEDBACK_COOLDOWN_SEC: positiveInt.default(120),
});

type RawEnv = z.infer<typeof envSchema>;

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  prefix: string;
}

export type Env = Omit<RawEnv, 'PUBLIC_URL' | 'RECOGNITION_PROCESSES' | 'WORKER_CONCURRENCY'> & {
  PUBLIC_URL: string;
  RECOGNITION_PROCESSES: number;
  WORKER_CONCURRENCY: number;
  /** DATA_DIR made absolute. */
  dataDir: string;
  /** The S3_* settings together (bucket empty unless STORAGE=s3). */
  s3: S3Settings;
};

export class EnvError extends Error {}

/** Parses and completes the configuration; throws an EnvError listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const missing = [
    raw.COACH === 'llm' && !raw.LLM_BASE_URL && 'LLM_BASE_URL: required when COACH=llm',
    raw.TRANSCRIBER === 'openai' &&
      !raw.TRANSCRIBE_BASE_URL &&
      'TRANSCRIBE_BASE_URL: required when TRANSCRIBER=openai',
    raw.STORAGE === 's3' && !raw.S3_BUCKET && 'S3_BUCKET: required when STORAGE=s3',
    !raw.S3_ACCESS_KEY_ID !== !raw.S3_SECRET_ACCESS_KEY &&
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
  ].filter((line): line is string => typeof line === 'string');
  if (missing.length > 0) {
    throw new EnvError(`Invalid configuration:\n${missing.map((l) => `  ${l}`).join('\n')}`);
  }
  return {
    ...raw,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    RECOGNITION_PROCESSES: raw.RECOGNITION_PROCESSES ?? Math.max(1, os.availableParallelism()),
    WORKER_CONCURRENCY: raw.WORKER_CONCURRENCY ?? 2 * Math.max(1, os.availableParallelism()),
    dataDir: path.resolve(raw.DATA_DIR),
    s3: {
      bucket: raw.S3_BUCKET ?? '',
      endpoint: raw.S3_ENDPOINT,
      region: raw.S3_REGION,
      credentials:
        raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: raw.S3_FORCE_PATH_STYLE,
      prefix: raw.S3_PREFIX,
    },
  };
}
