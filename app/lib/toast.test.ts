import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, getDefaultDuration } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('show at most one toast at a time, the newest', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second' });
    expect(store.getSnapshot().map((item) => item.title)).toEqual(['Second']);
  });

  it('suppress an identical title and description within 2500 ms', () => {
    let clock = 0;
    const store = createToastStore({ limit: 5, now: () => clock });
    store.toast({ title: 'Please wait', description: 'A new prompt is already being fetched' });
    clock = 2499;
    store.toast({ title: 'Please wait', description: 'A new prompt is already being fetched' });
    expect(store.getSnapshot()).toHaveLength(1);
    clock = 2500;
    store.toast({ title: 'Please wait', description: 'A new prompt is already being fetched' });
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('do not suppress a different description', () => {
    const store = createToastStore({ limit: 5, now: () => 0 });
    store.toast({ title: 'Error', description: 'One' });
    store.toast({ title: 'Error', description: 'Two' });
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('default to 5000 ms, success 3000 ms and error 5000 ms', () => {
    expect(getDefaultDuration()).toBe(5000);
    expect(getDefaultDuration('success')).toBe(3000);
    expect(getDefaultDuration('destructive')).toBe(5000);
    const store = createToastStore();
    store.toast({ title: 'Recording discarded', duration: 2000 });
    expect(store.getSnapshot()[0]?.duration).toBe(2000);
  });

  it('are removed 3000 ms after dismissal', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Bye' });
    handle.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('can be updated in place, for upload progress', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Uploading', progress: 0, duration: 60_000 });
    handle.update({ progress: 40, description: '40%' });
    expect(store.getSnapshot()[0]).toMatchObject({
      progress: 40,
      description: '40%',
      duration: 60_000,
    });
  });

  it('notify subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast({ title: 'Hi' });
    expect(listener).toHaveBeenCalled();
  });
});
