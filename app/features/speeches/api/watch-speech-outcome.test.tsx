import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@app/test/fake-event-source';
import { parseSpeechStatusEvent, useSpeechOutcome } from './watch-speech-outcome';

describe('parseSpeechStatusEvent', () => {
  it('reads the outcome of this speech and nothing else', () => {
    expect(parseSpeechStatusEvent('{"speechId":42,"status":"analysed"}', 42)).toBe('analysed');
    expect(parseSpeechStatusEvent('{"speechId":42,"status":"failed"}', 42)).toBe('failed');
    expect(parseSpeechStatusEvent('{"speechId":7,"status":"analysed"}', 42)).toBeNull();
    expect(parseSpeechStatusEvent('{"speechId":42,"status":"maybe"}', 42)).toBeNull();
    expect(parseSpeechStatusEvent('not json', 42)).toBeNull();
    expect(parseSpeechStatusEvent(undefined, 42)).toBeNull();
  });
});

describe('useSpeechOutcome', () => {
  it('reports unavailable where the browser has no EventSource, so polling alone carries on', () => {
    vi.stubGlobal('EventSource', undefined);
    const onOutcome = vi.fn();
    const { result } = renderHook(() => useSpeechOutcome(42, true, onOutcome));
    expect(result.current).toBe('unavailable');
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('opens the speech’s stream, hands on the outcome once and closes it', () => {
    FakeEventSource.install();
    const onOutcome = vi.fn();
    const { result } = renderHook(() => useSpeechOutcome(42, true, onOutcome));
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/speeches/42/events');
    expect(result.current).toBe('connecting');
    act(() => source.open());
    expect(result.current).toBe('open');

    act(() => source.emit('status', { speechId: 7, status: 'analysed' }));
    expect(onOutcome).not.toHaveBeenCalled();
    act(() => source.emit('status', { speechId: 42, status: 'analysed' }));
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith('analysed');
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current).toBe('done');
  });

  it('falls back when the stream is refused, and waits out a dropped one the browser retries', () => {
    FakeEventSource.install();
    const { result } = renderHook(() => useSpeechOutcome(42, true, vi.fn()));
    act(() => FakeEventSource.latest().fail(false));
    expect(result.current).toBe('connecting');
    act(() => FakeEventSource.latest().fail(true));
    expect(result.current).toBe('unavailable');
  });

  it('opens nothing while disabled, and closes the stream when the page stops waiting', () => {
    FakeEventSource.install();
    const { result, rerender } = renderHook(
      ({ enabled }) => useSpeechOutcome(42, enabled, vi.fn()),
      { initialProps: { enabled: false } },
    );
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(result.current).toBe('off');
    rerender({ enabled: true });
    const source = FakeEventSource.latest();
    rerender({ enabled: false });
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(result.current).toBe('off');
  });
});
