import { SHARE_IMAGE } from '@common/constants';
import type { DisplayedFeedback } from '@common/contract/feedback';

/**
 * Cut to at most `max` characters, ending with an ellipsis when anything was
 * cut: at the end of a word when one ends in the last fifth, else mid-word.
 */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const atWord = space >= max * 0.8 ? cut.slice(0, space) : cut;
  return `${atWord.trimEnd().replace(/[,;:]$/, '')}…`;
}

export interface ShareCardContent {
  summaryTag: string;
  averageScore: number;
  scores: DisplayedFeedback['scores'];
  /** At most 150 characters (spec 9). */
  coachNote: string;
  /** The top 2 tips. */
  tips: string[];
  /** 1 drill. */
  drill: string | null;
  createdAt: string;
}

/** What the share image holds (spec 2 and 9): the coach note cut to 150 characters, 2 tips, 1 drill. */
export function getShareCardContent(
  feedback: DisplayedFeedback,
  averageScore: number,
): ShareCardContent {
  return {
    summaryTag: feedback.summary_tag,
    averageScore,
    scores: feedback.scores,
    coachNote: truncate(feedback.coach_notes, SHARE_IMAGE.coachNoteMaxChars),
    tips: feedback.tips.slice(0, SHARE_IMAGE.tips),
    drill: feedback.actionable_drills.slice(0, SHARE_IMAGE.drills)[0] ?? null,
    createdAt: feedback.created_at,
  };
}

/** A file name with a timestamp prefix (spec 2): '1741950000000-podium-feedback.png'. */
export function getShareFileName(now: number = Date.now()): string {
  return `${now}-podium-feedback.png`;
}
