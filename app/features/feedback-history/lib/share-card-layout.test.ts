import { describe, expect, it } from 'vitest';
import { makeDisplayedFeedback } from '@app/test/test-feedback';
import { getShareCardContent } from './share-card';
import { layoutShareCard } from './share-card-layout';
import type { DrawStep } from './share-card-layout';

/** About a system font's widths: 0.55 em a character. */
const measure = (text: string, font: string) =>
  text.length * 0.55 * Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 12);

const texts = (steps: DrawStep[]) =>
  steps.flatMap((step) => (step.kind === 'text' ? [step.text] : []));

const long = (words: number, start = 'Word') =>
  Array.from({ length: words }, (_, i) => `${start}${i}`).join(' ');

describe('share card layout', () => {
  it('cuts long tips and the drill at a word with …, as the preview shows them', () => {
    const feedback = makeDisplayedFeedback({
      tips: [long(60, 'tip'), long(60, 'advice'), 'A third tip'],
      actionable_drills: [long(80, 'drill'), 'Second drill'],
      coach_notes: long(60, 'note'),
    });
    const lines = texts(layoutShareCard(getShareCardContent(feedback, 7.4), measure));
    const tipLines = lines.filter((line) => line.startsWith('tip'));
    const adviceLines = lines.filter((line) => line.startsWith('advice'));
    const drillLines = lines.filter((line) => line.startsWith('drill'));
    expect(tipLines).toHaveLength(2);
    expect(adviceLines).toHaveLength(2);
    expect(drillLines).toHaveLength(3);
    for (const group of [tipLines, adviceLines, drillLines]) {
      expect(group.at(-1)).toMatch(/^\S.*\d…$/);
    }
    expect(lines.some((line) => line.includes('A third tip'))).toBe(false);
    expect(lines.some((line) => line.includes('Second drill'))).toBe(false);
    // The note: 150 characters at most (spec 9), in quotes, ending with …
    const note = lines.filter((line) => /note/.test(line)).join(' ');
    expect(note.startsWith('“note0')).toBe(true);
    expect(note.endsWith('…”') || note.endsWith('…')).toBe(true);
    expect(note.replace(/[“”]/g, '').length).toBeLessThanOrEqual(150);
  });

  it('keeps everything inside the 342x608 card', () => {
    const feedback = makeDisplayedFeedback({
      summary_tag: long(12, 'Summary'),
      tips: [long(60), long(60)],
      actionable_drills: [long(80)],
      coach_notes: long(60),
    });
    const steps = layoutShareCard(getShareCardContent(feedback, 9.1), measure);
    for (const step of steps) {
      if (step.kind !== 'text') continue;
      expect(step.y).toBeGreaterThan(0);
      expect(step.y).toBeLessThan(608);
      const width = measure(step.text, step.font);
      const left =
        step.align === 'right'
          ? step.x - width
          : step.align === 'center'
            ? step.x - width / 2
            : step.x;
      expect(left).toBeGreaterThanOrEqual(24 - 0.01);
      expect(left + width).toBeLessThanOrEqual(342 - 24 + 0.01);
    }
    const footer = steps.find((step) => step.kind === 'text' && step.text.startsWith('Practising'));
    const lowest = Math.max(
      ...steps
        .filter((step) => step !== footer && step.kind === 'text')
        .map((step) => (step.kind === 'text' ? step.y : 0)),
    );
    expect(lowest).toBeLessThan(footer && footer.kind === 'text' ? footer.y - 12 : 0);
  });
});
