import { LISTS } from '@common/constants';

/*
 * The Progress area's query arguments, apart from the hook that uses them: the
 * first-screen prefetch (routes/first-screen-data.ts) runs at start-up and must
 * not pull the Progress screen's components into the entry chunk.
 */

/** All of a speaker's feedback for the Stats tab and the 'of M' count: the same cap as speeches. */
export const ALL_FEEDBACK_LIMIT = LISTS.speechesFetchLimit;

/** Speeches for the Progress area: up to 100, fresh for 10 s and refetched on focus. */
export const PROGRESS_SPEECHES = { limit: LISTS.speechesFetchLimit, refetchOnFocus: true };

/** The cloud list asks for 5 times the feedback history's limit (spec 7). */
export const cloudFeedbackLimit = (historyLimit: number) => historyLimit * LISTS.cloudListFactor;
