import type { PcmAudio } from './wav';

export interface DecodedAudio {
  audio: PcmAudio;
  durationSec: number;
}

/**
 * The whole recording decoded by a stream's last pass, handed to the analysis of the same
 * recording when it runs in the same process (ADR 32): at Save the two would otherwise decode the
 * same ten minutes side by side. An offer is taken once, and dropped unclaimed after `ttlMs`.
 */
export interface DecodedHandoff {
  offer(streamId: string, decoded: Promise<DecodedAudio>): void;
  take(streamId: string): Promise<DecodedAudio> | undefined;
}

export function createDecodedHandoff(ttlMs = 120_000): DecodedHandoff {
  const offers = new Map<string, Promise<DecodedAudio>>();
  return {
    offer(streamId, decoded) {
      // A failed decode is the taker's to see (it decodes itself); nobody may be taking.
      decoded.catch(() => {});
      offers.set(streamId, decoded);
      setTimeout(() => {
        if (offers.get(streamId) === decoded) offers.delete(streamId);
      }, ttlMs).unref();
    },
    take(streamId) {
      const decoded = offers.get(streamId);
      offers.delete(streamId);
      return decoded;
    },
  };
}
