import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { mockFetch } from '@app/test/fetch-mock';
import {
  makeAnalysis,
  makeFeedbackResponse,
  makeLinguisticResponse,
  makeSpeech,
} from '@app/test/fixtures';
import { renderWithProviders } from '@app/test/render';
import { SpeechAnalysis } from './speech-analysis';

const SERVER_ERROR =
  "We couldn't generate feedback due to a server error. Please try recording again.";

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup() {
  return renderWithProviders(<SpeechAnalysis speechId={42} />, {
    route: '/feedback/42',
    path: '/feedback/:speechId',
    advanceTimers: vi.advanceTimersByTime,
  });
}

function mockCoach(fetch: ReturnType<typeof mockFetch>) {
  fetch.on('POST /api/feedback', { body: makeFeedbackResponse() });
  fetch.on('POST /api/linguistic-feedback', { body: makeLinguisticResponse() });
}

function transcription(status: string) {
  return { body: { id: 'job-42', speechId: 42, status, error: null, error_details: null } };
}

describe('speech analysis page', () => {
  it('shows loading phases and rotating tips while processing', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/speeches/42', { body: { speech: makeSpeech(), analysis: null } });
    fetch.on('GET /api/transcription/job-42', transcription('processing'));
    const { user } = setup();

    expect(
      await screen.findByRole('heading', { name: 'Analysing your speech' }),
    ).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(within(progress).getByText('Uploading').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await advance(3500);
    expect(within(progress).getByText('Transcribing').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    expect(screen.getByText('Speaking tip 1 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show another tip' }));
    expect(screen.getByText('Speaking tip 2 of 10')).toBeInTheDocument();
    await advance(6000);
    expect(screen.getByText('Speaking tip 3 of 10')).toBeInTheDocument();
  });

  it("shows the job's stage as the server reports it, not the timer", async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/speeches/42', { body: { speech: makeSpeech(), analysis: null } });
    const stages = [
      { id: 'queued', label: 'Waiting in line', ahead: 2 },
      { id: 'recognize', label: 'Transcribing your words', done: 3, total: 8 },
      { id: 'measure', label: 'Measuring pace, pauses and filler words' },
    ];
    let polls = 0;
    fetch.on('GET /api/transcription/job-42', () => {
      const stage = stages[Math.min(polls, stages.length - 1)];
      polls += 1;
      return { body: { ...transcription('processing').body, stage } };
    });
    setup();

    const progress = await screen.findByRole('list', { name: 'Progress' });
    const step = (name: string) => within(progress).getByText(name).closest('li');
    expect(
      await screen.findByText('Waiting in line: 2 recordings ahead of yours'),
    ).toBeInTheDocument();
    // 3.5 s pass: the timer would have moved on; the server has not.
    await advance(3500);
    expect(step('Uploading')).toHaveAttribute('aria-current', 'step');

    await advance(1500);
    expect(
      await screen.findByText('Transcribing your words: 3 of 8 parts done'),
    ).toBeInTheDocument();
    expect(step('Uploading')).not.toHaveAttribute('aria-current');
    expect(step('Transcribing')).toHaveAttribute('aria-current', 'step');

    await advance(5000);
    expect(
      await screen.findByText('Measuring pace, pauses and filler words...'),
    ).toBeInTheDocument();
    expect(step('Measuring pace')).toHaveAttribute('aria-current', 'step');
    // Still measuring after many timer phases: the last phase has not come.
    await advance(15_000);
    expect(step('Measuring pace')).toHaveAttribute('aria-current', 'step');
    expect(step('Preparing your analysis')).not.toHaveAttribute('aria-current');
  });

  it('polls every 5 s, refetches 2 s after completion and shows the analysis', async () => {
    const fetch = mockFetch();
    let speechReads = 0;
    fetch.on('GET /api/speeches/42', () => {
      speechReads += 1;
      const analysis = speechReads === 1 ? null : makeAnalysis();
      return { body: { speech: makeSpeech({ analysis }), analysis } };
    });
    mockCoach(fetch);
    let polls = 0;
    fetch.on('GET /api/transcription/job-42', () => {
      polls += 1;
      return transcription(polls < 2 ? 'processing' : 'completed');
    });
    setup();

    await screen.findByRole('heading', { name: 'Analysing your speech' });
    expect(fetch.callsTo('GET /api/transcription/job-42')[0]?.url).toBe(
      '/api/transcription/job-42?speechId=42',
    );
    await advance(5000);
    expect(polls).toBe(2);
    expect(speechReads).toBe(1);
    await advance(2000);

    expect(await screen.findByRole('heading', { name: 'Why trees matter' })).toBeInTheDocument();
    expect(speechReads).toBe(2);
    const metrics = screen.getByRole('region', { name: 'Speech metrics' });
    expect(within(metrics).getByText('132')).toBeInTheDocument();
    expect(within(metrics).getByText('Good')).toBeInTheDocument();
    expect(within(metrics).getByText('Excellent')).toBeInTheDocument();
    expect(within(metrics).getByText('1:35')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Speech Overview', selected: true })).toBeVisible();
    const marks = document.querySelectorAll('mark[title]');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['um', 'basically']);
    expect(document.querySelector('audio')).toHaveAttribute(
      'src',
      'http://localhost:3000/media/abc?sig=1',
    );

    await advance(10_000);
    expect(polls).toBe(2);
  });

  it('shows the server error with Go Back and Try Again when the transcription failed', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/speeches/42', { body: { speech: makeSpeech(), analysis: null } });
    fetch.on('GET /api/transcription/job-42', transcription('failed'));
    setup();
    expect(await screen.findByText(SERVER_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('stops polling with the error after 120 s', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/speeches/42', { body: { speech: makeSpeech(), analysis: null } });
    fetch.on('GET /api/transcription/job-42', transcription('processing'));
    setup();
    await screen.findByRole('heading', { name: 'Analysing your speech' });
    await advance(119_000);
    expect(screen.queryByText(SERVER_ERROR)).not.toBeInTheDocument();
    await advance(1_000);
    expect(await screen.findByText(SERVER_ERROR)).toBeInTheDocument();
    const polls = fetch.callsTo('GET /api/transcription/job-42').length;
    await advance(20_000);
    expect(fetch.callsTo('GET /api/transcription/job-42')).toHaveLength(polls);
  });

  it('keeps waiting past 120 s while the server reports progress, and gives up 120 s after it stops', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/speeches/42', { body: { speech: makeSpeech(), analysis: null } });
    let polls = 0;
    fetch.on('GET /api/transcription/job-42', () => {
      polls += 1;
      // A long recording: one more part every poll for 150 s, then nothing moves.
      const done = Math.min(polls, 30);
      const stage = { id: 'recognize', label: 'Transcribing your words', done, total: 40 };
      return { body: { ...transcription('processing').body, stage } };
    });
    setup();
    await screen.findByRole('heading', { name: 'Analysing your speech' });
    await advance(150_000);
    expect(screen.queryByText(SERVER_ERROR)).not.toBeInTheDocument();
    expect(screen.getByText('Transcribing your words: 30 of 40 parts done')).toBeInTheDocument();
    await advance(120_000);
    expect(await screen.findByText(SERVER_ERROR)).toBeInTheDocument();
  });

  it('offers manual transcript entry 3 s after finding no transcription id', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/speeches/42', {
      body: { speech: makeSpeech({ transcriptionId: null, duration: 60 }), analysis: null },
    });
    const { user } = setup();
    await screen.findByRole('heading', { name: 'Analysing your speech' });
    await advance(3000);
    expect(await screen.findByText(SERVER_ERROR)).toBeInTheDocument();

    // The typed transcript takes the correction path: aligned to the recording, then measured.
    fetch.on('PUT /api/speeches/42/transcript', {
      status: 202,
      body: { id: 'realign-1', speechId: 42, status: 'pending', error: null, error_details: null },
    });
    fetch.on('GET /api/transcription/realign-1', {
      body: {
        id: 'realign-1',
        speechId: 42,
        status: 'completed',
        error: null,
        error_details: null,
      },
    });
    await user.type(screen.getByLabelText('Transcript'), 'one two three four five');
    fetch.on('GET /api/speeches/42', {
      body: { speech: makeSpeech({ analysis: makeAnalysis() }), analysis: makeAnalysis() },
    });
    mockCoach(fetch);
    await user.click(screen.getByRole('button', { name: 'Measure my speech' }));
    expect(await screen.findByRole('heading', { name: 'Why trees matter' })).toBeInTheDocument();
    expect(fetch.callsTo('PUT /api/speeches/42/transcript')).toHaveLength(1);
  });

  it('shows the error view when the speech cannot be fetched, and Try Again reloads it', async () => {
    const fetch = mockFetch();
    fetch.on('GET /api/speeches/42', { status: 404, body: { status: 404, message: 'Not found.' } });
    const { user } = setup();
    expect(
      await screen.findByRole('heading', { name: 'Speech not available' }),
    ).toBeInTheDocument();
    fetch.on('GET /api/speeches/42', {
      body: { speech: makeSpeech({ analysis: makeAnalysis() }), analysis: makeAnalysis() },
    });
    mockCoach(fetch);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Why trees matter' })).toBeInTheDocument();
  });
});
