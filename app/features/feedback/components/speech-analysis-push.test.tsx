import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@app/test/fake-event-source';
import { mockFetch } from '@app/test/fetch-mock';
import {
  makeAnalysis,
  makeFeedbackResponse,
  makeLinguisticResponse,
  makeSpeech,
} from '@app/test/fixtures';
import { renderWithProviders } from '@app/test/render';
import { SpeechAnalysis } from './speech-analysis';

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

/** The server: a speech whose analysis is stored after `ready` is set. */
function server() {
  const fetch = mockFetch();
  const state = { ready: false, failed: false, speechReads: 0 };
  fetch.on('GET /api/speeches/42', () => {
    state.speechReads += 1;
    const analysis = state.ready ? makeAnalysis() : null;
    return { body: { speech: makeSpeech({ analysis }), analysis } };
  });
  fetch.on('GET /api/transcription/job-42', () => ({
    body: {
      id: 'job-42',
      speechId: 42,
      status: state.failed ? 'failed' : state.ready ? 'completed' : 'processing',
      error: state.failed ? 'Transcription failed' : null,
      error_details: null,
    },
  }));
  fetch.on('POST /api/feedback', { body: makeFeedbackResponse() });
  fetch.on('POST /api/linguistic-feedback', { body: makeLinguisticResponse() });
  return { fetch, state };
}

describe('speech analysis page with the pushed result (issue 12)', () => {
  it('shows the analysis the moment the server pushes it, without waiting for a poll', async () => {
    FakeEventSource.install();
    const { state } = server();
    setup();
    await screen.findByRole('heading', { name: 'Analysing your speech' });
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/speeches/42/events');
    act(() => source.open());

    state.ready = true;
    act(() => source.emit('status', { speechId: 42, status: 'analysed' }));
    // No timer moves: neither the 5 s poll nor the 2 s refetch has come.
    expect(await screen.findByRole('heading', { name: 'Why trees matter' })).toBeInTheDocument();
    expect(state.speechReads).toBe(2);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('shows the server error at once when the job fails', async () => {
    FakeEventSource.install();
    const { state, fetch } = server();
    setup();
    await screen.findByRole('heading', { name: 'Analysing your speech' });
    // The first status request has been answered (one in flight would be shared, not sent again).
    await vi.waitFor(() => expect(fetch.callsTo('GET /api/transcription/job-42')).toHaveLength(1));
    await advance(10);
    state.failed = true;
    act(() => FakeEventSource.latest().emit('status', { speechId: 42, status: 'failed' }));
    expect(
      await screen.findByText(
        "We couldn't generate feedback due to a server error. Please try recording again.",
      ),
    ).toBeInTheDocument();
  });

  it('still gets the analysis by polling when the stream is refused', async () => {
    FakeEventSource.install();
    const { state } = server();
    setup();
    await screen.findByRole('heading', { name: 'Analysing your speech' });
    act(() => FakeEventSource.latest().fail(true));
    state.ready = true;
    await advance(5000);
    await advance(2000);
    expect(await screen.findByRole('heading', { name: 'Why trees matter' })).toBeInTheDocument();
  });

  it('still gets the analysis by polling in a browser without EventSource', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { state } = server();
    setup();
    await screen.findByRole('heading', { name: 'Analysing your speech' });
    state.ready = true;
    await advance(5000);
    await advance(2000);
    expect(await screen.findByRole('heading', { name: 'Why trees matter' })).toBeInTheDocument();
  });
});
