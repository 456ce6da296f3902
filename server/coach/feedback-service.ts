import { createHash, randomUUID } from 'node:crypto';
import { RECORDING } from '@common/constants';
import type { SpeechAnalysis } from '@common/contract/analysis';
import {
  type AccountType,
  type CoachingMode,
  type FeedbackBody,
  type FeedbackUsageInfo,
  type PageScores,
  type ScoreExplanations,
} from '@common/contract/feedback';
import { FEEDBACK_MESSAGES } from '@common/feedback/feedback-messages';
import { toCoachingMode } from '@common/coaching/coaching-modes';
import { recordingLength } from '@common/measures/duration';
import type { AnalysesRepo } from '../db/repos/analyses-repo';
import type { FeedbackLocksRepo, FeedbackRepo } from '../db/repos/feedback-repo';
import type { SpeechesRepo } from '../db/repos/speeches-repo';
import type { UsageRepo } from '../db/repos/usage-repo';
import type { FeedbackRow, UserRow } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { isoNow, localDay } from '../lib/time';
import type { CoachEngine } from './coach-engine';

/** Fewer recognised words than this is "not enough clear speech", whatever the length. */
export const MIN_FEEDBACK_WORDS = 25;

export interface FeedbackLimits {
  guest: number;
  free: number;
  pro: number;
  /** Seconds a generation holds the speech's lock. */
  cooldownSec: number;
}

/** What the stored `details` column holds: everything the analysis page shows. */
export interface StoredFeedback {
  feedback: FeedbackBody;
  scores: PageScores;
  metrics: ScoreExplanations;
}

export interface FeedbackOutcome {
  row: FeedbackRow;
  stored: StoredFeedback;
  fromCache: boolean;
  usage: FeedbackUsageInfo;
  /** Why the configured engine fell back to the rules coach, for the log. */
  fallbackReason?: string;
  /** What of a model's answer was dropped for contradicting the page, for the log. */
  adjustments?: string[];
}

export function transcriptHash(transcript: string): string {
  return createHash('sha256').update(transcript.trim()).digest('hex');
}

export function accountTypeOf(user: UserRow): AccountType {
  return user.isGuest ? 'guest' : user.isPro ? 'pro' : 'free';
}

export interface FeedbackServiceDeps {
  speeches: SpeechesRepo;
  analyses: AnalysesRepo;
  feedback: FeedbackRepo;
  locks: FeedbackLocksRepo;
  usage: UsageRepo;
  coach: CoachEngine;
  limits: FeedbackLimits;
  now?: () => Date;
}

