import { useCallback, useState } from 'react';
import type { CoachingMode } from '@common/contract/feedback';
import { toCoachingMode } from '@common/coaching/coaching-modes';
import { getStoredPracticeMode, setStoredPracticeMode } from '@app/lib/storage';

/** The practice mode chosen on Home; kept on the device so the next visit starts in it. */
export function usePracticeMode(): [CoachingMode, (mode: CoachingMode) => void] {
  // The first paint is rendered at build time, where there is no storage: general.
  const [mode, setModeState] = useState<CoachingMode>(() =>
    typeof window === 'undefined' ? 'general' : toCoachingMode(getStoredPracticeMode()),
  );
  const setMode = useCallback((next: CoachingMode) => {
    setModeState(next);
    setStoredPracticeMode(next);
  }, []);
  return [mode, setMode];
}
