import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RecordingNotes } from './recording-notes';

describe('RecordingNotes', () => {
  it('lists what the speaker should know about the recording', () => {
    render(
      <RecordingNotes
        conditions={{ humHz: 60, clippedShare: 0.05, noiseFloorDbfs: -40, speechLevelDbfs: -20 }}
      />,
    );
    const list = screen.getByRole('list', { name: 'About this recording' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.font-semibold')?.textContent)).toEqual([
      'Mains hum at 60 Hz taken out',
      'Some of it was too loud for the microphone',
      'The room was loud next to your voice',
    ]);
    expect(items[1]).toHaveTextContent('5% of your speech was clipped');
  });

  it('shows nothing for a recording that sounded fine or was measured before conditions were', () => {
    const fine = { humHz: null, clippedShare: 0, noiseFloorDbfs: -75, speechLevelDbfs: -18 };
    const { container, rerender } = render(<RecordingNotes conditions={fine} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RecordingNotes conditions={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
