/** The recording feature's query keys, as data. */
export const recordingKeys = {
  /** How many more recordings the user may upload (GET /api/recording-allowance). */
  allowance: (userId: number) => ['recording-allowance', userId] as const,
  /** Recordings kept on this device that the server has not stored yet. */
  pending: (userId: number | null) => ['pending-recordings', userId] as const,
  pendingAll: ['pending-recordings'] as const,
};
