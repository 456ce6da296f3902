import { useLayoutEffect, useRef } from 'react';
import type { Ref } from 'react';
import { SHARE_IMAGE } from '@common/constants';
import { SHARE_CARD_BACKGROUND, layoutShareCard } from '../lib/share-card-layout';
import type { DrawStep } from '../lib/share-card-layout';
import type { ShareCardContent } from '../lib/share-card';

const AMBER = '#f7b14a';
const MIC_PATH = 'M19 31a13 13 0 0 0 26 0M32 44v7M25 51h14';

function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  const radius = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + w, y, x + w, y + h, radius);
  ctx.arcTo(x + w, y + h, x, y + h, radius);
  ctx.arcTo(x, y + h, x, y, radius);
  ctx.arcTo(x, y, x + w, y, radius);
  ctx.closePath();
}

function drawStep(ctx: CanvasRenderingContext2D, step: DrawStep) {
  switch (step.kind) {
    case 'rect':
      roundedRect(ctx, step.x, step.y, step.w, step.h, step.r);
      ctx.fillStyle = step.fill;
      ctx.fill();
      return;
    case 'ring':
      ctx.beginPath();
      ctx.arc(step.cx, step.cy, step.r, 0, Math.PI * 2);
      ctx.lineWidth = step.width;
      ctx.strokeStyle = step.color;
      ctx.stroke();
      return;
    case 'text':
      ctx.font = step.font;
      ctx.fillStyle = step.color;
      ctx.textAlign = step.align ?? 'left';
      ctx.textBaseline = 'middle';
      if ('letterSpacing' in ctx) ctx.letterSpacing = `${step.tracking ?? 0}px`;
      ctx.fillText(step.text, step.x, step.y);
      return;
    case 'logo': {
      // The app's logo (components/brand), drawn in its 64-unit box.
      ctx.save();
      ctx.translate(step.x, step.y);
      ctx.scale(step.size / 64, step.size / 64);
      roundedRect(ctx, 0, 0, 64, 64, 18);
      ctx.fillStyle = 'rgba(247,177,74,0.16)';
      ctx.fill();
      roundedRect(ctx, 25, 14, 14, 24, 7);
      ctx.fillStyle = AMBER;
      ctx.fill();
      if (typeof Path2D !== 'undefined') {
        ctx.lineWidth = 3.5;
        ctx.lineCap = 'round';
        ctx.strokeStyle = AMBER;
        ctx.stroke(new Path2D(MIC_PATH));
      }
      ctx.restore();
      return;
    }
  }
}

/**
 * Draws the share card on `canvas` at scale 2 (684x1216 pixels for 342x608).
 * False when the browser gives no 2D context.
 */
export function drawShareCard(canvas: HTMLCanvasElement, content: ShareCardContent): boolean {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  const { width, height, scale } = SHARE_IMAGE;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, width, height);

  ctx.save();
  roundedRect(ctx, 0, 0, width, height, SHARE_CARD_BACKGROUND.radius);
  ctx.clip();
  // CSS's linear-gradient(160deg): along that direction, across the whole card.
  const angle = (SHARE_CARD_BACKGROUND.angleDeg * Math.PI) / 180;
  const dx = Math.sin(angle);
  const dy = -Math.cos(angle);
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  const gradient = ctx.createLinearGradient(
    width / 2 - dx * half,
    height / 2 - dy * half,
    width / 2 + dx * half,
    height / 2 + dy * half,
  );
  for (const [offset, color] of SHARE_CARD_BACKGROUND.stops) gradient.addColorStop(offset, color);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);

  const measure = (text: string, font: string) => {
    ctx.font = font;
    if ('letterSpacing' in ctx) ctx.letterSpacing = '0px';
    return ctx.measureText(text).width;
  };
  for (const step of layoutShareCard(content, measure)) drawStep(ctx, step);
  ctx.restore();
  return true;
}

interface ShareCardCanvasProps {
  content: ShareCardContent;
  /** How large it shows, as a share of 342x608 (the pixels stay 684x1216). */
  displayScale: number;
  label: string;
  ref?: Ref<HTMLCanvasElement>;
}

/**
 * The share card as the dialog's preview. Generate Image saves this same
 * canvas as the PNG, so the preview and the image cannot differ.
 */
export function ShareCardCanvas({ content, displayScale, label, ref }: ShareCardCanvasProps) {
  const own = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    if (own.current) drawShareCard(own.current, content);
  }, [content]);
  return (
    <canvas
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      width={SHARE_IMAGE.width * SHARE_IMAGE.scale}
      height={SHARE_IMAGE.height * SHARE_IMAGE.scale}
      role="img"
      aria-label={label}
      style={{
        width: SHARE_IMAGE.width * displayScale,
        height: SHARE_IMAGE.height * displayScale,
      }}
      className="block"
    />
  );
}
