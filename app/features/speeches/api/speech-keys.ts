/**
 * The speeches' query keys, as data. Every list of one speaker starts with
 * `lists(userId)`, so one invalidation reaches Home's recent list and the
 * Progress area's long one, whatever their limits.
 */
export const speechKeys = {
  all: ['speeches'] as const,
  lists: (userId: number) => [...speechKeys.all, 'user', userId] as const,
  list: (userId: number, { limit }: { limit?: number } = {}) =>
    [...speechKeys.lists(userId), { limit }] as const,
  detail: (speechId: number) => [...speechKeys.all, 'detail', speechId] as const,
};

/** A speech's transcription job, polled by the analysis page. */
export const transcriptionKeys = {
  status: (transcriptionId: string, speechId: number) =>
    ['transcription', transcriptionId, { speechId }] as const,
};
