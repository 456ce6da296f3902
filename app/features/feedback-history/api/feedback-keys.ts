/**
 * The feedback lists' query keys, as data: the stored records of one speaker
 * and the cloud list (already mapped). New feedback invalidates `all`, which
 * reaches both, whatever their limits.
 */
export const feedbackKeys = {
  all: ['feedback'] as const,
  userLists: (userId: number) => [...feedbackKeys.all, 'user', userId] as const,
  userList: (userId: number, { limit }: { limit: number }) =>
    [...feedbackKeys.userLists(userId), { limit }] as const,
  cloudList: (supabaseId: string, { limit }: { limit: number }) =>
    [...feedbackKeys.all, 'cloud', supabaseId, { limit }] as const,
};
