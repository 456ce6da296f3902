import { PRODUCT_NAME, SHARE_IMAGE } from '@common/constants';
import { scoreTone } from '@common/measures/bands';
import { formatShortDateYear } from '@app/lib/en-us-dates';
import { SCORE_KEYS, SCORE_LABELS } from './feedback-scores';
import type { ShareCardContent } from './share-card';
import { clampLines } from './wrap-text';
import type { Measure } from './wrap-text';

/*
 * The share card (spec 2 and 9: 342x608, drawn at scale 2) as a list of
 * drawing steps, in CSS pixels. One layout for the dialog's preview and the
 * PNG: both are this drawing on a canvas, so the words, the line breaks and
 * the '…' are the same. Colours are fixed: the image looks the same whichever
 * theme the app is in.
 */

export type DrawStep =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number; fill: string }
  | { kind: 'ring'; cx: number; cy: number; r: number; width: number; color: string }
  | {
      kind: 'text';
      text: string;
      x: number;
      /** The middle of the line. */
      y: number;
      font: string;
      color: string;
      align?: 'left' | 'center' | 'right';
      /** Extra space between letters, in px (the uppercase eyebrows). */
      tracking?: number;
    }
  | { kind: 'logo'; x: number; y: number; size: number };

const INK = '#e9ecf5';
const MUTED = '#a0a9c2';
const AMBER = '#f7b14a';
const TONES = { good: '#4fd1b5', warning: '#fbc56a', bad: '#ff8a80' } as const;
const FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const SHARE_CARD_BACKGROUND = {
  /** CSS linear-gradient(160deg, ...): the colour stops along it. */
  angleDeg: 160,
  stops: [
    [0, '#1e2740'],
    [0.6, '#0b1020'],
    [1, '#131a2e'],
  ] as const,
  radius: 24,
};

const font = (size: number, weight = 400) => `${weight} ${size}px ${FAMILY}`;

// The page's colour thresholds (8 and 6 on the score as shown), from the one shared function.
const tone = (score: number): string => TONES[scoreTone(score)];

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatShortDateYear(date);
}

const PAD = 24;
const WIDTH = SHARE_IMAGE.width;
const INNER = WIDTH - 2 * PAD;

