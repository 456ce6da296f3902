import type { RecordingConditions } from '@common/contract/analysis';
import { frameEnergies, recordingLevels } from './energy';
import type { EnergyProfile } from './energy';
import { findHum, removeHum } from './hum';
import type { PcmAudio } from './wav';

/**
 * Samples this close to full scale (-0.2 dBFS), two in a row, are where the microphone or its
 * converter ran out. Not full scale itself: a top cut flat comes back from the browser's Opus as
 * ripple just under it. A speech 8 dB too hot has 5.2 % of its frames with two samples at full
 * scale as a WAV but 0.7 % through Opus at 128 kbps, and 6.0 % and 2.7 % at -0.2 dBFS; a real
 * reading limited to 0 dBFS (never two samples at full scale) has 1.1 %, a recording normalised to
 * -0.1 dBFS 0.05 % (docs/metrics.md, Recording).
 */
const CLIPPED_AT = 32_000;
/** Frames this far under the voice's level are not counted as speech for clipping. */
const SPEECH_WITHIN_DB = 20;

/**
 * The decoded recording as every measure hears it (without mains hum), its loudness, and how it
 * sounded: hum, clipping, the room against the voice.
 */
export function hearRecording(decoded: PcmAudio): {
  audio: PcmAudio;
  profile: EnergyProfile;
  conditions: RecordingConditions;
} {
  const hum = findHum(decoded);
  const audio = hum ? removeHum(decoded, hum) : decoded;
  const profile = frameEnergies(audio.samples, audio.sampleRate);
  const { floorDb, speechDb } = recordingLevels(profile.db);
  return {
    audio,
    profile,
    conditions: {
      humHz: hum ? Math.round(hum.hz * 100) / 100 : null,
      clippedShare: clippedShare(decoded, profile, speechDb - SPEECH_WITHIN_DB),
      noiseFloorDbfs: Math.round(floorDb * 10) / 10,
      speechLevelDbfs: Math.round(speechDb * 10) / 10,
    },
  };
}

/**
 * Share of the speech's frames (within 20 dB of its level) holding two samples in a row at the
 * ceiling: one such sample is a loud peak, a run of them a waveform cut flat.
 */
function clippedShare(decoded: PcmAudio, profile: EnergyProfile, speechAboveDb: number): number {
  const frame = Math.max(1, Math.round(profile.frameSec * decoded.sampleRate));
  let speech = 0;
  let clipped = 0;
  for (let f = 0; f < profile.db.length; f++) {
    if ((profile.db[f] ?? -Infinity) < speechAboveDb) continue;
    speech++;
    const end = Math.min(decoded.samples.length, (f + 1) * frame);
    for (let i = f * frame + 1; i < end; i++) {
      const [a, b] = [decoded.samples[i - 1] ?? 0, decoded.samples[i] ?? 0];
      if (Math.abs(a) >= CLIPPED_AT && Math.abs(b) >= CLIPPED_AT && a * b > 0) {
        clipped++;
        break;
      }
    }
  }
  return speech > 0 ? Math.round((clipped / speech) * 1000) / 1000 : 0;
}
