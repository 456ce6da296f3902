import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../ui/toaster';
import { AudioPlayer } from './audio-player';

const SRC = 'http://localhost:3000/media/abc?sig=1';

let play: Mock<(this: HTMLMediaElement) => Promise<void>>;
let load: Mock<() => void>;

beforeEach(() => {
  // jsdom has no media playback: play() resolves and fires 'play', pause() fires 'pause'.
  play = vi.fn(function (this: HTMLMediaElement): Promise<void> {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
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

function setup(props: Partial<Parameters<typeof AudioPlayer>[0]> = {}) {
  const result = render(
    <>
      <AudioPlayer src={SRC} label="Speech recording" durationHint={95} {...props} />
      <Toaster />
    </>,
  );
  const audio = result.container.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return { ...result, audio };
}

describe('audio player', () => {
  it('fetches the recording cross-origin anonymous and starts at volume 0.7', () => {
    const { audio } = setup();
    expect(audio).toHaveAttribute('crossorigin', 'anonymous');
    expect(audio).toHaveAttribute('src', SRC);
    expect(audio.volume).toBe(0.7);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0.7');
    expect(screen.getByText('1:35')).toBeInTheDocument();
  });

  it('plays and pauses', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('mutes, and unmutes when the volume is turned up', async () => {
    const user = userEvent.setup();
    const { audio } = setup();
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    fireEvent(audio, new Event('volumechange'));
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.4' } });
    expect(audio.muted).toBe(false);
    expect(audio.volume).toBe(0.4);
  });

  it('seeks with the slider, which says where it is', () => {
    const { audio } = setup();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    fireEvent.change(seek, { target: { value: '30' } });
    expect(audio.currentTime).toBe(30);
    expect(seek).toHaveAttribute('aria-valuetext', '0:30 of 1:35');
  });

  it('goes back to the start when the recording ends', async () => {
    const user = userEvent.setup();
    const { audio } = setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    audio.currentTime = 95;
    fireEvent(audio, new Event('timeupdate'));
    fireEvent(audio, new Event('ended'));
    expect(audio.currentTime).toBe(0);
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 1:35',
    );
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('retries a failed load once after 5 s, then says it cannot load the file', async () => {
    vi.useFakeTimers();
    const { audio } = setup();
    fireEvent(audio, new Event('error'));
    expect(screen.getByRole('status')).toHaveTextContent('Trying again');
    act(() => vi.advanceTimersByTime(4_999));
    expect(load).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(1);

    Object.defineProperty(audio, 'error', { value: { code: 2 }, configurable: true });
    fireEvent(audio, new Event('error'));
    expect(
      screen.getByText(
        'Unable to load audio file - it may not be accessible or the format is unsupported',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Playback error')).toBeInTheDocument();
    expect(
      screen.getByText('The audio file could not be loaded. It may have been moved or deleted.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('says it cannot play when the browser refuses', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('Unable to play audio file')).toBeInTheDocument();
    expect(
      screen.getByText('Please interact with the page first before playing audio.'),
    ).toBeInTheDocument();
  });

  it('plays one recording at a time', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AudioPlayer src={SRC} label="First" durationHint={10} />
        <AudioPlayer src={`${SRC}2`} label="Second" durationHint={10} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Play' });
    if (!first || !second) throw new Error('two players expected');
    await user.click(first);
    await user.click(second);
    expect(screen.getAllByRole('button', { name: 'Play' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'First' })).toContainElement(
      screen.getByRole('button', { name: 'Play' }),
    );
  });

  it("says 'Audio not available' without a playable link", () => {
    render(<AudioPlayer src="" />);
    expect(screen.getByText('Audio not available')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the audio for this recording")).toBeInTheDocument();
  });
});
