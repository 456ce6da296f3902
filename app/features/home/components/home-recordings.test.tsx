import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '@app/test/fetch-mock';
import type { FetchMock } from '@app/test/fetch-mock';
import { renderWithProviders } from '@app/test/render';
import { makeProgressSpeech } from '@app/test/test-speeches';
import { HomeRecordings } from './home-recordings';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = mockFetch();
});

describe('Home recordings', () => {
  it('shows Your Last Recording and up to 3 Recent Recordings, newest first, with View All', async () => {
    fetchMock.on('GET /api/speeches/user/7', {
      body: [
        makeProgressSpeech(1, '2025-03-01T10:00:00Z', { wpm: 120 }),
        makeProgressSpeech(3, '2025-03-03T10:00:00Z', { wpm: 141.6, confidence: 76.4 }, 154),
        makeProgressSpeech(2, '2025-03-02T10:00:00Z', null),
      ],
    });
    renderWithProviders(<HomeRecordings userId={7} />);
    const last = await screen.findByRole('region', { name: 'Your Last Recording' });
    expect(within(last).getByText('Speech 3')).toBeInTheDocument();
    expect(within(last).getByText('2:34')).toBeInTheDocument();
    expect(within(last).getByText('142')).toBeInTheDocument();
    expect(within(last).getByText('76%')).toBeInTheDocument();
    expect(
      within(last).getByRole('link', { name: 'Open the analysis of Speech 3' }),
    ).toHaveAttribute('href', '/feedback/3');
    const recent = screen.getByRole('region', { name: 'Recent Recordings' });
    expect(
      within(recent)
        .getAllByRole('link', { name: /^Speech \d$/ })
        .map((link) => link.textContent),
    ).toEqual(['Speech 3', 'Speech 2', 'Speech 1']);
    expect(within(recent).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/history',
    );
    // Home asks for the 3 it shows.
    expect(fetchMock.callsTo('GET /api/speeches/user/7?limit=3')).toHaveLength(1);
  });

  it('shows a dash for a missing words per minute or confidence', async () => {
    fetchMock.on('GET /api/speeches/user/7', {
      body: [makeProgressSpeech(2, '2025-03-02T10:00:00Z', null)],
    });
    renderWithProviders(<HomeRecordings userId={7} />);
    const last = await screen.findByRole('region', { name: 'Your Last Recording' });
    expect(within(last).getAllByText('—')).toHaveLength(2);
  });

  it("shows 'No recordings yet' / 'Start recording to see your progress' without recordings", async () => {
    fetchMock.on('GET /api/speeches/user/7', { body: [] });
    renderWithProviders(<HomeRecordings userId={7} />);
    expect(await screen.findByText('No recordings yet')).toBeInTheDocument();
    expect(screen.getByText('Start recording to see your progress')).toBeInTheDocument();
  });
});
