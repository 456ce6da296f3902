import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { LevelMeter, METER_INTERVAL_MS, REDUCED_MOTION_METER_INTERVAL_MS } from './level-meter';

/** An AnalyserNode that hears `level` (0-255) in every bin and counts how often it is read. */
class FakeAudioContext {
  static level = 0;
  static reads = 0;
  static closed = 0;
  createMediaStreamSource() {
    return { connect: () => undefined, disconnect: () => undefined };
  }
  createAnalyser() {
    return {
      fftSize: 0,
      smoothingTimeConstant: 0,
      frequencyBinCount: 64,
      getByteFrequencyData: (data: Uint8Array) => {
        FakeAudioContext.reads += 1;
        data.fill(FakeAudioContext.level);
      },
    };
  }
  close() {
    FakeAudioContext.closed += 1;
    return Promise.resolve();
  }
}

function askForLessMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

const stream = {} as MediaStream;
const bars = (container: HTMLElement) => [...container.querySelectorAll('span')];
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  FakeAudioContext.level = 0;
  FakeAudioContext.reads = 0;
  FakeAudioContext.closed = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('level meter', () => {
  it('follows the microphone 20 times a second, not every frame', () => {
    askForLessMotion(false);
    const { container } = render(<LevelMeter stream={stream} />);
    FakeAudioContext.level = 255;
    advance(1000);
    expect(FakeAudioContext.reads).toBe(1000 / METER_INTERVAL_MS);
    expect(bars(container).map((bar) => bar.style.transform)).toEqual(
      Array.from({ length: 28 }, () => 'scaleY(1.00)'),
    );
  });

  it('reads ten times a second when the person asked for less motion', () => {
    askForLessMotion(true);
    render(<LevelMeter stream={stream} />);
    advance(1000);
    expect(FakeAudioContext.reads).toBe(1000 / REDUCED_MOTION_METER_INTERVAL_MS);
  });

  it('keeps idle bars low in silence, and stops reading and closes its context when the stream ends', () => {
    askForLessMotion(false);
    const { container, rerender } = render(<LevelMeter stream={stream} />);
    advance(200);
    expect(bars(container)[0]?.style.transform).toBe('scaleY(0.08)');
    FakeAudioContext.level = 128;
    advance(METER_INTERVAL_MS);
    expect(bars(container)[0]?.style.transform).toBe('scaleY(0.50)');

    rerender(<LevelMeter stream={null} />);
    expect(FakeAudioContext.closed).toBe(1);
    const reads = FakeAudioContext.reads;
    advance(1000);
    expect(FakeAudioContext.reads).toBe(reads);
    expect(bars(container)[0]?.style.transform).toBe('scaleY(0.08)');
  });
});
