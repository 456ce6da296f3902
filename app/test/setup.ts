import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toastStore } from '../lib/toast';

// jsdom lacks pointer capture, which Radix Toast uses for swipe handling.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}

afterEach(() => {
  cleanup();
  toastStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
