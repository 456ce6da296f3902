import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_TABS,
  getSiblingTab,
  getTabCounter,
  getVisitedPercent,
  isPageArrowKey,
} from './analysis-tabs';

const key = (name: string, target: EventTarget | null = document.body, extra = {}) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target,
  ...extra,
});

describe('analysis tabs', () => {
  it('are the five tabs of the spec, in order', () => {
    expect(ANALYSIS_TABS.map((tab) => tab.label)).toEqual([
      'Speech Overview',
      'Score Breakdown',
      'AI Coach Feedback',
      'Filler Words & Verbal Tics',
      'Practice Drills & Tips',
    ]);
  });

  it("reads 'Tab n of 5'", () => {
    expect(getTabCounter('overview')).toBe('Tab 1 of 5');
    expect(getTabCounter('practice')).toBe('Tab 5 of 5');
  });

  it('moves to the neighbouring tab and stops at the ends', () => {
    expect(getSiblingTab('overview', 1)).toBe('scores');
    expect(getSiblingTab('scores', -1)).toBe('overview');
    expect(getSiblingTab('overview', -1)).toBe('overview');
    expect(getSiblingTab('practice', 1)).toBe('practice');
  });

  it('shows the share of visited tabs', () => {
    expect(getVisitedPercent(new Set(['overview']))).toBe(20);
    expect(getVisitedPercent(new Set(['overview', 'coach', 'practice']))).toBe(60);
    expect(getVisitedPercent(new Set(['overview', 'scores', 'coach', 'fillers', 'practice']))).toBe(
      100,
    );
  });
});

describe('left and right arrow keys on the page', () => {
  it('move one tab back or forward', () => {
    expect(isPageArrowKey(key('ArrowLeft'))).toBe(-1);
    expect(isPageArrowKey(key('ArrowRight'))).toBe(1);
    expect(isPageArrowKey(key('ArrowUp'))).toBeNull();
  });

  it('leave text fields, sliders and the tab list alone', () => {
    const input = document.createElement('input');
    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    const list = document.createElement('div');
    list.setAttribute('role', 'tablist');
    const tab = document.createElement('button');
    list.append(tab);
    for (const target of [input, slider, tab])
      expect(isPageArrowKey(key('ArrowRight', target))).toBeNull();
  });

  it('ignore modified and already handled keys', () => {
    expect(isPageArrowKey(key('ArrowRight', document.body, { altKey: true }))).toBeNull();
    expect(isPageArrowKey(key('ArrowRight', document.body, { shiftKey: true }))).toBeNull();
    expect(isPageArrowKey(key('ArrowRight', document.body, { defaultPrevented: true }))).toBeNull();
  });
});
