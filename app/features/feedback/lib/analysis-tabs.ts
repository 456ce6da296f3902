/** The five tabs of the complete analysis page, in order (spec 2). */
export const ANALYSIS_TABS = [
  { value: 'overview', label: 'Speech Overview' },
  { value: 'scores', label: 'Score Breakdown' },
  { value: 'coach', label: 'AI Coach Feedback' },
  { value: 'fillers', label: 'Filler Words & Verbal Tics' },
  { value: 'practice', label: 'Practice Drills & Tips' },
] as const;

export type AnalysisTab = (typeof ANALYSIS_TABS)[number]['value'];

export function isAnalysisTab(value: string): value is AnalysisTab {
  return ANALYSIS_TABS.some((tab) => tab.value === value);
}

export function getTabIndex(tab: AnalysisTab): number {
  return ANALYSIS_TABS.findIndex((entry) => entry.value === tab);
}

/**
 * The tab `step` places away, held at the ends: Previous on the first tab and
 * Next on the last do nothing, as the disabled buttons say.
 */
export function getSiblingTab(tab: AnalysisTab, step: -1 | 1): AnalysisTab {
  const index = Math.min(Math.max(getTabIndex(tab) + step, 0), ANALYSIS_TABS.length - 1);
  return ANALYSIS_TABS[index]?.value ?? tab;
}

/** 'Tab n of 5'. */
export function getTabCounter(tab: AnalysisTab): string {
  return `Tab ${getTabIndex(tab) + 1} of ${ANALYSIS_TABS.length}`;
}

/** The share of tabs the speaker has opened, 0-100. */
export function getVisitedPercent(visited: ReadonlySet<AnalysisTab>): number {
  const count = ANALYSIS_TABS.filter((tab) => visited.has(tab.value)).length;
  return Math.round((count / ANALYSIS_TABS.length) * 100);
}

/**
 * Whether a Left/Right key press anywhere on the page should change the tab.
 * Keys meant for something else are left alone: text fields, sliders (the audio
 * seek bar), the tab list itself (it moves focus there), open popovers and
 * any key with a modifier.
 */
export function isPageArrowKey(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}): -1 | 1 | null {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
    return null;
  const target = event.target;
  if (target instanceof Element) {
    if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'))
      return null;
    if (target.closest('[role="slider"], [role="tablist"], [role="dialog"], [role="menu"]'))
      return null;
  }
  return event.key === 'ArrowLeft' ? -1 : 1;
}
