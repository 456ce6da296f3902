import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { AnalysisDto } from '@common/contract/analysis';
import { mockFetch } from '@app/test/fetch-mock';
import { makeAnalysis } from '@app/test/fixtures';
import { renderWithProviders } from '@app/test/render';
import { TranscriptCard } from './transcript-card';

function analysisWithUnsureWord(): AnalysisDto {
  const base = makeAnalysis();
  const details = base.details;
  if (!details) throw new Error('fixture without details');
  return {
    ...base,
    text: 'So, um, we basically won.',
    details: {
      ...details,
      transcript: 'So, um, we basically won.',
      words: details.words.map((w, i) => ({
        ...w,
        text: ['So,', 'um,', 'we', 'basically', 'won.'][i],
        ...(w.word === 'won' ? { lowConfidence: true } : {}),
      })),
    },
  };
}

describe('TranscriptCard', () => {
  it("shows the recognizer's writing and marks a word not heard for sure", async () => {
    mockFetch();
    renderWithProviders(<TranscriptCard analysis={analysisWithUnsureWord()} />);
    const unsure = await screen.findByTitle(/Not heard for sure/);
    expect(unsure).toHaveTextContent('won.');
    expect(screen.getByText(/check it, and edit the transcript/)).toBeInTheDocument();
  });

  it('edits the transcript from the keyboard, waits for the new measures and says so', async () => {
    const fetch = mockFetch();
    fetch.on('PUT /api/speeches/42/transcript', {
      status: 202,
      body: { id: 'realign-7', speechId: 42, status: 'pending', error: null, error_details: null },
    });
    fetch.on('GET /api/transcription/realign-7', {
      body: {
        id: 'realign-7',
        speechId: 42,
        status: 'completed',
        error: null,
        error_details: null,
      },
    });
    fetch.on('GET /api/speeches/42', { body: { speech: {}, analysis: null } });
    const { user } = renderWithProviders(<TranscriptCard analysis={analysisWithUnsureWord()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit transcript' }));
    const field = screen.getByRole('textbox', { name: 'Transcript' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'So, um, we basically one.');
    await user.click(screen.getByRole('button', { name: 'Save and re-measure' }));
    expect(await screen.findByText(/Transcript updated/)).toBeInTheDocument();
    const [put] = fetch.callsTo('PUT /api/speeches/42/transcript');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ text: 'So, um, we basically one.' });
  });

  it('shows the server message when the transcript cannot be saved, and Escape cancels', async () => {
    const fetch = mockFetch();
    fetch.on('PUT /api/speeches/42/transcript', {
      status: 413,
      body: { status: 413, message: 'The transcript is too long: at most 20,000 characters.' },
    });
    const { user } = renderWithProviders(<TranscriptCard analysis={analysisWithUnsureWord()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit transcript' }));
    await user.type(screen.getByRole('textbox', { name: 'Transcript' }), ' more');
    await user.click(screen.getByRole('button', { name: 'Save and re-measure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too long/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Transcript' })).not.toBeInTheDocument();
  });
});

describe('TranscriptCard with a transcript that leaves speech unwritten', () => {
  it('says how much of the speech has no words, and that the numbers count only the words', async () => {
    mockFetch();
    const base = makeAnalysis();
    const details = base.details;
    if (!details) throw new Error('fixture without details');
    renderWithProviders(
      <TranscriptCard
        analysis={{
          ...base,
          details: { ...details, transcriptSource: 'typed', unwrittenSpeechSec: 88.4 },
        }}
      />,
    );
    expect(
      await screen.findByText('About 1m 28s of your speech has no words here'),
    ).toBeInTheDocument();
    expect(screen.getByText(/count only the words in this transcript/)).toBeInTheDocument();
  });

  it('says nothing of the kind when the words account for the speech', async () => {
    mockFetch();
    renderWithProviders(<TranscriptCard analysis={makeAnalysis()} />);
    await screen.findByText('Transcript');
    expect(screen.queryByText(/has no words here/)).not.toBeInTheDocument();
  });
});

/** "basically" is on the speaker's own list in Settings. */
function analysisWithOwnFiller(): AnalysisDto {
  const base = makeAnalysis();
  const details = base.details;
  if (!details) throw new Error('fixture without details');
  return {
    ...base,
    details: {
      ...details,
      fillers: details.fillers.map((filler) =>
        filler.word === 'basically' ? { ...filler, type: 'personal' } : filler,
      ),
    },
  };
}

describe("TranscriptCard marks the speaker's own fillers", () => {
  it('says which filler is theirs, in words and not by colour only', async () => {
    mockFetch();
    renderWithProviders(<TranscriptCard analysis={analysisWithOwnFiller()} />);
    const own = await screen.findByTitle('Your filler: Filler at 0:01');
    expect(own).toHaveTextContent('basically');
    expect(own).toHaveAttribute('data-own-filler');
    // A screen reader hears it; "um" stays an ordinary filler.
    expect(own.parentElement).toHaveTextContent('basically (your filler)');
    expect(screen.getByTitle('Filler at 0:01')).not.toHaveAttribute('data-own-filler');
    expect(screen.getByRole('list', { name: 'Marks in the transcript' })).toHaveTextContent(
      'Your own filler, from Settings',
    );
  });

  it('names it as theirs on the button that plays it', async () => {
    mockFetch();
    const onPlayFrom = vi.fn();
    const { user } = renderWithProviders(
      <TranscriptCard analysis={analysisWithOwnFiller()} onPlayFrom={onPlayFrom} />,
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'basically, your filler at 0:01: play from here',
      }),
    );
    expect(onPlayFrom).toHaveBeenLastCalledWith(1.3);
    expect(
      screen.getByRole('button', { name: 'um, filler at 0:01: play from here' }),
    ).toBeInTheDocument();
  });

  it('shows no "your own filler" key when the speech has none', async () => {
    mockFetch();
    renderWithProviders(<TranscriptCard analysis={makeAnalysis()} />);
    expect(
      await screen.findByRole('list', { name: 'Marks in the transcript' }),
    ).not.toHaveTextContent('Your own filler');
  });
});

describe('TranscriptCard on a page that can play the recording', () => {
  it('plays from a filler, a pause or a word where it was said', async () => {
    mockFetch();
    const onPlayFrom = vi.fn();
    const { user } = renderWithProviders(
      <TranscriptCard analysis={makeAnalysis()} onPlayFrom={onPlayFrom} />,
    );
    await user.click(
      await screen.findByRole('button', { name: 'um, filler at 0:01: play from here' }),
    );
    expect(onPlayFrom).toHaveBeenLastCalledWith(0.5);
    await user.click(screen.getByText('won'));
    expect(onPlayFrom).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: /^Pause, 1\.4 seconds/ }));
    expect(onPlayFrom).toHaveBeenLastCalledWith(9);
  });
});
