import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AnalysisDto } from '@common/contract/analysis';
import type { UserDto } from '@common/contract/user';
import { mockFetch } from '@app/test/fetch-mock';
import type { FetchMock, Reply } from '@app/test/fetch-mock';
import {
  guestUser,
  makeAnalysis,
  makeFeedbackResponse,
  makeLinguisticResponse,
  makeRichAnalysis,
  makeSpeech,
} from '@app/test/fixtures';
import { toastStore } from '@app/lib/toast';
import { sessionKeys } from '@app/features/auth/public';
import { renderWithProviders } from '@app/test/render';
import { SpeechAnalysis } from './speech-analysis';

// The server's exact error bodies (common/contract/feedback.ts FEEDBACK_MESSAGES).
const TOO_SHORT = {
  status: 422,
  message:
    'This recording is too short for feedback. Please speak for at least 30 seconds to get meaningful feedback.',
  isShortRecording: true,
};
const COOLDOWN = {
  status: 429,
  message:
    "Hang tight! We're already generating feedback for this speech. Please try again in 95 seconds.",
  cooldownRemaining: 95,
  retryAfter: 95,
};
const DAILY_LIMIT = {
  status: 429,
  message:
    "You've reached your daily limit of 5 feedbacks. Your limit resets at midnight, so try again tomorrow.",
  isRateLimit: true,
};
const GUEST_LIMIT = {
  status: 429,
  message:
    "You've reached the guest usage limit of 3 feedbacks today. Create a free account to get more feedback every day.",
  isRateLimit: true,
};
const UNAVAILABLE = {
  status: 503,
  message: 'The feedback service is temporarily unavailable. Please try again later.',
};

afterEach(() => {
  vi.useRealTimers();
});

interface SetupOptions {
  analysis?: AnalysisDto;
  feedback?: Reply | (() => Reply);
  linguistic?: Reply;
  user?: UserDto;
  fakeTimers?: boolean;
}

function setup({
  analysis = makeRichAnalysis(),
  feedback = { body: makeFeedbackResponse() },
  linguistic = { body: makeLinguisticResponse() },
  user = guestUser,
  fakeTimers = false,
}: SetupOptions = {}) {
  const fetch: FetchMock = mockFetch();
  fetch.on('GET /api/speeches/42', { body: { speech: makeSpeech({ analysis }), analysis } });
  fetch.on('POST /api/feedback', typeof feedback === 'function' ? () => feedback() : feedback);
  fetch.on('POST /api/linguistic-feedback', linguistic);
  const rendered = renderWithProviders(<SpeechAnalysis speechId={42} />, {
    route: '/feedback/42',
    path: '/feedback/:speechId',
    routes: [
      { path: '/', element: <p>Home screen</p> },
      { path: '/history', element: <p>Progress screen</p> },
    ],
    strict: true,
    seed: (client) => client.setQueryData(sessionKeys.current(), { user, emailVerified: true }),
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  });
  return { ...rendered, fetch };
}

const bodyOf = (call: { init: RequestInit | undefined } | undefined) =>
  JSON.parse(String(call?.init?.body ?? 'null')) as Record<string, unknown>;

