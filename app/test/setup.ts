import '@testing-library/jest-dom/vitest';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetPendingRecordingStore } from '../features/recording/lib/pending-recordings';
import { forgetInFlightRequests } from '../lib/api-client';
import { toastStore } from '../lib/toast';

// findBy* and waitFor give up after 1 s by default; on a loaded 2-core CI
// machine a lazy screen can take longer than that to appear.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks pointer capture, which Radix Toast uses for swipe handling.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}

// jsdom has no IndexedDB: each test gets an empty one of its own (a fresh browser profile).
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetPendingRecordingStore();
});

afterEach(() => {
  cleanup();
  forgetInFlightRequests();
  toastStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
