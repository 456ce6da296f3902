import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpeechAnalysis } from '@common/contract/analysis';
import { makeRichAnalysis } from '@app/test/fixtures';
import { SpeechTimeline } from './speech-timeline';

function details(overrides: Partial<SpeechAnalysis> = {}): SpeechAnalysis {
  const base = makeRichAnalysis().details;
  if (!base) throw new Error('fixture without details');
  return { ...base, waveform: { secondsPerPeak: 0.05, peaks: [0, 50, 100, 20] }, ...overrides };
}

function setup(props: { time?: number; details?: SpeechAnalysis } = {}) {
  const onPlayFrom = vi.fn();
  render(
    <SpeechTimeline
      details={props.details ?? details()}
      durationSec={95}
      time={props.time ?? 0}
      playing={false}
      onPlayFrom={onPlayFrom}
    />,
  );
  return { onPlayFrom, user: userEvent.setup() };
}

describe('SpeechTimeline', () => {
  it('gives a screen reader the fillers and pauses as a list of buttons in time order', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Fillers and pauses' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Filler \u201cum\u201d at 0:01',
      'Filler \u201cbasically\u201d at 0:01',
      'Pause of 0.6 s at 0:03',
      'Pause of 1.4 s at 0:09',
      'Pause of 0.8 s at 0:20',
    ]);
  });

  it("marks the speaker's own filler as theirs, with a key that says so", () => {
    const base = details();
    setup({
      details: {
        ...base,
        fillers: base.fillers.map((filler) =>
          filler.word === 'basically' ? { ...filler, type: 'personal' } : filler,
        ),
      },
    });
    const own = screen.getByRole('button', {
      name: 'Filler \u201cbasically\u201d, one of yours, at 0:01',
    });
    expect(own).toHaveClass('border-dashed');
    // An icon tells it apart besides the colour.
    expect(own.querySelector('svg')).not.toBeNull();
    const plain = screen.getByRole('button', { name: 'Filler \u201cum\u201d at 0:01' });
    expect(plain.querySelector('svg')).toBeNull();
    expect(screen.getByRole('list', { name: 'What the timeline shows' })).toHaveTextContent(
      '1 of them is your own',
    );
  });

  it('plays from a filler or a pause when it is pressed', async () => {
    const { onPlayFrom, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Filler \u201cbasically\u201d at 0:01' }));
    expect(onPlayFrom).toHaveBeenLastCalledWith(1.3);
    await user.click(screen.getByRole('button', { name: 'Pause of 1.4 s at 0:09' }));
    expect(onPlayFrom).toHaveBeenLastCalledWith(9);
  });

  it('steps to the next and previous mark with the arrow keys, one tab stop for them all', async () => {
    const { onPlayFrom, user } = setup();
    const first = screen.getByRole('button', { name: 'Filler \u201cum\u201d at 0:01' });
    const marksInTabOrder = within(screen.getByRole('list', { name: 'Fillers and pauses' }))
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(marksInTabOrder).toEqual([first]);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(onPlayFrom).toHaveBeenLastCalledWith(1.3);
    await user.keyboard('{ArrowRight}');
    expect(onPlayFrom).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Pause of 0.6 s at 0:03' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onPlayFrom).toHaveBeenLastCalledWith(1.3);
    await user.keyboard('{End}');
    expect(onPlayFrom).toHaveBeenLastCalledWith(20);
  });

  it('steps through fillers or pauses from where playback is', async () => {
    const { onPlayFrom, user } = setup({ time: 5 });
    await user.click(screen.getByRole('button', { name: 'Next pause' }));
    expect(onPlayFrom).toHaveBeenLastCalledWith(9);
    await user.click(screen.getByRole('button', { name: 'Previous filler' }));
    expect(onPlayFrom).toHaveBeenLastCalledWith(1.3);
    expect(screen.getByRole('button', { name: 'Next filler' })).toBeDisabled();
  });

  it('plays from a word drawn on the timeline', async () => {
    const { onPlayFrom, user } = setup();
    await user.click(screen.getByTitle('we'));
    expect(onPlayFrom).toHaveBeenLastCalledWith(1);
  });

  it('draws a flat line and says why for an analysis stored before waveforms', () => {
    setup({ details: details({ waveform: undefined }) });
    expect(screen.getByText(/No waveform for this recording/)).toBeInTheDocument();
  });
});
