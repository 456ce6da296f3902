import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FeedbackResponse, LinguisticResponse } from '@common/contract/feedback';
import type { AnalysisDto } from '@common/contract/analysis';
import type { SpeechDto } from '@common/contract/speech';
import type { UserDto } from '@common/contract/user';
import { TOASTS } from '@common/constants';
import { getErrorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { feedbackKeys } from '@app/features/feedback-history/public';
import { useRequestFeedback } from '../api/request-feedback';
import { useRequestLinguisticFeedback } from '../api/request-linguistic-feedback';
import { getFeedbackFailure } from '../lib/feedback-failure';
import type { FeedbackFailure } from '../lib/feedback-failure';
import { buildFeedbackRequest, buildLinguisticRequest } from '../lib/feedback-request';

export type CoachFeedbackState =
  | { status: 'loading' }
  | { status: 'success'; data: FeedbackResponse }
  | {
      status: 'error';
      failure: FeedbackFailure;
      /** For a cooldown: when (Date.now() time) the page asks again by itself. */
      retryAt: number | null;
    };

export type LinguisticFeedbackState =
  | { status: 'loading' }
  | { status: 'success'; data: LinguisticResponse }
  | { status: 'error'; message: string }
  /** Nothing to correct: the transcript is empty. */
  | { status: 'skipped' };

export interface CoachFeedback {
  feedback: CoachFeedbackState;
  linguistic: LinguisticFeedbackState;
  /** Asks for the feedback again (Try Again, Check Again, the end of a cooldown). */
  retry: () => void;
}

interface Input {
  speech: SpeechDto;
  analysis: AnalysisDto;
  user: UserDto | null;
}

/**
 * Feedback and linguistic feedback for a completed analysis (spec 4): both
 * requested automatically, once per visit of the page. The guard is a ref, so
 * StrictMode's second run of the effect does not ask twice.
 */
export function useCoachFeedback({ speech, analysis, user }: Input): CoachFeedback {
  const queryClient = useQueryClient();
  const feedback = useRequestFeedback();
  const linguistic = useRequestLinguisticFeedback();
  const requested = useRef(false);
  const [retryAt, setRetryAt] = useState<number | null>(null);

  const userId = user?.id ?? null;
  const isPro = user?.isPro ?? false;
  const speechId = speech.id;
  // A speech from a server before practice modes has none: general, as the spec's.
  const coachingMode = speech.coachingMode ?? 'general';
  const durationSec = speech.duration || analysis.details?.durationSec || 0;
  const transcript = (analysis.details?.transcript ?? analysis.text).trim();

  const { mutate: mutateFeedback, reset: resetFeedback } = feedback;
  const askForFeedback = useCallback(() => {
    resetFeedback();
    setRetryAt(null);
    mutateFeedback(
      buildFeedbackRequest({ userId, speechId, coachingMode }, analysis, durationSec),
      {
        // A cached answer is said on the page (CachedFeedbackNote), not in a toast.
        onSuccess: () => {
          // The Progress area lists feedback (records and the cloud list); they are stale now.
          void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
        },
        onError: (error) => {
          const failure = getFeedbackFailure(error);
          if (failure.kind === 'cooldown') setRetryAt(Date.now() + failure.cooldownSec * 1000);
          if (failure.kind === 'guest-limit') {
            toast({
              title: 'Guest Usage Limit Reached',
              description: failure.message,
              variant: 'destructive',
              duration: TOASTS.guestLimitMs,
            });
          }
        },
      },
    );
  }, [
    analysis,
    coachingMode,
    durationSec,
    mutateFeedback,
    queryClient,
    resetFeedback,
    speechId,
    userId,
  ]);

  const { mutate: mutateLinguistic } = linguistic;
  const askForCorrections = useCallback(() => {
    if (transcript === '') return;
    mutateLinguistic(buildLinguisticRequest({ userId, speechId }, analysis, isPro), {
      onError: (error) => {
        toast({
          title: 'Error Generating Linguistic Feedback',
          description: getErrorMessage(error),
          variant: 'destructive',
        });
      },
    });
  }, [analysis, isPro, mutateLinguistic, speechId, transcript, userId]);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    askForFeedback();
    askForCorrections();
  }, [askForCorrections, askForFeedback]);

  // When a cooldown runs out, the generation that held it has finished: ask again.
  useEffect(() => {
    if (retryAt === null) return;
    const timer = setTimeout(askForFeedback, Math.max(0, retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [askForFeedback, retryAt]);

  const feedbackState: CoachFeedbackState =
    feedback.status === 'success'
      ? { status: 'success', data: feedback.data }
      : feedback.status === 'error'
        ? { status: 'error', failure: getFeedbackFailure(feedback.error), retryAt }
        : { status: 'loading' };

  const linguisticState: LinguisticFeedbackState =
    transcript === ''
      ? { status: 'skipped' }
      : linguistic.status === 'success'
        ? { status: 'success', data: linguistic.data }
        : linguistic.status === 'error'
          ? { status: 'error', message: getErrorMessage(linguistic.error) }
          : { status: 'loading' };

  return { feedback: feedbackState, linguistic: linguisticState, retry: askForFeedback };
}