async function openTab(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('complete analysis: tabs', () => {
  it("shows the five tabs, 'Tab 1 of 5' and a fifth of them visited", async () => {
    setup();
    const list = await screen.findByRole('tablist', { name: 'Analysis sections' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Speech Overview',
      'Score Breakdown',
      'AI Coach Feedback',
      'Filler Words & Verbal Tics',
      'Practice Drills & Tips',
    ]);
    expect(screen.getByText('Tab 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tabs visited' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
  });

  it('moves with the Left and Right arrow keys and counts the visited tabs', async () => {
    setup();
    await screen.findByText('Tab 1 of 5');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Score Breakdown' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Tab 2 of 5')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('Tab 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tabs visited' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    // Going back to a visited tab adds nothing; Left on the first tab stays there.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('Tab 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tabs visited' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  });

  it('leaves the arrow keys to the seek slider', async () => {
    setup();
    const seek = await screen.findByRole('slider', { name: 'Seek' });
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(screen.getByText('Tab 1 of 5')).toBeInTheDocument();
  });

  it('moves with the Previous and Next buttons, which stop at the ends', async () => {
    const { user } = setup();
    await screen.findByText('Tab 1 of 5');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next: Score Breakdown' }));
    expect(screen.getByText('Tab 2 of 5')).toBeInTheDocument();
    for (const name of [
      'Next: AI Coach Feedback',
      'Next: Filler Words & Verbal Tics',
      'Next: Practice Drills & Tips',
    ]) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByText('Tab 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Tabs visited' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await user.click(screen.getByRole('button', { name: 'Previous: Filler Words & Verbal Tics' }));
    expect(screen.getByText('Tab 4 of 5')).toBeInTheDocument();
  });
});

describe('complete analysis: feedback requests', () => {
  it('asks for feedback and linguistic feedback once each, even in StrictMode', async () => {
    const { fetch } = setup();
    await screen.findByText('Clear but rushed');
    expect(fetch.callsTo('POST /api/feedback')).toHaveLength(1);
    expect(fetch.callsTo('POST /api/linguistic-feedback')).toHaveLength(1);
    expect(bodyOf(fetch.callsTo('POST /api/feedback')[0])).toEqual({
      userId: 7,
      speechId: 42,
      transcript: 'so um we basically won',
      metrics: { clarity: 80, fillerWords: 2, pace: 132, pauses: 3, confidence: 76, duration: 95 },
      coachingMode: 'general',
    });
    expect(bodyOf(fetch.callsTo('POST /api/linguistic-feedback')[0])).toEqual({
      userId: 7,
      transcript: 'so um we basically won',
      isPro: false,
      speechId: 42,
    });
  });

  it('shows the overall score, the rounded average of the four scores, with the summary badge', async () => {
    setup();
    const card = (await screen.findByRole('heading', { name: 'Overall score' })).closest('section');
    if (!card) throw new Error('no score card');
    // (7.2 + 6.8 + 8.1 + 7.0) / 4 = 7.275
    expect(within(card).getByText('7.3')).toBeInTheDocument();
    expect(within(card).getByText('Clear but rushed')).toBeInTheDocument();
  });

  it('says which average the overall score is, and what Progress shows for the same speech', async () => {
    setup();
    const card = (await screen.findByRole('heading', { name: 'Overall score' })).closest('section');
    if (!card) throw new Error('no score card');
    expect(card).toHaveTextContent('The average of clarity, confidence, structure and language.');
    // (72 + 68 + 81 + 70) / 4 = 72.75: the feedback card and Stats show 7.3 as well.
    expect(card).toHaveTextContent(
      'On Progress this speech scores 7.3/10, the average of clarity, pacing, confidence and delivery.',
    );
  });

  it('keeps the measured tabs usable while the coach works', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const pending = new Promise<Reply>((resolve) => {
      answer = resolve;
    });
    const fetch = mockFetch();
    const analysis = makeRichAnalysis();
    fetch.on('GET /api/speeches/42', { body: { speech: makeSpeech({ analysis }), analysis } });
    fetch.on('POST /api/feedback', () => pending);
    fetch.on('POST /api/linguistic-feedback', { body: makeLinguisticResponse() });
    const { user } = renderWithProviders(<SpeechAnalysis speechId={42} />, {
      route: '/feedback/42',
      path: '/feedback/:speechId',
      seed: (client) =>
        client.setQueryData(sessionKeys.current(), { user: guestUser, emailVerified: true }),
    });
    await screen.findByText('Tab 1 of 5');
    expect(screen.getByText('Your coach is reviewing your speech...')).toBeInTheDocument();
    const coach = await openTab(user, 'AI Coach Feedback');
    expect(within(coach).getByText('Your coach is reviewing your speech...')).toBeInTheDocument();
    const fillers = await openTab(user, 'Filler Words & Verbal Tics');
    expect(within(fillers).getByRole('list', { name: 'Filler word counts' })).toBeInTheDocument();
    await act(async () => answer({ body: makeFeedbackResponse() }));
    await openTab(user, 'AI Coach Feedback');
    expect(await screen.findByText('Your Public Speaking Coach', { exact: false })).toBeVisible();
  });

  it("says 'Retrieved Existing Feedback' for a cached result on the page, not in a toast", async () => {
    const { user } = setup({ feedback: { body: makeFeedbackResponse({ fromCache: true }) } });
    const note = (await screen.findByText('Retrieved Existing Feedback')).closest(
      '[role="status"]',
    );
    expect(note).toHaveTextContent('It does not count against your daily limit.');
    expect(
      screen.queryByRole('region', { name: /Notifications/ })?.querySelector('li'),
    ).toBeFalsy();
    const coach = await openTab(user, 'AI Coach Feedback');
    expect(within(coach).getByText('Retrieved Existing Feedback')).toBeInTheDocument();
    expect(within(coach).getByText('Built-in coach')).toBeInTheDocument();
  });

  it("toasts 'Error Generating Linguistic Feedback' when the corrections fail", async () => {
    setup({ linguistic: { status: 500, body: { status: 500, message: 'Checker crashed' } } });
    expect(await screen.findByText('Error Generating Linguistic Feedback')).toBeInTheDocument();
    expect(screen.getByText('Checker crashed')).toBeInTheDocument();
  });
});

describe('complete analysis: feedback error views', () => {
  it("shows 'Recording Too Short' and invites a longer recording", async () => {
    const { user } = setup({ feedback: { status: 422, body: TOO_SHORT } });
    const coach = await openTab(user, 'AI Coach Feedback');
    expect(await within(coach).findByText('Recording Too Short')).toBeInTheDocument();
    expect(
      within(coach).getByText('Please speak for at least 30 seconds to get meaningful feedback.'),
    ).toBeInTheDocument();
    await user.click(within(coach).getByRole('link', { name: 'Record a New Speech' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it("shows 'Feedback in Progress' with a live countdown, Check Again, and checks again when it ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const { user, fetch } = setup({
      fakeTimers: true,
      feedback: () => {
        calls += 1;
        return calls < 3
          ? { status: 429, body: COOLDOWN, headers: { 'Retry-After': '95' } }
          : { body: makeFeedbackResponse() };
      },
    });
    const coach = await openTab(user, 'AI Coach Feedback');
    expect(await within(coach).findByText('Feedback in Progress')).toBeInTheDocument();
    expect(within(coach).getByRole('timer')).toHaveTextContent('Checking again in 1:35');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(within(coach).getByRole('timer')).toHaveTextContent('Checking again in 1:30');

    await user.click(within(coach).getByRole('button', { name: 'Check Again' }));
    expect(fetch.callsTo('POST /api/feedback')).toHaveLength(2);
    expect(await within(coach).findByRole('timer')).toHaveTextContent('1:35');

    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(await screen.findByText('Your Public Speaking Coach', { exact: false })).toBeVisible();
    expect(fetch.callsTo('POST /api/feedback')).toHaveLength(3);
  });

  it("shows 'Daily Limit Reached', when it resets, and a link to previous feedback", async () => {
    const { user } = setup({
      user: { ...guestUser, isGuest: false, guestId: null, username: 'ana' },
      feedback: { status: 429, body: DAILY_LIMIT },
    });
    const coach = await openTab(user, 'AI Coach Feedback');
    expect(await within(coach).findByText('Daily Limit Reached')).toBeInTheDocument();
    expect(within(coach).getByText(DAILY_LIMIT.message)).toBeInTheDocument();
    expect(within(coach).getByText(/Time until it resets/)).toHaveTextContent(
      /Time until it resets: (\d+ h \d+ min|\d+:\d\d)$/,
    );
    await user.click(within(coach).getByRole('link', { name: 'View Previous Feedback' }));
    expect(await screen.findByText('Progress screen')).toBeInTheDocument();
  });

  it("shows 'Service Temporarily Unavailable' with Try Again, which asks again", async () => {
    let calls = 0;
    const { user, fetch } = setup({
      feedback: () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: UNAVAILABLE } : { body: makeFeedbackResponse() };
      },
    });
    const coach = await openTab(user, 'AI Coach Feedback');
    expect(await within(coach).findByText('Service Temporarily Unavailable')).toBeInTheDocument();
    await user.click(within(coach).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Your Public Speaking Coach', { exact: false })).toBeVisible();
    expect(fetch.callsTo('POST /api/feedback')).toHaveLength(2);
  });

  it("toasts 'Guest Usage Limit Reached' for 8 s and invites the guest to create an account", async () => {
    const { user } = setup({ feedback: { status: 429, body: GUEST_LIMIT } });
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Guest Usage Limit Reached')).toBeInTheDocument();
    expect(within(notifications).getByText(GUEST_LIMIT.message)).toBeInTheDocument();
    expect(
      toastStore.getSnapshot().find((item) => item.title === 'Guest Usage Limit Reached')?.duration,
    ).toBe(8000);
    const coach = await openTab(user, 'AI Coach Feedback');
    expect(within(coach).getByText('Guest Usage Limit Reached')).toBeInTheDocument();
    await user.click(within(coach).getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
  });

  it("shows 'Error Generating Feedback' with the raw message, Try Again and Record a New Speech", async () => {
    const { user } = setup({
      feedback: { status: 500, body: { status: 500, message: 'Coach engine exploded' } },
    });
    const coach = await openTab(user, 'AI Coach Feedback');
    expect(await within(coach).findByText('Error Generating Feedback')).toBeInTheDocument();
    expect(within(coach).getByText('We ran into an issue')).toBeInTheDocument();
    expect(within(coach).getByText('Coach engine exploded')).toBeInTheDocument();
    expect(within(coach).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(within(coach).getByRole('link', { name: 'Record a New Speech' })).toBeInTheDocument();
  });
});

describe('complete analysis: tab contents', () => {
  it('overview: rate, fillers, duration, player, transcript with pauses and grammar, pace chart', async () => {
    const { user } = setup();
    const metrics = await screen.findByRole('region', { name: 'Speech metrics' });
    expect(within(metrics).getByText('132')).toBeInTheDocument();
    expect(within(metrics).getByText('1:35')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Speech recording' })).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getAllByRole('button', { name: /^Pause, / })).toHaveLength(3);
    await user.click(within(transcript).getByRole('button', { name: 'won, grammar issue' }));
    expect(await screen.findByText('Say what you won.')).toBeInTheDocument();
    expect(screen.getByText('“we won the vote”')).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Pace over time' });
    expect(
      within(chart).getByText(/Your pace ranged from 120 to 160 words per minute/),
    ).toBeInTheDocument();
  });

  it('score breakdown: the four scores, confidence parts, voice and language in plain words', async () => {
    const { user } = setup();
    await screen.findByText('Clear but rushed');
    const panel = await openTab(user, 'Score Breakdown');
    expect(within(panel).getByText('Most words came through clearly.')).toBeInTheDocument();
    expect(within(panel).getByText('8.1')).toBeInTheDocument();
    expect(within(panel).getByText('Steady pace')).toBeInTheDocument();
    expect(within(panel).getByText('Monotone')).toBeInTheDocument();
    expect(within(panel).getByText('3.1 semitones')).toBeInTheDocument();
    // Speaking rate 132 and grammar 84 are both Good.
    expect(within(panel).getAllByText('Good')).toHaveLength(2);
    expect(within(panel).getByText(/1 issue found, 20.0 per 100 words/)).toBeInTheDocument();
  });

  it('coach feedback: strengths, areas to improve, rewrites, reflection, corrections, signed note', async () => {
    const { user } = setup();
    await screen.findByText('Clear but rushed');
    const panel = await openTab(user, 'AI Coach Feedback');
    for (const text of [
      'You opened with a clear claim.',
      'Slow down in the middle section.',
      '“We won.”',
      'You sounded at ease once you got going.',
      '"Basically" adds nothing here.',
      'You have a natural, friendly delivery. Keep going.',
    ]) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).getByRole('heading', { name: 'Strengths' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Areas to Improve' })).toBeInTheDocument();
    expect(within(panel).getByText(/Your Public Speaking Coach/)).toBeInTheDocument();
  });

  it('filler words: counts with where they happened, repetitions, hedges and weak words', async () => {
    const { user } = setup();
    const panel = await openTab(user, 'Filler Words & Verbal Tics');
    const counts = within(panel).getByRole('list', { name: 'Filler word counts' });
    expect(counts).toHaveTextContent('“basically”1×');
    expect(counts).toHaveTextContent('At 0:01');
    expect(within(panel).getByText('“the the”')).toBeInTheDocument();
    expect(within(panel).getByText('“i think”')).toBeInTheDocument();
    expect(within(panel).getByText('“really”')).toBeInTheDocument();
  });

  it("practice: drills and tips, and 'Save Analysis' saves and shows it", async () => {
    const { user, fetch } = setup();
    fetch.on('POST /api/speeches/42/save', { body: { speech: makeSpeech({ saved: true }) } });
    await screen.findByText('Clear but rushed');
    const panel = await openTab(user, 'Practice Drills & Tips');
    expect(within(panel).getByRole('heading', { name: 'Pause drill' })).toBeInTheDocument();
    expect(within(panel).getByText('5 min')).toBeInTheDocument();
    expect(within(panel).getByText('Pause after each key point.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save Analysis' }));
    expect(await within(panel).findByRole('button', { name: 'Analysis Saved' })).toBeDisabled();
    expect(bodyOf(fetch.callsTo('POST /api/speeches/42/save')[0])).toEqual({ saved: true });
    expect(screen.getByText('Analysis saved')).toBeInTheDocument();
  });

  it("says 'Error saving' when saving fails", async () => {
    const { user, fetch } = setup();
    fetch.on('POST /api/speeches/42/save', {
      status: 500,
      body: { status: 500, message: 'Disk full' },
    });
    const panel = await openTab(user, 'Practice Drills & Tips');
    await user.click(within(panel).getByRole('button', { name: 'Save Analysis' }));
    expect(await screen.findByText('Error saving')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save Analysis' })).toBeEnabled();
  });

  it('shows what an older analysis has, without the issue-3 sections', async () => {
    const { user } = setup({ analysis: makeAnalysis() });
    await screen.findByRole('region', { name: 'Speech metrics' });
    expect(screen.queryByRole('region', { name: 'Pace over time' })).not.toBeInTheDocument();
    const panel = await openTab(user, 'Score Breakdown');
    expect(within(panel).queryByRole('heading', { name: 'Voice' })).not.toBeInTheDocument();
    expect(within(panel).getByText('Grammar was not checked for this speech.')).toBeInTheDocument();
  });
});
