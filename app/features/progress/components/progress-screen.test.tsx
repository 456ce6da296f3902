import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { FeedbackRecord } from '@common/contract/feedback';
import type { UserDto } from '@common/contract/user';
import { mockFetch } from '@app/test/fetch-mock';
import type { FetchMock } from '@app/test/fetch-mock';
import { renderWithProviders } from '@app/test/render';
import { makeDisplayedFeedback } from '@app/test/test-feedback';
import { makeProgressSpeech } from '@app/test/test-speeches';
import { ProgressScreen } from './progress-screen';

const user: UserDto = {
  id: 7,
  username: 'guest_7',
  email: null,
  supabaseId: 'auth-7',
  guestId: 'guest-abcdef12',
  isGuest: true,
  isPro: false,
  createdAt: '2025-03-01T10:00:00.000Z',
};

/** An account: its feedback is kept in the cloud too. */
const member: UserDto = { ...user, username: 'ann', isGuest: false };

const NOW = new Date('2025-03-14T12:00:00.000Z');

function record(id: number, createdAt: string, score = 70): FeedbackRecord {
  return {
    id,
    userId: 7,
    speechId: id,
    summaryTag: `Feedback ${id}`,
    clarityScore: score,
    pacingScore: score,
    confidenceScore: score,
    deliveryScore: score,
    strengths: '["Clear opening"]',
    areasToImprove: '["Slow down"]',
    actionableTips: '["Pause after key points","Breathe"]',
    actionableDrills: '["Pause drill"]',
    rewriteSuggestions: null,
    overallFeedback: 'Good work.',
    modelUsed: 'rules',
    usedFallback: false,
    createdAt,
    coachingMode: 'general',
  };
}

const records = [
  record(5, '2025-03-14T09:00:00Z', 82),
  record(4, '2025-03-10T09:00:00Z', 64),
  record(3, '2025-02-20T09:00:00Z', 55),
];

let fetchMock: FetchMock;

function serve({
  speeches = [
    makeProgressSpeech(1, '2025-03-14T08:00:00Z', { wpm: 132, fillers: 4, speakingSec: 120 }, 125),
    makeProgressSpeech(2, '2025-03-13T08:00:00Z', { wpm: 150, fillers: 8, speakingSec: 120 }, 95),
  ],
  feedback = records,
}: { speeches?: ReturnType<typeof makeProgressSpeech>[]; feedback?: FeedbackRecord[] } = {}) {
  fetchMock.on('GET /api/speeches/user/7', { body: speeches });
  fetchMock.on('GET /api/feedback/user/7', ({ url }) => {
    const limit = Number(new URL(url, 'http://x').searchParams.get('limit'));
    return { body: feedback.slice(0, limit) };
  });
  fetchMock.on('GET /api/supabase-feedback/auth-7', ({ url }) => {
    const limit = Number(new URL(url, 'http://x').searchParams.get('limit'));
    return {
      body: [
        makeDisplayedFeedback({
          id: 'c1',
          summary_tag: 'Older and best',
          created_at: '2025-03-01T10:00:00Z',
          scores: { clarity: 9, pacing: 9, confidence: 9, delivery: 9 },
        }),
        makeDisplayedFeedback({
          id: 'c2',
          summary_tag: 'Newest',
          created_at: '2025-03-13T10:00:00Z',
          scores: { clarity: 5, pacing: 5, confidence: 5, delivery: 5 },
        }),
      ].slice(0, limit),
    };
  });
}

