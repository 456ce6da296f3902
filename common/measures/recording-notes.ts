import type { RecordingConditions } from '../contract/analysis';

/**
 * Clipped in more than this share of the speech: enough to change how words are heard, and more
 * than a reading limited to full scale shows (1.1 %; hear-recording.ts).
 */
export const CLIPPED_NOTE_SHARE = 0.02;
/**
 * A voice less than this far above the room: the room covers a word's soft ends, and short breaks
 * between sentences measure as pauses (docs/decisions/0071, 7).
 */
export const NOISY_NOTE_MARGIN_DB = 25;

/** A floor at or under this is digital silence, not a room (the loudness floor is -90 dBFS). */
const SILENT_ROOM_DBFS = -80;

export interface RecordingNote {
  kind: 'hum' | 'clipped' | 'noisy';
  title: string;
  text: string;
}

/** What the speaker should know about how the recording sounded: nothing when it sounded fine. */
export function recordingNotes(conditions: RecordingConditions | undefined): RecordingNote[] {
  if (!conditions) return [];
  const notes: RecordingNote[] = [];
  if (conditions.humHz !== null) {
    notes.push({
      kind: 'hum',
      title: `Mains hum at ${Math.round(conditions.humHz)} Hz taken out`,
      text: 'A steady electrical hum was removed before anything was measured. A cable or charger near the microphone often causes it.',
    });
  }
  if (conditions.clippedShare > CLIPPED_NOTE_SHARE) {
    notes.push({
      kind: 'clipped',
      title: 'Some of it was too loud for the microphone',
      text: `${Math.max(1, Math.round(conditions.clippedShare * 100))}% of your speech was clipped, which can blur words. Sit a little further back or turn the input level down.`,
    });
  }
  // Digital silence is no room: a recording with nothing in it has no voice above its floor either.
  const room = conditions.noiseFloorDbfs > SILENT_ROOM_DBFS;
  if (room && conditions.speechLevelDbfs - conditions.noiseFloorDbfs < NOISY_NOTE_MARGIN_DB) {
    notes.push({
      kind: 'noisy',
      title: 'The room was loud next to your voice',
      text: 'Background noise can hide the quiet ends of words, so short breaks may count as pauses. A quieter room or a closer microphone gives truer numbers.',
    });
  }
  return notes;
}
