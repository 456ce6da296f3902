import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountService } from './auth/accounts';
import { resolveAuthSecret } from './auth/auth-secret';
import { createAuthServices } from './auth/auth-services';
import type { Auth, GoogleConfig } from './auth/create-auth';
import type { IdentityGuard } from './auth/identity';
import type { CoachEngine } from './coach/coach-engine';
import { createCoaching } from './coach/create-coach';
import { createFeedbackService, type FeedbackService } from './coach/feedback-service';
import { createLinguisticService, type LinguisticService } from './coach/linguistic-service';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createAnalysesRepo } from './db/repos/analyses-repo';
import { createFeedbackLocksRepo, createFeedbackRepo } from './db/repos/feedback-repo';
import { createLinguisticRepo } from './db/repos/linguistic-repo';
import { createPromptsRepo } from './db/repos/prompts-repo';
import { createSpeechesRepo } from './db/repos/speeches-repo';
import { createUsageRepo } from './db/repos/usage-repo';
import { createUsersRepo, type UsersRepo } from './db/repos/users-repo';
import type { Env } from './env';
import { realignTranscriptHandler, type RealignAudio } from './jobs/handlers/realign-transcript';
import { transcribeSpeechHandler, type AnalyzeAudio } from './jobs/handlers/transcribe-speech';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { createWorker, type Worker } from './jobs/worker';
import { createLimitStore } from './limits/create-limit-store';
import type { LimitStore } from './limits/limit-store';
import type { Mailer } from './mail/mailer';
import { createMetrics, type Metrics } from './metrics/metrics';
import type { MediaLinkConfig } from './presenters/speech-presenter';
import { PROMPT_CORPUS } from './prompts/prompt-corpus';
import { createPromptService, type PromptService } from './prompts/prompt-service';
import { analyzeSpeech, recognizerFor } from './speech/analyze-speech';
import { engineOptions } from './speech/engine-options';
import {
  createPersonalFillersService,
  type PersonalFillersService,
} from './fillers/personal-fillers-service';
import { createPersonalFillersRepo } from './db/repos/personal-fillers-repo';
import { createWeeklyGoalsRepo } from './db/repos/weekly-goals-repo';
import { createGoalsService, type GoalsService } from './goals/goals-service';
import { createSpeechListCache, type SpeechListCache } from './speeches/speech-list-cache';
import { realignTranscript } from './speech/realign-transcript';
import { createSegmentScheduler } from './speech/segment-scheduler';
import { closeMoonshinePools } from './speech/engines/moonshine/moonshine';
import { createSpeechService, type SpeechService } from './speeches/speech-service';
import {
  createSpeechStreamService,
  recognitionJobId,
  type SpeechStreamService,
} from './speeches/speech-stream-service';
import { createSpeechStreamsRepo } from './db/repos/speech-streams-repo';
import { isoNow } from './lib/time';
import { recognizeStreamPrefix } from './speech/recognize-stream-prefix';
import { recognizeStreamHandler, type RecognizePrefix } from './jobs/handlers/recognize-stream';
import { createJoinedPrefixCache } from './speeches/joined-prefix-cache';
import { createStreamAudioStore } from './speech/stream-audio-store';
import { createStorage } from './storage/create-storage';
import { openTempSpace } from './storage/temp-space';
import type { Storage } from './storage/storage';

/** Everything the routes and workers use, built once from the config. */
export interface Services {
  env: Env;
  secret: string;
  handle: DatabaseHandle;
  users: UsersRepo;
  auth: Auth;
  identity: IdentityGuard;
  accounts: AccountService;
  mailer: Mailer;
  google: GoogleConfig | null;
  queue: JobQueue;
  storage: Storage;
  /** Rate-limit counters shared by every process. */
  limits: LimitStore;
  speeches: SpeechService;
  /** Recordings streamed while they are made (issue 12). */
  speechStreams: SpeechStreamService;
  /** Each user's serialised speech list, reused until it changes. */
  speechLists: SpeechListCache;
  prompts: PromptService;
  feedback: FeedbackService;
  linguistic: LinguisticService;
  personalFillers: PersonalFillersService;
  goals: GoalsService;
  media: MediaLinkConfig;
  /** This process's own folder under DATA_DIR/tmp (storage/temp-space.ts). */
  tmpDir: string;
  /** What the start-up sweep of DATA_DIR/tmp removed, for the log. */
  sweptTemp: string[];
  /** Prometheus metrics (a no-op unless METRICS_TOKEN is set). */
  metrics: Metrics;
  /** Set on SIGTERM: /api/ready answers 503 so the load balancer stops sending requests. */
  lifecycle: { draining: boolean };
  createWorker(log: FastifyBaseLogger): Worker;
  close(): Promise<void>;
}

