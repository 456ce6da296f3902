import { describe, expect, it } from 'vitest';
import { recordingNotes } from './recording-notes';

const clean = { humHz: null, clippedShare: 0, noiseFloorDbfs: -70, speechLevelDbfs: -18 };

describe('recordingNotes', () => {
  it('says nothing of a recording that sounded fine, or of one measured before conditions were', () => {
    expect(recordingNotes(clean)).toEqual([]);
    expect(recordingNotes(undefined)).toEqual([]);
  });

  it('tells of hum taken out, with its frequency', () => {
    const notes = recordingNotes({ ...clean, humHz: 49.91 });
    expect(notes.map((n) => n.kind)).toEqual(['hum']);
    expect(notes[0]?.title).toBe('Mains hum at 50 Hz taken out');
  });

  it('tells of clipping past 2 % of the speech, with its share', () => {
    expect(recordingNotes({ ...clean, clippedShare: 0.02 })).toEqual([]);
    const notes = recordingNotes({ ...clean, clippedShare: 0.064 });
    expect(notes.map((n) => n.kind)).toEqual(['clipped']);
    expect(notes[0]?.text).toMatch(/^6% of your speech was clipped/);
  });

  it('tells of a room less than 25 dB under the voice', () => {
    expect(recordingNotes({ ...clean, noiseFloorDbfs: -43 })).toEqual([]);
    const notes = recordingNotes({ ...clean, noiseFloorDbfs: -42 });
    expect(notes.map((n) => n.kind)).toEqual(['noisy']);
    // A recording of digital silence has no voice over its floor, and no room either.
    expect(recordingNotes({ ...clean, noiseFloorDbfs: -90, speechLevelDbfs: -90 })).toEqual([]);
  });
});
