/**
 * m:ss, the way every duration is shown (spec 9: cards and the analysis page),
 * rounded to the nearest second: the page, the coach and the cards say the
 * same length for the same recording.
 */
export function formatDuration(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The recording's length as the page shows it: the speech's duration, or the
 * analysis's when the speech has none.
 */
export function recordingLength(
  speechDurationSec: number | null | undefined,
  analysisDurationSec?: number | null,
): number {
  if (
    typeof speechDurationSec === 'number' &&
    Number.isFinite(speechDurationSec) &&
    speechDurationSec > 0
  )
    return speechDurationSec;
  if (
    typeof analysisDurationSec === 'number' &&
    Number.isFinite(analysisDurationSec) &&
    analysisDurationSec > 0
  )
    return analysisDurationSec;
  return 0;
}
