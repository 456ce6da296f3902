import type { SpeechDto } from '@common/contract/speech';

export const comparePath = (retakeId: number) => `/feedback/${retakeId}/compare`;

/**
 * The comparisons a speech takes part in: with the speech it retakes, and with
 * its newest retake (the speaker's list is newest first, but is sorted here anyway).
 */
export function retakeLinksOf(
  speech: Pick<SpeechDto, 'id' | 'retakeOf'>,
  speeches: readonly Pick<SpeechDto, 'id' | 'retakeOf' | 'recordedAt'>[],
): { earlier: string | null; later: string | null } {
  const retakes = speeches
    .filter((s) => s.retakeOf === speech.id)
    .sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
  const newest = retakes[0];
  return {
    earlier: speech.retakeOf ? comparePath(speech.id) : null,
    later: newest ? comparePath(newest.id) : null,
  };
}
