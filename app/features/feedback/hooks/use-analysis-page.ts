import { useCallback, useEffect, useState } from 'react';
import { ANALYSIS_PAGE } from '@common/constants';
import type { TranscriptionStage } from '@common/contract/speech';
import { ApiError } from '@app/lib/api-client';
import {
  useSpeech,
  useSpeechOutcome,
  useTranscriptionStatus,
  type SpeechPushState,
} from '@app/features/speeches/public';
import { getAnalysisPageState, isCompleteAnalysis } from '../lib/analysis-page-state';
import type { AnalysisPageState } from '../lib/analysis-page-state';

/**
 * Drives the analysis page (spec 4 and 9): while processing, poll the transcription
 * every 5 s; on completion refetch the speech after 2 s; give up after 120 s without
 * progress, or after 3 s without a transcription id. Beyond the spec (issue 12), the
 * server pushes the outcome the moment it is stored and the page refetches at once;
 * the polling above stays as the fallback.
 */
export function useAnalysisPage(speechId: number): {
  state: AnalysisPageState;
  retry: () => void;
  isRetrying: boolean;
  /** Where the transcription job is, when the server says (null before its first answer). */
  stage: TranscriptionStage | null;
  /** Whether the result will be pushed (the page polls regardless). */
  push: SpeechPushState;
} {
  const speechQuery = useSpeech(speechId);
  const data = speechQuery.data;
  const analysis = data ? (data.analysis ?? data.speech.analysis) : null;
  const processing = data !== undefined && !isCompleteAnalysis(analysis);
  const transcriptionId = data?.speech.transcriptionId ?? null;

  // Each retry starts a fresh round of timers.
  const [round, setRound] = useState(0);
  const [timedOutRound, setTimedOutRound] = useState(-1);
  const [missingIdRound, setMissingIdRound] = useState(-1);
  const [refetchedRound, setRefetchedRound] = useState(-1);

  const timedOut = timedOutRound === round;
  const missingIdExpired = missingIdRound === round;
  const refetchedAfterCompletion = refetchedRound === round;

  const transcription = useTranscriptionStatus(
    transcriptionId,
    speechId,
    processing && !timedOut && !refetchedAfterCompletion,
  );
  const transcriptionStatus = transcription.data?.status;
  const stage = transcription.data?.stage ?? null;
  // Spec 4's 120 s limit counts from the last sign of progress: a job the server reports
  // moving (another stage, another part done, closer in line) is working, not stuck. A
  // server that reports no stage gets the spec's 120 s from the start.
  const progressMark = stage ? `${stage.id}:${stage.done ?? ''}:${stage.ahead ?? ''}` : '';

  const state = getAnalysisPageState({
    speech: {
      data,
      isError: speechQuery.isError,
      errorStatus: speechQuery.error instanceof ApiError ? speechQuery.error.status : undefined,
    },
    transcription: { status: transcriptionStatus, isError: transcription.isError },
    timedOut,
    missingIdExpired,
    refetchedAfterCompletion,
  });
  const waiting = state.kind === 'processing';

  useEffect(() => {
    if (!waiting || transcriptionId !== null) return;
    const timer = setTimeout(
      () => setMissingIdRound(round),
      ANALYSIS_PAGE.missingTranscriptionIdMs,
    );
    return () => clearTimeout(timer);
  }, [round, transcriptionId, waiting]);

  useEffect(() => {
    if (!waiting || transcriptionId === null) return;
    const timer = setTimeout(() => setTimedOutRound(round), ANALYSIS_PAGE.transcriptionTimeoutMs);
    return () => clearTimeout(timer);
  }, [progressMark, round, transcriptionId, waiting]);

  const { refetch } = speechQuery;
  useEffect(() => {
    if (!waiting || transcriptionStatus !== 'completed') return;
    const timer = setTimeout(() => {
      void refetch().finally(() => setRefetchedRound(round));
    }, ANALYSIS_PAGE.refetchAfterCompleteMs);
    return () => clearTimeout(timer);
  }, [refetch, round, transcriptionStatus, waiting]);

  const { refetch: refetchTranscription } = transcription;
  // Both: the speech for its analysis, the status for a failure or a speech with no words.
  const push = useSpeechOutcome(speechId, waiting && transcriptionId !== null, () => {
    void refetch();
    void refetchTranscription();
  });

  const retry = useCallback(() => {
    setRound((current) => current + 1);
    void refetch();
    if (transcriptionId !== null) void refetchTranscription();
  }, [refetch, refetchTranscription, transcriptionId]);

  return {
    state,
    retry,
    isRetrying: speechQuery.isFetching,
    stage,
    push,
  };
}