/** The steps that draw the card for `content`, measured with `measure`. */
export function layoutShareCard(content: ShareCardContent, measure: Measure): DrawStep[] {
  const steps: DrawStep[] = [];
  const lines = (
    text: string,
    x: number,
    top: number,
    width: number,
    maxLines: number,
    size: number,
    lineHeight: number,
    weight = 400,
    color = INK,
  ): number => {
    const f = font(size, weight);
    const wrapped = clampLines(text, width, maxLines, f, measure);
    wrapped.forEach((line, index) =>
      steps.push({
        kind: 'text',
        text: line,
        x,
        y: top + lineHeight * index + lineHeight / 2,
        font: f,
        color,
      }),
    );
    return wrapped.length * lineHeight;
  };
  const eyebrow = (text: string, x: number, top: number) => {
    steps.push({
      kind: 'text',
      text: text.toUpperCase(),
      x,
      y: top + 8,
      font: font(11, 600),
      color: AMBER,
      tracking: 0.55,
    });
    return 16;
  };

  // Header: the logo and name, the date.
  let y = PAD;
  steps.push({ kind: 'logo', x: PAD, y, size: 28 });
  steps.push({
    kind: 'text',
    text: PRODUCT_NAME,
    x: PAD + 36,
    y: y + 14,
    font: font(15, 700),
    color: INK,
  });
  steps.push({
    kind: 'text',
    text: formatDate(content.createdAt),
    x: WIDTH - PAD,
    y: y + 14,
    font: font(11),
    color: MUTED,
    align: 'right',
  });
  y += 28 + 20;

  // The average in a ring, the eyebrow and the summary beside it.
  const ring = 76;
  const cx = PAD + ring / 2;
  const cy = y + ring / 2;
  steps.push({
    kind: 'ring',
    cx,
    cy,
    r: ring / 2 - 2,
    width: 4,
    color: tone(content.averageScore),
  });
  steps.push({
    kind: 'text',
    text: content.averageScore.toFixed(1),
    x: cx,
    y: cy - 5,
    font: font(24, 700),
    color: INK,
    align: 'center',
  });
  steps.push({
    kind: 'text',
    text: 'out of 10',
    x: cx,
    y: cy + 14,
    font: font(10),
    color: MUTED,
    align: 'center',
  });
  const sideX = PAD + ring + 16;
  const sideWidth = WIDTH - PAD - sideX;
  const summaryLines = clampLines(content.summaryTag, sideWidth, 2, font(18, 700), measure).length;
  const sideHeight = 16 + 4 + summaryLines * 22.5;
  const sideTop = cy - sideHeight / 2;
  eyebrow('Speech feedback', sideX, sideTop);
  lines(content.summaryTag, sideX, sideTop + 20, sideWidth, 2, 18, 22.5, 700);
  y += ring + 16;

  // The four scores, two by two, each with a bar.
  const column = (INNER - 16) / 2;
  SCORE_KEYS.forEach((key, index) => {
    const x = PAD + (index % 2) * (column + 16);
    const top = y + Math.floor(index / 2) * (26 + 8);
    const score = content.scores[key];
    steps.push({
      kind: 'text',
      text: SCORE_LABELS[key],
      x,
      y: top + 8,
      font: font(11),
      color: MUTED,
    });
    steps.push({
      kind: 'text',
      text: score.toFixed(1),
      x: x + column,
      y: top + 8,
      font: font(11, 600),
      color: INK,
      align: 'right',
    });
    steps.push({
      kind: 'rect',
      x,
      y: top + 20,
      w: column,
      h: 6,
      r: 3,
      fill: 'rgba(255,255,255,0.1)',
    });
    const filled = (column * Math.min(100, Math.max(0, score * 10))) / 100;
    if (filled > 0) {
      steps.push({ kind: 'rect', x, y: top + 20, w: filled, h: 6, r: 3, fill: tone(score) });
    }
  });
  y += 2 * 26 + 8 + 16;

  // The coach's note (already cut to 150 characters), signed.
  if (content.coachNote) {
    const textX = PAD + 3 + 12;
    const textWidth = WIDTH - PAD - 12 - textX;
    const noteLines = clampLines(
      `“${content.coachNote}”`,
      textWidth,
      5,
      font(12.5),
      measure,
    ).length;
    const height = 12 + noteLines * 17.2 + 6 + 14 + 12;
    steps.push({
      kind: 'rect',
      x: PAD,
      y,
      w: INNER,
      h: height,
      r: 16,
      fill: 'rgba(247,177,74,0.1)',
    });
    steps.push({ kind: 'rect', x: PAD, y: y + 8, w: 3, h: height - 16, r: 1.5, fill: AMBER });
    lines(`“${content.coachNote}”`, textX, y + 12, textWidth, 5, 12.5, 17.2);
    steps.push({
      kind: 'text',
      text: '— Your Public Speaking Coach',
      x: textX,
      y: y + 12 + noteLines * 17.2 + 6 + 7,
      font: font(10.5, 600),
      color: AMBER,
    });
    y += height + 16;
  }

  // The top 2 tips, numbered.
  if (content.tips.length > 0) {
    y += eyebrow('Top tips', PAD, y) + 6;
    content.tips.forEach((tip, index) => {
      const number = `${index + 1}.`;
      steps.push({ kind: 'text', text: number, x: PAD, y: y + 8.25, font: font(12), color: AMBER });
      const textX = PAD + measure(number, font(12)) + 8;
      y += lines(tip, textX, y, WIDTH - PAD - textX, 2, 12, 16.5) + 6;
    });
    y += 10;
  }

  // One drill.
  if (content.drill) {
    y += eyebrow('Practice drill', PAD, y) + 6;
    lines(content.drill, PAD, y, INNER, 3, 12, 16.5);
  }

  steps.push({
    kind: 'text',
    text: `Practising my public speaking with ${PRODUCT_NAME}`,
    x: WIDTH / 2,
    y: SHARE_IMAGE.height - PAD - 4,
    font: font(11),
    color: MUTED,
    align: 'center',
  });
  return steps;
}
