import type { Ref } from 'react';
import { PRODUCT_NAME, SHARE_IMAGE } from '@common/constants';
import { SCORE_KEYS, SCORE_LABELS } from '../lib/feedback-scores';
import type { ShareCardContent } from '../lib/share-card';
import { formatShortDateYear } from '@app/lib/en-us-dates';

// The image looks the same whichever theme the app is in: fixed colours, not tokens.
const INK = '#e9ecf5';
const MUTED = '#a0a9c2';
const AMBER = '#f7b14a';
const TONES = { good: '#4fd1b5', warning: '#fbc56a', bad: '#ff8a80' } as const;

function tone(score: number): string {
  if (score >= 8) return TONES.good;
  if (score >= 6) return TONES.warning;
  return TONES.bad;
}

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatShortDateYear(date);
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

function Eyebrow({ children }: { children: string }) {
  return (
    <div className="text-[11px] font-semibold tracking-wider uppercase" style={{ color: AMBER }}>
      {children}
    </div>
  );
}

/** The 342x608 card the Share Feedback dialog turns into a PNG (spec 2 and 9). */
export function ShareCard({
  content,
  ref,
}: {
  content: ShareCardContent;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      style={{
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        background: 'linear-gradient(160deg, #1e2740 0%, #0b1020 60%, #131a2e 100%)',
        color: INK,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      }}
      className="flex flex-col overflow-hidden rounded-3xl p-6"
    >
      <div className="flex items-center justify-between">
        <div className="flex items-center gap-2">
          <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden="true">
            <rect width="64" height="64" rx="18" fill="rgba(247,177,74,0.16)" />
            <rect x="25" y="14" width="14" height="24" rx="7" fill={AMBER} />
            <path
              d="M19 31a13 13 0 0 0 26 0M32 44v7M25 51h14"
              fill="none"
              stroke={AMBER}
              strokeWidth="3.5"
              strokeLinecap="round"
            />
          </svg>
          <span className="text-[15px] font-bold">{PRODUCT_NAME}</span>
        </div>
        <span className="text-[11px]" style={{ color: MUTED }}>
          {formatDate(content.createdAt)}
        </span>
      </div>

      <div className="mt-5 flex items-center gap-4">
        <div
          className="grid size-[76px] shrink-0 place-items-center rounded-full"
          style={{ border: `4px solid ${tone(content.averageScore)}` }}
        >
          <div className="text-center leading-none">
            <div className="text-[24px] font-bold">{content.averageScore.toFixed(1)}</div>
            <div className="mt-0.5 text-[10px]" style={{ color: MUTED }}>
              out of 10
            </div>
          </div>
        </div>
        <div className="min-w-0">
          <Eyebrow>Speech feedback</Eyebrow>
          <div className="mt-1 text-[18px] leading-tight font-bold" style={clamp(2)}>
            {content.summaryTag}
          </div>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2">
        {SCORE_KEYS.map((key) => (
          <div key={key}>
            <div className="flex justify-between text-[11px]">
              <span style={{ color: MUTED }}>{SCORE_LABELS[key]}</span>
              <span className="font-semibold">{content.scores[key].toFixed(1)}</span>
            </div>
            <div
              className="mt-1 h-1.5 rounded-full"
              style={{ background: 'rgba(255,255,255,0.1)' }}
            >
              <div
                className="h-full rounded-full"
                style={{
                  width: `${Math.min(100, Math.max(0, content.scores[key] * 10))}%`,
                  background: tone(content.scores[key]),
                }}
              />
            </div>
          </div>
        ))}
      </div>

      {content.coachNote ? (
        <div
          className="mt-4 rounded-2xl p-3 text-[12.5px] leading-snug"
          style={{ background: 'rgba(247,177,74,0.1)', borderLeft: `3px solid ${AMBER}` }}
        >
          <div style={clamp(5)}>“{content.coachNote}”</div>
          <div className="mt-1.5 text-[10.5px] font-semibold" style={{ color: AMBER }}>
            — Your Public Speaking Coach
          </div>
        </div>
      ) : null}

      {content.tips.length > 0 ? (
        <div className="mt-4">
          <Eyebrow>Top tips</Eyebrow>
          <ul className="mt-1.5 space-y-1.5">
            {content.tips.map((tip, index) => (
              <li key={index} className="flex gap-2 text-[12px] leading-snug">
                <span style={{ color: AMBER }}>{index + 1}.</span>
                <span style={clamp(2)}>{tip}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {content.drill ? (
        <div className="mt-4">
          <Eyebrow>Practice drill</Eyebrow>
          <p className="mt-1.5 text-[12px] leading-snug" style={clamp(3)}>
            {content.drill}
          </p>
        </div>
      ) : null}

      <div className="mt-auto pt-3 text-center text-[11px]" style={{ color: MUTED }}>
        Practising my public speaking with {PRODUCT_NAME}
      </div>
    </div>
  );
}
