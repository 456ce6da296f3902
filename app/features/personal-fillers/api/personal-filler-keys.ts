/** The speaker's own fillers (GET /api/personal-fillers); every change invalidates it. */
export const personalFillerKeys = {
  all: ['personal-fillers'] as const,
};