export function createFeedbackService(deps: FeedbackServiceDeps) {
  const now = deps.now ?? (() => new Date());

  function limitFor(type: AccountType): number {
    return deps.limits[type];
  }

  async function usageInfo(
    user: UserRow,
    day: string,
    extra: Partial<FeedbackUsageInfo> = {},
  ): Promise<FeedbackUsageInfo> {
    const accountType = accountTypeOf(user);
    const dailyLimit = limitFor(accountType);
    const usedToday = await deps.usage.get(user.id, 'feedback', day);
    return {
      fromCache: false,
      isShortRecording: false,
      cooldownRemaining: 0,
      accountType,
      dailyLimit,
      usedToday,
      remainingToday: Math.max(0, dailyLimit - usedToday),
      ...extra,
    };
  }

  /** The spec's failure body: `error` repeats the message; usageInfo tells the page where it stands. */
  function failure(id: AppError['id'], message: string, extra: Record<string, unknown>) {
    return new AppError(id, message, { error: message, ...extra });
  }

  async function cached(
    user: UserRow,
    speechId: number,
    hash: string,
    mode: CoachingMode,
    day: string,
  ): Promise<FeedbackOutcome | undefined> {
    const row = await deps.feedback.findCached(user.id, speechId, hash, mode);
    if (!row?.details) return undefined;
    return {
      row,
      stored: JSON.parse(row.details) as StoredFeedback,
      fromCache: true,
      usage: await usageInfo(user, day, { fromCache: true }),
    };
  }

  return {
    /**
     * Feedback for the caller's speech (spec sections 4, 8, 9): too short,
     * cached, in progress elsewhere, over the daily limit, or freshly made.
     */
    async generate(
      user: UserRow,
      request: { speechId: number | undefined; coachingMode?: CoachingMode },
    ): Promise<FeedbackOutcome> {
      if (request.speechId === undefined) throw badRequest(FEEDBACK_MESSAGES.missing);
      const speech = await deps.speeches.findById(request.speechId);
      if (!speech || speech.userId !== user.id) throw notFound('Speech not found.');
      const analysisRow = await deps.analyses.findBySpeechId(speech.id);
      if (!analysisRow) throw badRequest(FEEDBACK_MESSAGES.missing);
      const analysis = JSON.parse(analysisRow.details) as SpeechAnalysis;

      const at = now();
      const day = localDay(at, user.timezone);
      const minSec = RECORDING.minFeedbackSec;
      const duration = Math.max(speech.duration, analysis.durationSec);
      // The coach names the length the page shows: the speech's, else the analysis's.
      const length = recordingLength(speech.duration, analysis.durationSec);
      if (duration < minSec || analysis.wordCount < MIN_FEEDBACK_WORDS) {
        const message =
          duration < minSec
            ? FEEDBACK_MESSAGES.tooShort(minSec)
            : FEEDBACK_MESSAGES.notEnoughSpeech(minSec);
        throw failure('too_short', message, {
          isShortRecording: true,
          usageInfo: await usageInfo(user, day, { isShortRecording: true }),
        });
      }

      // A spec client names `general`; ours names the speech's mode, or leaves it to the speech.
      const mode = request.coachingMode ?? toCoachingMode(speech.coachingMode);
      // The speaker's own fillers change the counts but not the words: the cache must tell.
      const own = analysis.fillers.some((f) => f.type === 'personal');
      const hash = transcriptHash(
        own ? `${analysisRow.text}\n${analysisRow.fillerWordsList}` : analysisRow.text,
      );
      const hit = await cached(user, speech.id, hash, mode, day);
      if (hit) return hit;

      const lockKey = `feedback:speech:${speech.id}`;
      const token = randomUUID();
      const lock = await deps.locks.acquire(
        lockKey,
        user.id,
        token,
        at,
        deps.limits.cooldownSec * 1000,
      );
      if (!lock.acquired) {
        const remaining = Math.max(
          1,
          Math.ceil((Date.parse(lock.expiresAt) - at.getTime()) / 1000),
        );
        throw failure('cooldown', FEEDBACK_MESSAGES.cooldown(remaining), {
          cooldownRemaining: remaining,
          retryAfter: remaining,
          usageInfo: await usageInfo(user, day, { cooldownRemaining: remaining }),
        });
      }

      let charged = false;
      try {
        // The request that held the lock before us may have just stored it.
        const late = await cached(user, speech.id, hash, mode, day);
        if (late) return late;

        const accountType = accountTypeOf(user);
        const limit = limitFor(accountType);
        const used = await deps.usage.take(user.id, 'feedback', day, limit);
        if (used === null) {
          const info = await usageInfo(user, day);
          if (accountType === 'guest') {
            throw failure('guest_limit', FEEDBACK_MESSAGES.guestLimit(limit), {
              isRateLimit: true,
              usageInfo: info,
            });
          }
          throw failure('daily_limit', FEEDBACK_MESSAGES.dailyLimit(limit), { usageInfo: info });
        }
        charged = true;

        const result = await deps.coach.generate({
          analysis,
          speech: { title: speech.title, prompt: speech.prompt, durationSec: length },
          isPro: accountType === 'pro',
          mode,
        });
        const stored: StoredFeedback = {
          feedback: result.feedback,
          scores: result.scores,
          metrics: result.metrics,
        };
        const f = result.feedback;
        const row = await deps.feedback.insert({
          userId: user.id,
          speechId: speech.id,
          summaryTag: f.summaryTag,
          clarityScore: f.dimensionScores.clarity,
          pacingScore: f.dimensionScores.pacing,
          confidenceScore: f.dimensionScores.confidence,
          deliveryScore: f.dimensionScores.delivery,
          strengths: JSON.stringify(f.strengths),
          areasToImprove: JSON.stringify(f.improvements),
          actionableTips: JSON.stringify(f.practiceTips),
          actionableDrills: JSON.stringify(f.practiceDrills),
          rewriteSuggestions: JSON.stringify(
            f.rewrites.map(({ original, improved, explanation }) => ({
              original,
              improved,
              explanation,
            })),
          ),
          overallFeedback: f.coachNote,
          modelUsed: result.modelUsed,
          usedFallback: result.usedFallback ? 1 : 0,
          coachingMode: mode,
          transcriptHash: hash,
          details: JSON.stringify(stored),
          createdAt: isoNow(at),
        });
        return {
          row,
          stored,
          fromCache: false,
          usage: await usageInfo(user, day),
          fallbackReason: result.fallbackReason,
          adjustments: result.adjustments,
        };
      } catch (err) {
        if (charged) await deps.usage.giveBack(user.id, 'feedback', day);
        if (err instanceof AppError) throw err;
        const unavailable = failure('service_unavailable', FEEDBACK_MESSAGES.unavailable, {
          usageInfo: await usageInfo(user, day),
        });
        // Kept for the log: the error handler logs the cause of every 5xx.
        unavailable.cause = err;
        throw unavailable;
      } finally {
        await deps.locks.release(lockKey, token);
      }
    },

    /** The caller's stored feedback, newest first. */
    history(user: UserRow, limit: number): Promise<FeedbackRow[]> {
      return deps.feedback.listByUser(user.id, limit);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