beforeEach(() => {
  // Only the clock: today is 14 March 2025 for the streak.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  fetchMock = mockFetch();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Progress screen', () => {
  it('shows the header, the History tab by default and its three sections', async () => {
    serve();
    renderWithProviders(<ProgressScreen user={user} />, { route: '/history', path: '/history' });
    expect(screen.getByRole('heading', { name: 'Progress', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText('Review your speech history and track your improvement over time'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: /All Recordings/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cloud History' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3 items')).toBeInTheDocument();
    expect(screen.getByText(/stored locally/)).toBeInTheDocument();
    // All Recordings: newest first.
    const recordings = screen.getAllByRole('link', { name: /^Speech \d$/ });
    expect(recordings.map((link) => link.textContent)).toEqual(['Speech 1', 'Speech 2']);
  });

  it('asks for the history with limit 2 and the cloud list with 5 times that; Load More adds 5', async () => {
    serve();
    const { user: person } = renderWithProviders(<ProgressScreen user={member} />, {
      route: '/history',
      path: '/history',
    });
    await screen.findByText('Showing 2 of 3 items');
    expect(fetchMock.callsTo('GET /api/feedback/user/7?limit=2')).toHaveLength(1);
    expect(fetchMock.callsTo('GET /api/supabase-feedback/auth-7?limit=10')).toHaveLength(1);
    expect(fetchMock.callsTo('GET /api/speeches/user/7?limit=100')).toHaveLength(1);
    await person.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 3 of 3 items')).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /api/feedback/user/7?limit=7')).toHaveLength(1);
    expect(fetchMock.callsTo('GET /api/supabase-feedback/auth-7?limit=35')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Top' })).toBeInTheDocument();
  });

  it('sorts Cloud History by Newest First, Oldest First and Highest Score', async () => {
    serve();
    const { user: person } = renderWithProviders(<ProgressScreen user={member} />, {
      route: '/history',
      path: '/history',
    });
    const section = (await screen.findByRole('heading', { name: 'Cloud History' })).closest(
      'section',
    ) as HTMLElement;
    const titles = () =>
      within(section)
        .getAllByRole('article')
        .map((card) => within(card).getAllByRole('heading')[0]?.textContent);
    await waitFor(() => expect(titles()).toEqual(['Newest', 'Older and best']));
    await person.click(within(section).getByRole('button', { name: 'Sort: Newest First' }));
    await person.click(await screen.findByRole('menuitemradio', { name: 'Oldest First' }));
    expect(titles()).toEqual(['Older and best', 'Newest']);
    await person.click(within(section).getByRole('button', { name: 'Sort: Oldest First' }));
    await person.click(await screen.findByRole('menuitemradio', { name: 'Highest Score' }));
    expect(titles()).toEqual(['Older and best', 'Newest']);
  });

  it('shows the empty state with a Record a Speech link', async () => {
    serve({ speeches: [], feedback: [] });
    fetchMock.on('GET /api/supabase-feedback/auth-7', { body: [] });
    renderWithProviders(<ProgressScreen user={user} />, { route: '/history', path: '/history' });
    expect(await screen.findByText('No recordings or feedback yet')).toBeInTheDocument();
    expect(
      screen.getByText('Record a speech to start tracking your speaking journey'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record a Speech' })).toHaveAttribute('href', '/');
  });

  it('shows a feedback in both lists once, under Cloud History', async () => {
    serve();
    fetchMock.on('GET /api/supabase-feedback/auth-7', {
      body: [makeDisplayedFeedback({ id: '5', summary_tag: 'Feedback 5' })],
    });
    renderWithProviders(<ProgressScreen user={member} />, { route: '/history', path: '/history' });
    const cloud = (await screen.findByRole('heading', { name: 'Cloud History' })).closest(
      'section',
    ) as HTMLElement;
    await within(cloud).findByRole('heading', { name: 'Feedback 5' });
    expect(await screen.findByRole('heading', { name: 'Feedback 4' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Feedback 5' })).toHaveLength(1);
    expect(screen.getByText('1 more shown under Cloud History above.')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3 items')).toBeInTheDocument();
  });

  it("keeps a guest's feedback on the device: no cloud list, and cards say so", async () => {
    serve();
    renderWithProviders(<ProgressScreen user={user} />, { route: '/history', path: '/history' });
    expect(await screen.findByRole('heading', { name: 'Feedback 5' })).toBeInTheDocument();
    expect(screen.getAllByText(/· On this device$/)).toHaveLength(2);
    expect(screen.queryByText(/Cloud storage/)).toBeNull();
    expect(screen.getByText('No feedback available')).toBeInTheDocument();
    expect(screen.getByText('Sign up to keep your feedback in the cloud.')).toBeInTheDocument();
    expect(fetchMock.callsTo('GET /api/supabase-feedback/auth-7')).toHaveLength(0);
  });

  it("says 'No feedback available' when the cloud list is empty", async () => {
    serve({ feedback: [] });
    fetchMock.on('GET /api/supabase-feedback/auth-7', { body: [] });
    renderWithProviders(<ProgressScreen user={user} />, { route: '/history', path: '/history' });
    expect(await screen.findByText('No feedback available')).toBeInTheDocument();
  });

  it("toasts 'Failed to load history' and 'Failed to fetch feedback history'", async () => {
    serve();
    fetchMock.on('GET /api/speeches/user/7', { status: 500, body: { message: 'boom' } });
    renderWithProviders(<ProgressScreen user={user} />, { route: '/history', path: '/history' });
    expect(await screen.findByText('Failed to load history')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch speeches')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch feedback history' when the feedback lists fail", async () => {
    serve();
    fetchMock.on('GET /api/feedback/user/7', { status: 500, body: { message: 'db down' } });
    renderWithProviders(<ProgressScreen user={user} />, { route: '/history', path: '/history' });
    expect(await screen.findByText('Failed to fetch feedback history')).toBeInTheDocument();
  });
});

function renderStats() {
  return renderWithProviders(<ProgressScreen user={user} />, {
    route: '/history?tab=stats',
    path: '/history',
  });
}

describe('Stats tab', () => {
  // In jsdom a lazy component that suspends on its very first render is not
  // retried when its code arrives: load the Stats tab's code once, up front.
  beforeAll(async () => {
    fetchMock = mockFetch();
    serve({ speeches: [], feedback: [] });
    const warmUp = renderStats();
    await act(async () => {
      await import('./stats-tab');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    warmUp.unmount();
  });

  it('shows the four stat cards, the Daily Streak, the trends, the Performance Breakdown and the footer', async () => {
    serve();
    renderStats();
    expect(await screen.findByText('Total Speeches')).toBeInTheDocument();
    expect(screen.getByText('Total Speaking Time')).toBeInTheDocument();
    expect(screen.getByText('3m 40s')).toBeInTheDocument();
    // The mean of the four averaged dimensions: (8.2 + 6.4 + 5.5) / 3 for each.
    expect(screen.getByText('Average Score').parentElement).toHaveTextContent('6.7/10');
    expect(screen.getByText('Average Score').parentElement).toHaveTextContent(
      'The average of clarity, pacing, confidence and delivery.',
    );
    expect(screen.getByText('Average Pace').parentElement).toHaveTextContent('141 WPMGood');
    expect(screen.getByText("You've spoken for 2 days in a row!")).toBeInTheDocument();
    expect(screen.getByText('Your longest streak is 2 days')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Record Now/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Performance Breakdown' })).toBeInTheDocument();
    for (const label of ['Clarity', 'Pacing', 'Confidence', 'Delivery']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('6.7/10').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /^Pace:/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Fillers per minute:/ })).toBeInTheDocument();
    expect(screen.getByText(/Made with/)).toHaveTextContent('Made with ❤️ by Podium');
  });

  it('hides Average Score without feedback and Average Pace without any WPM', async () => {
    serve({ speeches: [makeProgressSpeech(1, '2025-03-10T08:00:00Z', null)], feedback: [] });
    renderStats();
    expect(await screen.findByText('Total Speeches')).toBeInTheDocument();
    expect(screen.queryByText('Average Score')).toBeNull();
    expect(screen.queryByText('Average Pace')).toBeNull();
    expect(screen.getByText('Record today to start your streak!')).toBeInTheDocument();
    expect(screen.getByText('Your longest streak is 1 day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Streak → Record Now' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows No Stats Available Yet without speeches', async () => {
    serve({ speeches: [], feedback: [] });
    renderStats();
    expect(await screen.findByText('No Stats Available Yet')).toBeInTheDocument();
    expect(
      screen.getByText('Record a speech to unlock your speaking progress stats!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record a Speech' })).toHaveAttribute('href', '/');
  });
});
