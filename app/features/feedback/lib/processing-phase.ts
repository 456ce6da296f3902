import type { TranscriptionStage } from '@common/contract/speech';

/** Indexes into LOADING_PHASES: a stage is part of one phase, or of a run of them. */
export interface PhaseSpan {
  first: number;
  last: number;
}

/**
 * Which of the spec's five phases (Uploading, Transcribing, Measuring pace,
 * Finding filler words, Preparing your analysis) each stage the server names
 * belongs to. The server's stage ids are the pipeline's own and may change:
 * one it adds later keeps the phase shown before it (see phaseSpanOf), and its
 * label still reaches the speaker.
 */
const PHASES_OF_STAGE: Readonly<Record<string, PhaseSpan>> = {
  // Taken in but not yet worked on: the hand-over is still under way.
  queued: { first: 0, last: 0 },
  starting: { first: 0, last: 0 },
  decode: { first: 0, last: 0 },
  segment: { first: 1, last: 1 },
  recognize: { first: 1, last: 1 },
  align: { first: 1, last: 1 },
  // Pace and fillers are measured in one pass.
  measure: { first: 2, last: 3 },
  done: { first: 4, last: 4 },
};

/** The phases a stage covers; an unknown stage keeps the previous span (or the first phase). */
export function phaseSpanOf(stage: TranscriptionStage, previous: PhaseSpan | null): PhaseSpan {
  return PHASES_OF_STAGE[stage.id] ?? previous ?? { first: 0, last: 0 };
}

/** Done parts as a percentage, for a stage that has parts. */
export function stagePercent(stage: TranscriptionStage): number | null {
  if (stage.total === undefined || stage.total <= 0 || stage.done === undefined) return null;
  return Math.round((Math.min(stage.done, stage.total) / stage.total) * 100);
}

/** The line under the heading: the server's label, with the parts done or the place in line. */
export function describeStage(stage: TranscriptionStage): string {
  if (stage.total !== undefined && stage.done !== undefined) {
    return `${stage.label}: ${stage.done} of ${stage.total} ${stage.total === 1 ? 'part' : 'parts'} done`;
  }
  if (stage.ahead !== undefined && stage.ahead > 0) {
    const recordings = stage.ahead === 1 ? 'recording' : 'recordings';
    return `${stage.label}: ${stage.ahead} ${recordings} ahead of yours`;
  }
  return `${stage.label}...`;
}