export interface ServiceOverrides {
  /** Replaces the coach (only for tests of a coach that fails). */
  coach?: CoachEngine;
  /** The feedback limits' clock (tests of the reset at local midnight). */
  now?: () => Date;
  /** Replaces the speech pipeline (tests that follow a job's stages). */
  analyze?: AnalyzeAudio;
  /** Replaces the re-alignment of a corrected transcript (tests of jobs that overlap). */
  realign?: RealignAudio;
}

export async function createServices(
  env: Env,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const secret = resolveAuthSecret(env.AUTH_SECRET, env.dataDir);
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await migrateToLatest(handle);
  const { db } = handle;

  const users = createUsersRepo(db);
  const speechesRepo = createSpeechesRepo(db);
  const analyses = createAnalysesRepo(db);
  const { auth, accounts, identity, mailer, google } = await createAuthServices({
    env,
    secret,
    handle,
    users,
  });

  const queue = createJobQueue(db, handle.dialect, { leaseMs: env.JOB_LEASE_SEC * 1000 });
  const temp = await openTempSpace(path.join(env.dataDir, 'tmp'));
  const tmpDir = temp.dir;
  const storage = createStorage(env, tmpDir);
  const limits = createLimitStore(env, db);
  // Every job this process runs shares these slots, one per core (ADR 0023).
  const segmentPool = createSegmentScheduler({
    slots: env.RECOGNITION_PROCESSES,
    onSegmentEnd: (waitMs, runMs) => metrics.observeSegment(waitMs / 1000, runMs / 1000),
  });
  const metrics = createMetrics({
    enabled: !!env.METRICS_TOKEN,
    queueDepth: () => queue.depth(),
    segmentPool: () => segmentPool.stats(),
  });

  const speechOptions = {
    transcriber: env.TRANSCRIBER,
    moonshineModelDir: env.MOONSHINE_MODEL_DIR,
    moonshineBeam: env.MOONSHINE_BEAM,
    moonshineLmWeight: env.MOONSHINE_LM_WEIGHT,
    moonshineRereadBelow: env.MOONSHINE_REREAD_BELOW,
    moonshineDereverbDb: env.MOONSHINE_DEREVERB_DB,
    ffmpegBin: env.FFMPEG_BIN,
    pocketsphinxBin: env.POCKETSPHINX_BIN,
    processes: env.RECOGNITION_PROCESSES,
    scheduler: segmentPool,
    maxDurationSec: env.MAX_SPEECH_SEC,
    tmpDir,
  };
  // A stream's audio decoded during the recording, for its analysis at Save (ADR 34).
  const streamAudio = createStreamAudioStore(path.join(tmpDir, 'stream-audio'));
  const recognizePrefix: RecognizePrefix = (prefixPath, from, signal, complete, opening) =>
    recognizeStreamPrefix(prefixPath, from, { ...speechOptions, signal }, complete, opening);
  const engine = engineOptions(env);
  const pipeline: AnalyzeAudio = (audioPath, signal, onProgress, stream, onJobStage) => {
    let audioSec = 0;
    return analyzeSpeech(audioPath, {
      streamed: stream?.segments,
      knownStart: stream?.knownStart,
      ...engine,
      ffmpegBin: env.FFMPEG_BIN,
      pocketsphinxBin: env.POCKETSPHINX_BIN,
      processes: env.RECOGNITION_PROCESSES,
      scheduler: segmentPool,
      tmpDir,
      signal,
      onProgress,
      // The recognition real-time factor, from the pipeline's own stage timings.
      onStage: (stage, ms, detail) => {
        if (stage === 'decode') audioSec = detail?.durationSec ?? 0;
        if (stage === 'recognize') metrics.observeRecognition(audioSec, ms / 1000);
        onJobStage?.(stage, ms, detail);
      },
    });
  };
  // Tests of the job's progress replace the pipeline with one they can pace.
  const analyze: AnalyzeAudio = overrides.analyze ?? pipeline;

  // Its probe and decoder find and spell hesitations in a corrected transcript, as in the first
  // analysis; Moonshine's pool is the process's, so this loads nothing new.
  const realignRecognizer = recognizerFor(
    { ...engine, pocketsphinxBin: env.POCKETSPHINX_BIN },
    env.RECOGNITION_PROCESSES,
  );
  const realignAudio: RealignAudio = (audioPath, correction, signal) =>
    realignTranscript(audioPath, correction, {
      recognizer: realignRecognizer,
      ffmpegBin: env.FFMPEG_BIN,
      pocketsphinxBin: env.POCKETSPHINX_BIN,
      processes: env.RECOGNITION_PROCESSES,
      scheduler: segmentPool,
      maxDurationSec: env.MAX_SPEECH_SEC,
      tmpDir,
      signal,
    });
  const realign = overrides.realign ?? realignAudio;

  const prompts = createPromptService({
    prompts: createPromptsRepo(db),
    usage: createUsageRepo(db),
    corpus: PROMPT_CORPUS,
    refreshLimit: env.PROMPT_REFRESH_LIMIT,
  });
  await prompts.load();

  const coaching = createCoaching(env);
  const feedback = createFeedbackService({
    speeches: speechesRepo,
    analyses,
    feedback: createFeedbackRepo(db),
    locks: createFeedbackLocksRepo(db),
    usage: createUsageRepo(db),
    coach: overrides.coach ?? coaching.coach,
    limits: {
      guest: env.GUEST_DAILY_FEEDBACK,
      free: env.FREE_DAILY_FEEDBACK,
      pro: env.PRO_DAILY_FEEDBACK,
      cooldownSec: env.FEEDBACK_COOLDOWN_SEC,
    },
    now: overrides.now,
  });
  const linguistic = createLinguisticService({
    speeches: speechesRepo,
    analyses,
    linguistic: createLinguisticRepo(db),
    corrector: coaching.corrector,
    now: overrides.now,
  });

  const personalFillers = createPersonalFillersService({
    db,
    fillers: createPersonalFillersRepo(db),
    speeches: speechesRepo,
    analyses,
  });
  const phrasesOf = (userId: number) => personalFillers.phrasesOf(userId);

  const streamsRepo = createSpeechStreamsRepo(db);
  const speeches = createSpeechService({
    db,
    streams: streamsRepo,
    speeches: speechesRepo,
    users,
    analyses,
    queue,
    storage,
    guestSpeechLimit: env.GUEST_SPEECH_LIMIT,
    audio: {
      ffmpegBin: env.FFMPEG_BIN,
      ffprobeBin: env.FFPROBE_BIN,
      maxDurationSec: env.MAX_SPEECH_SEC,
    },
  });
  const speechStreams = createSpeechStreamService({
    streams: streamsRepo,
    speeches,
    storage,
    queue,
    tmpDir,
    maxBytes: env.MAX_UPLOAD_BYTES,
  });
  const media: MediaLinkConfig = {
    publicUrl: env.PUBLIC_URL,
    secret,
    ttlSec: env.MEDIA_URL_TTL_SEC,
  };

  return {
    env,
    secret,
    handle,
    users,
    auth,
    identity,
    accounts,
    mailer,
    google,
    queue,
    storage,
    limits,
    tmpDir,
    sweptTemp: temp.swept,
    metrics,
    lifecycle: { draining: false },
    media,
    prompts,
    feedback,
    linguistic,
    personalFillers,
    goals: createGoalsService({ goals: createWeeklyGoalsRepo(db) }),
    speeches,
    speechStreams,
    speechLists: createSpeechListCache({ speeches, media, maxBytes: 64 * 1024 * 1024 }),
    createWorker: (log) =>
      createWorker({
        queue,
        log,
        concurrency: env.WORKER_CONCURRENCY,
        pollMs: env.JOB_POLL_MS,
        leaseMs: env.JOB_LEASE_SEC * 1000,
        onJobEnd: (job, outcome, ms) => metrics.observeJob(job.type, outcome, ms / 1000),
        handlers: [
          transcribeSpeechHandler({
            db,
            speeches: speechesRepo,
            analyses,
            storage,
            analyze,
            personalFillers: phrasesOf,
            streams: streamsRepo,
            streamAudio,
            onTimings: (timings) => log.info({ timings }, 'analysis timings'),
            streamSettled: async (streamId, signal) => {
              const until = Date.now() + 60_000;
              const id = recognitionJobId(streamId, 'last');
              while (Date.now() < until && !signal.aborted) {
                // Only a running pass is waited for (a queued one may need this job's place), and
                // not one whose lease ran out (its process died).
                const pass = await queue.findById(id);
                const live = pass?.status === 'running' && (pass.lockedUntil ?? '') > isoNow();
                if (!live) return;
                await new Promise((r) => setTimeout(r, 100));
              }
            },
          }),
          recognizeStreamHandler({
            streams: streamsRepo,
            storage,
            tmpDir,
            recognize: recognizePrefix,
            prefixes: createJoinedPrefixCache(path.join(tmpDir, 'stream-prefixes'), storage),
            audio: streamAudio,
            onLastTimings: (timings) => log.info({ timings }, 'stream last pass timings'),
          }),
          realignTranscriptHandler({
            db,
            speeches: speechesRepo,
            analyses,
            storage,
            realign,
            personalFillers: phrasesOf,
          }),
        ],
      }),
    async close() {
      // The recognizer's worker threads are the process's: end them with the services.
      await closeMoonshinePools();
      await storage.close();
      await limits.close();
      await temp.release();
      await handle.destroy();
    },
  };
}
