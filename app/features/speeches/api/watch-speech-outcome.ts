import { useEffect, useRef, useState } from 'react';
import { SPEECH_EVENTS } from '@common/constants';
import type { SpeechStatusEvent } from '@common/contract/speech';

export const speechEventsPath = (speechId: number) => `/api/speeches/${speechId}/events`;

export type SpeechOutcome = SpeechStatusEvent['status'];

/**
 * Where the push stands. Polling goes on in every state: the push only makes
 * the result show sooner, so a browser without EventSource, a refused stream
 * (401, 404, 429) or a dropped one loses nothing but that.
 */
export type SpeechPushState = 'off' | 'connecting' | 'open' | 'unavailable' | 'done';

/** The event's data, or null for anything that is not an outcome of this speech. */
export function parseSpeechStatusEvent(data: unknown, speechId: number): SpeechOutcome | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as Partial<SpeechStatusEvent> | null;
    if (parsed?.speechId !== speechId) return null;
    const outcome = parsed.status;
    return (SPEECH_EVENTS.outcomes as readonly unknown[]).includes(outcome)
      ? (outcome as SpeechOutcome)
      : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/speeches/{id}/events while `enabled` (issue 12, docs/decisions/0025):
 * calls `onOutcome` once when the server says the analysis is stored or failed,
 * then closes. The browser reconnects a stream the server ended early by itself.
 */
export function useSpeechOutcome(
  speechId: number,
  enabled: boolean,
  onOutcome: (outcome: SpeechOutcome) => void,
): SpeechPushState {
  // Only what the stream said; the rest follows from the arguments at render.
  const [reported, setReported] = useState<{ speechId: number; state: SpeechPushState } | null>(
    null,
  );
  const latest = useRef(onOutcome);
  useEffect(() => {
    latest.current = onOutcome;
  });
  const supported = typeof EventSource !== 'undefined';

  useEffect(() => {
    if (!enabled || !supported) return;
    const report = (state: SpeechPushState) => setReported({ speechId, state });
    const source = new EventSource(speechEventsPath(speechId));
    source.onopen = () => report('open');
    source.onerror = () => {
      // CLOSED: refused (not found, too many streams, signed out); the browser will not retry.
      report(source.readyState === EventSource.CLOSED ? 'unavailable' : 'connecting');
    };
    source.addEventListener(SPEECH_EVENTS.statusEvent, (event: MessageEvent) => {
      const outcome = parseSpeechStatusEvent(event.data, speechId);
      if (!outcome) return;
      source.close();
      report('done');
      latest.current(outcome);
    });
    return () => {
      source.close();
      setReported((current) => (current?.state === 'done' ? current : null));
    };
  }, [enabled, speechId, supported]);

  const mine = reported?.speechId === speechId ? reported.state : null;
  if (mine === 'done') return 'done';
  if (!enabled) return 'off';
  if (!supported) return 'unavailable';
  return mine ?? 'connecting';
}
