import type { SpeechDto } from '@common/contract/speech';
import {
  compareAttempts,
  fillersPerMinute,
  type MetricChange,
} from '@common/measures/retake-comparison';
import { attemptMeasuresOf } from './attempt-measures';

export interface RetakeAttempt {
  speech: SpeechDto;
  wordsPerMinute: number | null;
  fillersPerMinute: number | null;
  confidenceScore: number | null;
}

export interface RetakeGroup {
  /** The first attempt's id: the group's key. */
  id: number;
  /** The prompt, or the first attempt's title when it had none. */
  topic: string;
  /** Oldest first; analysed attempts only. */
  attempts: RetakeAttempt[];
  /** The latest attempt against the first, measure by measure. */
  latestVsFirst: MetricChange[];
}

/**
 * The speaker's retakes grouped by the attempt they all go back to (a retake
 * of a retake joins its first attempt's group), for Progress. Only groups with
 * at least two analysed attempts are worth showing; newest group first.
 */
export function groupRetakes(speeches: readonly SpeechDto[]): RetakeGroup[] {
  const byId = new Map(speeches.map((s) => [s.id, s]));
  const rootOf = (speech: SpeechDto): SpeechDto => {
    let current = speech;
    const seen = new Set<number>();
    while (current.retakeOf && byId.has(current.retakeOf) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.retakeOf) ?? current;
    }
    return current;
  };

  const groups = new Map<number, SpeechDto[]>();
  for (const speech of speeches) {
    if (!speech.analysis) continue;
    const root = rootOf(speech);
    if (root.id !== speech.id || speeches.some((s) => s.retakeOf === speech.id)) {
      groups.set(root.id, [...(groups.get(root.id) ?? []), speech]);
    }
  }

  const result: RetakeGroup[] = [];
  for (const [id, members] of groups) {
    const attempts = [...members].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
    const first = attempts[0];
    const latest = attempts[attempts.length - 1];
    if (attempts.length < 2 || !first?.analysis || !latest?.analysis) continue;
    const measures = attempts.map((speech) =>
      attemptMeasuresOf(speech.analysis ?? fail(), speech.duration),
    );
    const root = byId.get(id) ?? first;
    result.push({
      id,
      topic: root.prompt?.trim() || root.title,
      attempts: attempts.map((speech, i) => ({
        speech,
        wordsPerMinute: speech.analysis?.wordsPerMinute ?? null,
        fillersPerMinute: measures[i] ? fillersPerMinute(measures[i]) : null,
        confidenceScore: speech.analysis?.confidenceScore ?? null,
      })),
      latestVsFirst: compareAttempts(
        measures[0] ?? fail(),
        measures[measures.length - 1] ?? fail(),
      ),
    });
  }
  return result.sort((a, b) =>
    (b.attempts.at(-1)?.speech.recordedAt ?? '').localeCompare(
      a.attempts.at(-1)?.speech.recordedAt ?? '',
    ),
  );
}

function fail(): never {
  throw new Error('A retake group lost an analysed attempt');
}
