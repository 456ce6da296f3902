/**
 * Issue 11, item 1: the coach and the page tell one story. One analysis goes to
 * the rules coach (as the server runs it), and what the coach wrote goes where
 * a speaker reads it: the analysis page, the feedback card's share image and
 * Stats. Each number and band word read off one screen must be the one the
 * others say.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { AnalysisDto } from '@common/contract/analysis';
import type { FeedbackRecord } from '@common/contract/feedback';
import type { SpeechDto } from '@common/contract/speech';
import type { UserDto } from '@common/contract/user';
import { mapFeedbackRecord } from '@common/feedback/map-feedback';
import { sessionKeys } from '@app/features/auth/public';
import { SpeechAnalysis } from '@app/features/feedback/components/speech-analysis';
import { getAverageScore } from '@app/features/feedback-history/lib/feedback-scores';
import { getShareCardContent } from '@app/features/feedback-history/lib/share-card';
import { ProgressScreen } from '@app/features/progress/components/progress-screen';
import { mockFetch } from '@app/test/fetch-mock';
import { makeFeedbackResponse, makeLinguisticResponse, makeSpeech } from '@app/test/fixtures';
import { renderWithProviders } from '@app/test/render';
import type { CoachInput } from '@server/coach/coach-engine';
import { generateRulesFeedback } from '@server/coach/rules/rules-coach';
import { LIBRARIES, scenario } from '@server/coach/test-support/test-scenarios';

const AUTOMATIC_TITLE = 'Speech recording - Nov 24 7:29 AM';
const PROMPT = 'Why libraries still matter';

const user: UserDto = {
  id: 7,
  username: 'ann',
  email: 'ann@example.com',
  supabaseId: 'auth-7',
  guestId: null,
  isGuest: false,
  isPro: false,
  createdAt: '2025-03-01T10:00:00.000Z',
};

/**
 * A two-minute speech with 8 "um"s (Moderate), at the page's `wpm`, answering
 * a prompt under the automatic title, recorded 10 s longer than it was spoken.
 */
function speechAt(wpm: number): CoachInput {
  const sentences = LIBRARIES.map((s, i) => (i % 2 === 1 && i < 16 ? `um ${s}` : s));
  const input = scenario({ sentences, wpm: 150, sentencePauseSec: 0.8 }, AUTOMATIC_TITLE);
  input.analysis.wordsPerMinute = wpm;
  input.speech = {
    title: AUTOMATIC_TITLE,
    prompt: PROMPT,
    durationSec: input.analysis.speakingTimeSec + 10,
  };
  return input;
}

/** Everything one speech looks like to the client, built the way the server builds it. */
function served(input: CoachInput) {
  const a = input.analysis;
  const result = generateRulesFeedback(input);
  const analysis: AnalysisDto = {
    id: 1,
    speechId: 42,
    text: a.transcript,
    wordsPerMinute: a.wordsPerMinute,
    confidenceScore: a.confidenceScore,
    grammarScore: a.grammarScore,
    fillerWords: a.fillerWords,
    fillerWordsList: a.fillerWordsList,
    pauses: a.pauses,
    speakingTimeSec: a.speakingTimeSec,
    createdAt: '2025-03-14T10:00:00.000Z',
    details: a,
  };
  const speech: SpeechDto = makeSpeech({
    title: input.speech.title,
    prompt: input.speech.prompt,
    duration: input.speech.durationSec,
    recordedAt: '2025-03-14T09:58:00.000Z',
    analysis,
  });
  const f = result.feedback;
  // As feedback-service stores it.
  const record: FeedbackRecord = {
    id: 9,
    userId: user.id,
    speechId: 42,
    summaryTag: f.summaryTag,
    clarityScore: f.dimensionScores.clarity,
    pacingScore: f.dimensionScores.pacing,
    confidenceScore: f.dimensionScores.confidence,
    deliveryScore: f.dimensionScores.delivery,
    strengths: JSON.stringify(f.strengths),
    areasToImprove: JSON.stringify(f.improvements),
    actionableTips: JSON.stringify(f.practiceTips),
    actionableDrills: JSON.stringify(f.practiceDrills),
    rewriteSuggestions: JSON.stringify(f.rewrites),
    overallFeedback: f.coachNote,
    modelUsed: result.modelUsed,
    usedFallback: false,
    createdAt: '2025-03-14T10:01:00.000Z',
    coachingMode: 'general',
    coachBreakdown: JSON.stringify(f.coachBreakdown),
    emotionalReflection: f.emotionalReflection,
  };
  const response = makeFeedbackResponse({
    feedback: f,
    scores: result.scores,
    metrics: result.metrics,
    modelUsed: result.modelUsed,
  });
  return { speech, analysis, record, response, displayed: mapFeedbackRecord(record) };
}

