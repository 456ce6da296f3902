import { useCallback, useEffect, useRef, useState } from 'react';
import { ANALYSIS_TABS, getSiblingTab, isAnalysisTab, isPageArrowKey } from '../lib/analysis-tabs';
import type { AnalysisTab } from '../lib/analysis-tabs';

const FIRST_TAB: AnalysisTab = ANALYSIS_TABS[0].value;

/**
 * The analysis page's tabs: which one is open, which ones were visited, and
 * Left/Right arrow keys anywhere on the page to move between them. `onMove`
 * runs after a move made by a key or a Previous/Next button (not by a click
 * on a tab, which is already in view).
 */
export function useAnalysisTabs(onMove?: () => void) {
  const [active, setActive] = useState<AnalysisTab>(FIRST_TAB);
  const [visited, setVisited] = useState<ReadonlySet<AnalysisTab>>(() => new Set([FIRST_TAB]));

  const select = useCallback((value: string) => {
    if (!isAnalysisTab(value)) return;
    setActive(value);
    setVisited((current) => (current.has(value) ? current : new Set([...current, value])));
  }, []);

  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });

  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  const step = useCallback(
    (direction: -1 | 1) => {
      const next = getSiblingTab(activeRef.current, direction);
      if (next === activeRef.current) return;
      select(next);
      onMoveRef.current?.();
    },
    [select],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = isPageArrowKey(event);
      if (direction === null) return;
      event.preventDefault();
      step(direction);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);

  return { active, visited, select, step };
}
