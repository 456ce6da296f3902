import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { SpeechDto } from '@common/contract/speech';
import { renderWithProviders } from '@app/test/render';
import { SpeechCard } from './speech-card';

const NOW = Date.parse('2025-03-14T18:00:00.000Z');

function speech(overrides: Partial<SpeechDto> = {}): SpeechDto {
  return {
    id: 42,
    userId: 7,
    title: 'Why trees matter',
    prompt: null,
    recordedAt: new Date(NOW - 60_000).toISOString(),
    duration: 95,
    audioUrl: 'http://localhost:3000/media/42?sig=1',
    transcription: null,
    transcriptionId: 'job-42',
    saved: false,
    coachingMode: 'general',
    analysis: null,
    ...overrides,
  };
}

let play: Mock<(this: HTMLMediaElement) => Promise<void>>;
let load: Mock<() => void>;

beforeEach(() => {
  play = vi.fn(function (this: HTMLMediaElement): Promise<void> {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    // Playback has moved on, so a pause is a pause and not a stop.
    Object.defineProperty(this, 'currentTime', { value: 12, writable: true, configurable: true });
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  load = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(load);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderCard(value: SpeechDto, now = NOW) {
  return renderWithProviders(<SpeechCard speech={value} now={now} />);
}

describe('speech card', () => {
  it('shows the title, a Today date with a 12-hour time, the m:ss duration and opens the analysis', () => {
    const recordedAt = new Date(NOW);
    recordedAt.setHours(9, 5, 0, 0);
    renderCard(speech({ recordedAt: recordedAt.toISOString() }), recordedAt.getTime() + 60_000);
    const link = screen.getByRole('link', { name: 'Why trees matter' });
    expect(link).toHaveAttribute('href', '/feedback/42');
    expect(screen.getByText('Today, 9:05 AM')).toBeInTheDocument();
    expect(screen.getByText('1:35')).toBeInTheDocument();
  });

  it('shows Untitled Recording when the title is missing', () => {
    renderCard(speech({ title: '  ' }));
    expect(screen.getByRole('link', { name: 'Untitled Recording' })).toBeInTheDocument();
  });

  it('shows the date fallbacks', () => {
    renderCard(speech({ id: 1, recordedAt: '' }));
    expect(screen.getByText('Unknown date')).toBeInTheDocument();
    renderCard(speech({ id: 2, recordedAt: 'yesterday-ish' }));
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
  });

  it("shows 'Processing...' under 5 minutes and 'Processing failed' at 5 minutes", () => {
    const recordedAt = new Date(NOW - 5 * 60_000).toISOString();
    const first = renderCard(speech({ recordedAt }), NOW - 1);
    expect(screen.getByText('Processing...')).toBeInTheDocument();
    first.unmount();
    renderCard(speech({ recordedAt }), NOW);
    expect(screen.getByText('Processing failed')).toBeInTheDocument();
  });

  it("shows 'Not processed' without a transcription id, and a completed mark when analysed", () => {
    renderCard(speech({ id: 1, transcriptionId: null }));
    expect(screen.getByText('Not processed')).toBeInTheDocument();
    renderCard(speech({ id: 2, title: 'Done', transcription: 'hello there' }));
    expect(screen.getByText(/Analysed/)).toBeInTheDocument();
  });

  it('plays, pauses and stops', async () => {
    const { user } = renderCard(speech());
    await user.click(screen.getByRole('button', { name: 'Play Why trees matter' }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause Why trees matter' }));
    expect(screen.getByRole('button', { name: 'Play Why trees matter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop Why trees matter' }));
    expect(screen.queryByRole('button', { name: 'Stop Why trees matter' })).toBeNull();
  });

  it('plays one card at a time', async () => {
    const { user } = renderWithProviders(
      <>
        <SpeechCard speech={speech({ id: 1, title: 'First' })} now={NOW} />
        <SpeechCard speech={speech({ id: 2, title: 'Second' })} now={NOW} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Play First' }));
    await user.click(screen.getByRole('button', { name: 'Play Second' }));
    expect(screen.getByRole('button', { name: 'Play First' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Second' })).toBeInTheDocument();
  });

  it('retries a failed load once after 5 s, then shows the playback error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    play.mockImplementation(() => Promise.resolve());
    const { user } = renderWithProviders(<SpeechCard speech={speech()} now={NOW} />, {
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });
    await user.click(screen.getByRole('button', { name: 'Play Why trees matter' }));
    const element = play.mock.contexts[0];
    act(() => {
      element?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('The audio did not load. Trying again...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_999));
    expect(load).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      if (element) Object.defineProperty(element, 'error', { value: { code: 4 } });
      element?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Playback error')).toBeInTheDocument();
    expect(
      screen.getByText('The audio format is not supported by your browser.'),
    ).toBeInTheDocument();
  });

  it("says 'Audio not available' without an audio link and 'Invalid audio URL' for a bad one", async () => {
    const { user } = renderWithProviders(
      <>
        <SpeechCard speech={speech({ id: 1, title: 'None', audioUrl: '' })} now={NOW} />
        <SpeechCard
          speech={speech({ id: 2, title: 'Bad', audioUrl: 'ftp://x/a.webm' })}
          now={NOW}
        />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Play None' }));
    expect(await screen.findByText('Audio not available')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the audio for this recording")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Bad' }));
    expect(await screen.findByText('Invalid audio URL')).toBeInTheDocument();
    expect(screen.getByText('The recording URL is not in a valid format')).toBeInTheDocument();
  });

  it('says when the browser refuses to play before any interaction', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const { user } = renderCard(speech());
    await user.click(screen.getByRole('button', { name: 'Play Why trees matter' }));
    expect(
      await screen.findByText('Please interact with the page first before playing audio.'),
    ).toBeInTheDocument();
  });
});