/** A metric card on the Overview: its value and its band badge, as shown. */
function metricCard(label: string) {
  const metrics = screen.getByRole('region', { name: 'Speech metrics' });
  const card = within(metrics).getByText(label).closest('div.flex-col');
  if (!(card instanceof HTMLElement)) throw new Error(`no ${label} card`);
  const value = card.querySelector('p')?.firstChild?.textContent ?? '';
  const band = card.querySelector('p + div span')?.textContent ?? null;
  return { value, band, text: card.textContent ?? '' };
}

async function openTab(person: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await person.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

/** What the analysis page shows for the speech, with what the coach wrote. */
async function readAnalysisPage(data: ReturnType<typeof served>) {
  const fetch = mockFetch();
  fetch.on('GET /api/speeches/42', { body: { speech: data.speech, analysis: data.analysis } });
  fetch.on('POST /api/feedback', { body: data.response });
  fetch.on('POST /api/linguistic-feedback', { body: makeLinguisticResponse({ corrections: [] }) });
  const page = renderWithProviders(<SpeechAnalysis speechId={42} />, {
    route: '/feedback/42',
    path: '/feedback/:speechId',
    seed: (client) => client.setQueryData(sessionKeys.current(), { user, emailVerified: true }),
  });
  const overallTitle = await screen.findByRole('heading', { name: 'Overall score' });
  const overall = overallTitle.closest('section')?.textContent ?? '';
  const pace = metricCard('Speaking rate');
  const fillers = metricCard('Filler words');
  const duration = metricCard('Duration');
  const confidence = metricCard('Confidence');
  const scores = await openTab(page.user, 'Score Breakdown');
  const yourScores = within(scores)
    .getByRole('heading', { name: 'Your scores' })
    .closest('section');
  const scoreRows = Object.fromEntries(
    within(yourScores as HTMLElement)
      .getAllByRole('listitem')
      .map((row) => {
        const [label, value] = [row.querySelector('span')?.textContent, row.textContent];
        return [
          label ?? '',
          { value: Number(/(\d+(?:\.\d)?)\/10/.exec(value ?? '')?.[1]), text: value ?? '' },
        ];
      }),
  );
  const coach = (await openTab(page.user, 'AI Coach Feedback')).textContent ?? '';
  const fillerTab = (await openTab(page.user, 'Filler Words & Verbal Tics')).textContent ?? '';
  page.unmount();
  return { overall, pace, fillers, duration, confidence, scoreRows, coach, fillerTab };
}

/** What Stats shows for a speaker whose only speech is this one. */
async function readStats(data: ReturnType<typeof served>) {
  const fetch = mockFetch();
  const listed: SpeechDto = {
    ...data.speech,
    analysis: { ...data.analysis, details: undefined },
  };
  fetch.on('GET /api/speeches/user/7', { body: [listed] });
  fetch.on('GET /api/feedback/user/7', { body: [data.record] });
  fetch.on('GET /api/supabase-feedback/auth-7', { body: [data.displayed] });
  const stats = renderWithProviders(<ProgressScreen user={user} />, {
    route: '/history?tab=stats',
    path: '/history',
  });
  const averageScore = (await screen.findByText('Average Score')).parentElement?.textContent ?? '';
  const averagePace = screen.getByText('Average Pace').parentElement?.textContent ?? '';
  const breakdown =
    screen.getByRole('heading', { name: 'Performance Breakdown' }).closest('section')
      ?.textContent ?? '';
  const pacingRow = /Pacing(\d+\.\d)\/10/.exec(breakdown)?.[1];
  stats.unmount();
  return { averageScore, averagePace, pacing: Number(pacingRow) };
}

/** What the share image draws (spec 9: the score, the four scores, the note cut to 150, 2 tips, 1 drill). */
function readShareImage(data: ReturnType<typeof served>) {
  return getShareCardContent(data.displayed, getAverageScore(data.displayed.scores));
}

const bandTone = { Good: 'good', High: 'good', Excellent: 'good' } as Record<string, string>;
const toneOf = (score: number) => (score >= 8 ? 'good' : score >= 6 ? 'warning' : 'bad');

describe.each([
  [154, 'Too Fast'],
  [108, 'Too Slow'],
])('one analysis at %i WPM, everywhere it is shown', (wpm, paceBand) => {
  // In jsdom a lazy component that suspends on its very first render is not
  // retried when its code arrives: render Stats once, up front, and load its code.
  beforeAll(async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/speeches/user/7', { body: [] });
    fetch.on('GET /api/feedback/user/7', { body: [] });
    fetch.on('GET /api/supabase-feedback/auth-7', { body: [] });
    const warmUp = renderWithProviders(<ProgressScreen user={user} />, {
      route: '/history?tab=stats',
      path: '/history',
    });
    await act(async () => {
      await import('@app/features/progress/components/stats-tab');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    warmUp.unmount();
  });

  // Three screens rendered in turn: slower than one component test on two busy cores.
  it(
    'has one pace, one length, one filler count, one confidence and one score',
    { timeout: 30_000 },
    async () => {
      const data = served(speechAt(wpm));
      const page = await readAnalysisPage(data);

      // The page: pace and its band, the length, the fillers and confidence as spec 9 bands them.
      expect(page.pace.value).toBe(String(wpm));
      expect(page.pace.band).toBe(paceBand);
      expect(page.fillers).toMatchObject({ value: '8', band: 'Moderate' });

      // The coach says the same numbers with the same band words...
      expect(page.coach).toContain(`${page.pace.value} words per minute (${page.pace.band})`);
      expect(page.coach).toContain(`In this ${page.duration.value} recording`);
      expect(page.coach).not.toMatch(/strongest area was pacing/);
      expect(page.coach).toContain(`on "${PROMPT}"`);
      expect(page.coach).not.toContain(AUTOMATIC_TITLE);
      expect(page.scoreRows.Clarity?.text).toContain(
        `${page.fillers.value} filler words (${page.fillers.band}`,
      );
      expect(page.scoreRows.Confidence?.text).toContain(
        `(${page.confidence.value}, ${page.confidence.band})`,
      );
      expect(page.coach).not.toMatch(/\b8 filler words?[^.]*Excellent/);
      expect(page.fillerTab).toContain('8 fillers in');

      // ...and its scores are coloured as the bands are: confidence in its band, pacing not green.
      const confidence = page.scoreRows.Confidence?.value ?? NaN;
      expect(toneOf(confidence)).toBe(
        bandTone[page.confidence.band ?? ''] ??
          (page.confidence.band === 'Low' ? 'bad' : 'warning'),
      );
      const card = data.displayed.scores;
      expect(toneOf(card.pacing)).not.toBe('good');

      // The analysis page says what Progress shows for this speech; the card, the share image
      // and Stats show exactly that.
      const onProgress = /On Progress this speech scores (\d+\.\d)\/10/.exec(page.overall)?.[1];
      expect(onProgress).toBe(getAverageScore(card).toFixed(1));
      const share = readShareImage(data);
      expect(share.averageScore.toFixed(1)).toBe(onProgress);
      expect(share.scores).toEqual(card);
      expect(share.tips).toEqual(data.response.feedback.practiceTips.slice(0, 2));
      expect(data.response.feedback.coachNote.startsWith(share.coachNote.replace(/…$/, ''))).toBe(
        true,
      );

      const stats = await readStats(data);
      expect(stats.averageScore).toContain(`${onProgress}/10`);
      expect(stats.averageScore).toContain(
        'The average of clarity, pacing, confidence and delivery.',
      );
      expect(stats.averagePace).toContain(`${page.pace.value} WPM${page.pace.band}`);
      expect(stats.pacing).toBe(card.pacing);
    },
  );
});
