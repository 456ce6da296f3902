import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/test/render';
import { makeDisplayedFeedback } from '@app/test/test-feedback';
import { FeedbackCard } from './feedback-card';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * jsdom has no canvas: a 2D context that keeps the text drawn (every character
 * 6 px wide) and a canvas that saves a fixed PNG.
 */
function fakeCanvas() {
  const drawn: string[] = [];
  const context = new Proxy(
    {
      fillText: (text: string) => drawn.push(text),
      measureText: (text: string) => ({ width: text.length * 6 }),
      createLinearGradient: () => ({ addColorStop: () => undefined }),
    } as Record<string, unknown>,
    { get: (target, key: string) => target[key] ?? (() => undefined), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return PNG;
  });
  return { drawn, toDataURL };
}

const NOW = Date.parse('2025-03-16T10:00:00.000Z');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('feedback card', () => {
  it('shows the summary tag, mode, age, four scores, the first tip and the start of the reflection when collapsed', () => {
    renderWithProviders(<FeedbackCard feedback={makeDisplayedFeedback()} now={NOW} />);
    const card = screen.getByRole('article', { name: 'Clear but rushed' });
    expect(within(card).getByText('General coaching')).toBeInTheDocument();
    expect(within(card).getByText('2 days ago · Cloud storage')).toBeInTheDocument();
    for (const label of ['Clarity', 'Pacing', 'Confidence', 'Delivery']) {
      expect(within(card).getByText(label)).toBeInTheDocument();
    }
    expect(within(card).getByText('8.2')).toBeInTheDocument();
    expect(
      within(card).getByText('Pause for a full breath after each key point.'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Replace "basically" with a short silence.')).toBeNull();
    expect(
      within(card).getByText('At 73% across clarity, pacing, confidence and delivery, you…'),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Show 2 more tips and full feedback' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands to every section, signed by the coach, and collapses with Show Less', async () => {
    const { user } = renderWithProviders(
      <FeedbackCard
        feedback={makeDisplayedFeedback({ audio_url: 'http://localhost/media/42?sig=1' })}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show 2 more tips and full feedback' }));
    for (const heading of [
      'Coach Breakdown',
      'Suggested Rewrites',
      'Tips',
      'Practice Drills',
      'Emotional Reflection',
      'Coach Notes',
      'Speech Recording',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    for (const part of [
      'Structure & Flow',
      'Vocal Delivery',
      'Message Impact',
      'Language & Precision',
    ]) {
      expect(screen.getByRole('button', { name: part })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Vocal Delivery' }));
    expect(screen.getByText('Good energy; the pace rose to 170 WPM in the middle.')).toBeVisible();
    expect(screen.getByText('— Your Public Speaking Coach')).toBeInTheDocument();
    expect(screen.getByText('Replace "basically" with a short silence.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Speech recording/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByRole('heading', { name: 'Coach Notes' })).toBeNull();
  });

  it('expands on a click anywhere on the card', async () => {
    const { user } = renderWithProviders(
      <FeedbackCard feedback={makeDisplayedFeedback()} now={NOW} />,
    );
    await user.click(screen.getByText('Pause for a full breath after each key point.'));
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
  });

  it('has no audio player without an audio url', async () => {
    const { user } = renderWithProviders(
      <FeedbackCard feedback={makeDisplayedFeedback()} now={NOW} />,
    );
    await user.click(screen.getByRole('button', { name: /full feedback/ }));
    expect(screen.queryByRole('heading', { name: 'Speech Recording' })).toBeNull();
  });

  it('says which average its score is, to everyone', () => {
    renderWithProviders(
      <FeedbackCard
        feedback={makeDisplayedFeedback({
          scores: { clarity: 8.8, pacing: 9.1, confidence: 7.9, delivery: 8.2 },
        })}
        now={NOW}
      />,
    );
    const score = screen.getByTitle('The average of clarity, pacing, confidence and delivery.');
    expect(score).toHaveTextContent(
      '8.5/10 average score, of clarity, pacing, confidence and delivery',
    );
  });

  it('colours the border by the average score: 8 green, 6 yellow, otherwise red', () => {
    const scores = (value: number) => ({
      clarity: value,
      pacing: value,
      confidence: value,
      delivery: value,
    });
    renderWithProviders(
      <>
        <FeedbackCard
          feedback={makeDisplayedFeedback({ id: '1', summary_tag: 'High', scores: scores(8) })}
          now={NOW}
        />
        <FeedbackCard
          feedback={makeDisplayedFeedback({ id: '2', summary_tag: 'Mid', scores: scores(6) })}
          now={NOW}
        />
        <FeedbackCard
          feedback={makeDisplayedFeedback({ id: '3', summary_tag: 'Low', scores: scores(5.9) })}
          now={NOW}
        />
      </>,
    );
    expect(screen.getByRole('article', { name: 'High' }).className).toContain('border-l-accent');
    expect(screen.getByRole('article', { name: 'Mid' }).className).toContain('border-l-warning');
    expect(screen.getByRole('article', { name: 'Low' }).className).toContain('border-l-danger');
  });

  it('says Show full feedback when there is only one tip', () => {
    renderWithProviders(
      <FeedbackCard feedback={makeDisplayedFeedback({ tips: ['Only tip'] })} now={NOW} />,
    );
    expect(screen.getByRole('button', { name: 'Show full feedback' })).toBeInTheDocument();
  });
});

describe('Share Feedback dialog', () => {
  it('generates a 342x608 PNG at scale 2, then offers Download and Share', async () => {
    const canvas = fakeCanvas();
    const { user } = renderWithProviders(
      <FeedbackCard
        feedback={makeDisplayedFeedback({ coach_notes: 'Great talk. '.repeat(30) })}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Share feedback: Clear but rushed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Feedback' });
    expect(within(dialog).queryByRole('button', { name: 'Download' })).toBeNull();
    // The preview is the drawing the PNG is made of: 684x1216 pixels.
    const preview = within(dialog).getByRole('img', { name: /Feedback card/ });
    expect(preview).toHaveAttribute('width', '684');
    expect(preview).toHaveAttribute('height', '1216');
    const text = canvas.drawn.join(' ');
    expect(text).toContain('“Great talk. Great talk.');
    expect(text).toMatch(/Great talk\.…”/);
    expect(text).toContain('Pause for a full breath after each key point.');
    expect(text).toContain('Replace "basically" with a short silence.');
    expect(text).not.toContain('End on your strongest sentence.');
    expect(text).toContain('Pause drill');

    await user.click(within(dialog).getByRole('button', { name: 'Generate Image' }));
    expect(await within(dialog).findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(canvas.toDataURL).toHaveBeenCalledWith('image/png');
    expect(within(dialog).getByRole('img', { name: /Feedback card/ })).toHaveAttribute('src', PNG);
  });

  it('downloads the image under a name with a timestamp prefix', async () => {
    fakeCanvas();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const { user } = renderWithProviders(
      <FeedbackCard feedback={makeDisplayedFeedback()} now={NOW} />,
    );
    await user.click(screen.getByRole('button', { name: 'Share feedback: Clear but rushed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Image' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Download' }));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatch(/^\d{13}-podium-feedback\.png$/);
  });

  it('shares the PNG file through the Web Share API where the browser has it', async () => {
    fakeCanvas();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        canShare: () => true,
        share,
      }),
    );
    const { user } = renderWithProviders(
      <FeedbackCard feedback={makeDisplayedFeedback()} now={NOW} />,
    );
    await user.click(screen.getByRole('button', { name: 'Share feedback: Clear but rushed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Feedback' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Image' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    const [data] = share.mock.calls[0] as unknown as [ShareData];
    expect(data.files?.[0]?.type).toBe('image/png');
    expect(data.files?.[0]?.name).toMatch(/^\d{13}-podium-feedback\.png$/);
  });
});
