import type { HesitationWritten } from '../hesitation-words';
import type { Word } from '@common/contract/analysis';
import type { EnergyProfile } from '../energy';
import { FLOOR_DB } from '../energy';
import type { HeardSound, Recognition, RecognizedWord } from '../transcriber';
import type { StretchFeatures } from './acoustics';
import { stretchFeatures } from './acoustics';

/**
 * pocketsphinx hears a hesitation ("uh", "um") but almost never writes it: its
 * language model finds "um" unlikely, so it picks a likely word with the same
 * sounds ("i'm" said AH M, "a" said AH), a near one ("them" DH AH M, "the",
 * "but", "bum"), or writes [SPEECH]. These rules find them again:
 *
 * 1. Candidates come from how the recognizer matched the sound:
 *    - `sound`: a [SPEECH] stretch (speech-like, no word);
 *    - `same`: a word whose matched pronunciation sounds exactly like a
 *      hesitation (AH, AH M, ER, M...);
 *    - `near`: a short word whose pronunciation is one weak onset consonant
 *      (DH, B, D, N, HH, W), one central or back vowel, maybe a nasal and a
 *      final stop ("the", "them", "but", "though", "down").
 * 2. The audio must sound like a hesitation: voiced in most of it, at least
 *    0.12-0.15 s loud, no gliding vowel unless it closes in a nasal, and (for
 *    `near` words) spectrally steady: a held vowel, not the transitions of a
 *    word.
 * 3. The position must be a hesitation's: next to a silence (`same`: on one
 *    side; `near`: on both sides, as a real "the" or "but" leans on the next
 *    word), and a `near` word must be one the recognizer was not sure of.
 *
 * Sound in a gap that the recognizer filed as silence is judged like a
 * [SPEECH] stretch, with a silence on both sides. Each hesitation found
 * replaces the word (or fills the stretch) as "um" when the matched phones
 * close with a nasal or the spectrum does (the high band fades, the low band
 * stays), else "uh". The limits and what they were measured on:
 * docs/speech-pipeline.md, Hesitations.
 */

export type CandidateKind = 'sound' | 'gap' | 'same' | 'near';

export interface HesitationRules {
  /** Loud part, seconds, of a `same` or `sound` candidate. */
  minLoudSec: number;
  /** Loud part of a `near` word: an unstressed "the" or "but" is shorter. */
  minNearLoudSec: number;
  /** Voiced share of the loud windows. */
  minVoicedShare: number;
  /** Silence next to the candidate, seconds, to count as set off on that side. */
  minSilenceSec: number;
  /** `near` words above this recognizer confidence are taken as said. */
  maxNearConfidence: number;
  /** More spectral change than this and a `near` word is a word, not a held sound. */
  maxNearSpectralChange: number;
  /** A `sound` this steady throughout is held even without a silence beside it. */
  heldSpectralChange: number;
  /** Beyond this drift a vowel glides ("now", "know"): a word, unless it closes in a nasal. */
  maxDrift: number;
  /** A fading high band (dB) marks the nasal of "um". */
  nasalDropDb: number;
  /** Hesitations closer than this are one ("uh" heard as [SPEECH] + "i'm"). */
  joinGapSec: number;
}

export const HESITATION_RULES: HesitationRules = {
  minLoudSec: 0.12,
  minNearLoudSec: 0.15,
  minVoicedShare: 0.65,
  minSilenceSec: 0.1,
  maxNearConfidence: 0.9,
  maxNearSpectralChange: 3.3,
  heldSpectralChange: 2.2,
  maxDrift: 9,
  nasalDropDb: 8,
  joinGapSec: 0.05,
};

const SAME_AS_HESITATION = new Set([
  'AH',
  'AH M',
  'AH N',
  'AA',
  'AA M',
  'AO',
  'AO M',
  'ER',
  'ER M',
  'M',
  'HH M',
]);
const WEAK_ONSETS = new Set(['DH', 'B', 'D', 'N', 'HH', 'W']);
const HESITATION_VOWELS = new Set(['AH', 'AA', 'AO', 'ER', 'OW', 'AW', 'UH']);
const NASALS = new Set(['M', 'N']);
const FINAL_STOPS = new Set(['T', 'D']);

/** Which kind of candidate a matched pronunciation makes, if any. */
export function candidateKind(phones: string | undefined): CandidateKind | undefined {
  if (phones === undefined) return undefined;
  if (SAME_AS_HESITATION.has(phones)) return 'same';
  const p = phones.split(/\s+/);
  let i = 0;
  if (WEAK_ONSETS.has(p[i] ?? '')) i++;
  if (!HESITATION_VOWELS.has(p[i] ?? '')) return undefined;
  i++;
  if (NASALS.has(p[i] ?? '')) i++;
  if (FINAL_STOPS.has(p[i] ?? '')) i++;
  return i === p.length ? 'near' : undefined;
}

const endsNasal = (phones: string | undefined) =>
  phones !== undefined && /\b[MN]\b/.test(phones.split(/\s+/).slice(1).join(' '));

export interface Candidate {
  kind: CandidateKind;
  start: number;
  end: number;
  /** The recognizer's confidence in the word (1 for a sound). */
  confidence: number;
  phones?: string;
  silenceBeforeSec: number;
  silenceAfterSec: number;
  features: StretchFeatures | undefined;
}

/** Whether the position allows a hesitation, before any audio is measured. */
export function positionAllows(c: Omit<Candidate, 'features'>, rules = HESITATION_RULES): boolean {
  const before = c.silenceBeforeSec >= rules.minSilenceSec;
  const after = c.silenceAfterSec >= rules.minSilenceSec;
  switch (c.kind) {
    case 'sound':
      return true;
    case 'gap':
      // Sound just before or after a word is most often that word's edge, placed late or early.
      return before && after;
    case 'same':
      return before || after;
    case 'near':
      return before && after && c.confidence <= rules.maxNearConfidence;
  }
}

/** Whether a measured candidate is a hesitation, and which. */
export function judgeCandidate(
  c: Candidate,
  rules: HesitationRules = HESITATION_RULES,
): 'um' | 'uh' | undefined {
  const f = c.features;
  if (!f || f.voicedShare < rules.minVoicedShare || !positionAllows(c, rules)) return undefined;
  const nasal = endsNasal(c.phones) || f.nasalDropDb >= rules.nasalDropDb;
  if (!nasal && f.drift > rules.maxDrift) return undefined;
  const setOff =
    c.silenceBeforeSec >= rules.minSilenceSec || c.silenceAfterSec >= rules.minSilenceSec;
  const hesitation =
    c.kind === 'near'
      ? f.loudSec >= rules.minNearLoudSec && f.spectralChange <= rules.maxNearSpectralChange
      : f.loudSec >= rules.minLoudSec &&
        (c.kind === 'same' || setOff || f.spectralChange <= rules.heldSpectralChange);
  if (!hesitation) return undefined;
  return nasal ? 'um' : 'uh';
}

/** Seconds of silent 10 ms frames running back from `time` (or forward), a frame of slack. */
export function silenceNextTo(
  profile: EnergyProfile,
  threshold: number,
  time: number,
  direction: -1 | 1,
  limitSec = 0.5,
): number {
  const { db, frameSec } = profile;
  // The frame just outside the item; recognizer word edges are good to a few frames, so up
  // to 50 ms of sound there is skipped before the silence is counted.
  let f =
    direction < 0 ? Math.floor(time / frameSec + 1e-6) - 1 : Math.ceil(time / frameSec - 1e-6);
  const limit = Math.round(limitSec / frameSec);
  let run = 0;
  let skipped = 0;
  for (let n = 0; n < limit + 2 && f >= 0 && f < db.length; n++, f += direction) {
    const silent = (db[f] ?? FLOOR_DB) < threshold;
    if (silent) run++;
    else if (run === 0 && skipped < 5) skipped++;
    else break;
  }
  return Math.min(limit, run) * frameSec;
}

export interface HesitationInput {
  recognition: Recognition;
  samples: Int16Array;
  sampleRate: number;
  energy: { profile: EnergyProfile; threshold: number };
  rules?: HesitationRules;
}

export interface FoundHesitation {
  word: HesitationWritten;
  start: number;
  end: number;
  /** What the recognizer had there: the word it wrote, or [SPEECH]. */
  heardAs: string;
}

/**
 * The words pocketsphinx decoded with the hesitations put back: a word judged
 * a hesitation becomes "um"/"uh", a [SPEECH] stretch judged one is inserted.
 */
export function restoreDecodedHesitations(input: HesitationInput): {
  words: Word[];
  hesitations: FoundHesitation[];
} {
  const { recognition, samples, sampleRate, energy } = input;
  const rules = input.rules ?? HESITATION_RULES;
  const measure = (start: number, end: number) =>
    stretchFeatures(samples, sampleRate, start, end, energy.threshold);
  const candidate = (
    kind: CandidateKind,
    item: { start: number; end: number },
    confidence: number,
    phones?: string,
  ): Omit<Candidate, 'features'> => ({
    kind,
    start: item.start,
    end: item.end,
    confidence,
    ...(phones === undefined ? {} : { phones }),
    silenceBeforeSec: silenceNextTo(energy.profile, energy.threshold, item.start, -1),
    silenceAfterSec: silenceNextTo(energy.profile, energy.threshold, item.end, 1),
  });

  /** Measures the audio only where the position allows a hesitation: a few stretches. */
  const judge = (c: Omit<Candidate, 'features'>) =>
    positionAllows(c, rules)
      ? judgeCandidate({ ...c, features: measure(c.start, c.end) }, rules)
      : undefined;

  const out: Array<Word & { order: number }> = [];
  const hesitations: FoundHesitation[] = [];
  recognition.words.forEach((w: RecognizedWord, order) => {
    const kind = candidateKind(w.phones);
    const verdict = kind ? judge(candidate(kind, w, w.confidence, w.phones)) : undefined;
    const { word, start, end, confidence } = w;
    if (verdict) hesitations.push({ word: verdict, start, end, heardAs: word });
    out.push({ word: verdict ?? word, start, end, confidence, order });
  });
  recognition.sounds
    .filter((s: HeardSound) => s.kind === 'speech')
    .forEach((s) => {
      const verdict = judge(candidate('sound', s, 1));
      if (!verdict) return;
      hesitations.push({ word: verdict, start: s.start, end: s.end, heardAs: '[SPEECH]' });
      // Sounds fall between words; the order key keeps words that share a start in place.
      out.push({ word: verdict, start: s.start, end: s.end, confidence: 1, order: -1 });
    });
  // Sound the recognizer wrote nothing for (it hid it in <sil>): judged like [SPEECH].
  const heard = [...recognition.words, ...recognition.sounds].sort((a, b) => a.start - b.start);
  for (const gap of soundsInGaps(heard, energy.profile, energy.threshold, rules)) {
    const verdict = judge(candidate('gap', gap, 1));
    if (!verdict) continue;
    hesitations.push({ word: verdict, start: gap.start, end: gap.end, heardAs: '(nothing)' });
    out.push({ word: verdict, start: gap.start, end: gap.end, confidence: 1, order: -1 });
  }
  out.sort((a, b) => a.start - b.start || a.order - b.order);
  hesitations.sort((a, b) => a.start - b.start);
  return {
    words: joinHesitations(
      out.map(({ word, start, end, confidence }) => ({ word, start, end, confidence })),
      rules.joinGapSec,
    ),
    hesitations: joinHesitations(hesitations, rules.joinGapSec),
  };
}

/**
 * Loud stretches (frames over the threshold, silent blips of up to 30 ms
 * bridged) inside the gaps between the recognizer's tokens: what it heard but
 * filed as silence. Only stretches long enough to be a hesitation, with a
 * frame of margin from the tokens on each side.
 */
export function soundsInGaps(
  tokens: ReadonlyArray<{ start: number; end: number }>,
  profile: EnergyProfile,
  threshold: number,
  rules: Pick<HesitationRules, 'minLoudSec'> = HESITATION_RULES,
): Array<{ start: number; end: number }> {
  const { db, frameSec } = profile;
  const found: Array<{ start: number; end: number }> = [];
  const maxBlip = Math.round(0.03 / frameSec);
  for (let i = 1; i < tokens.length; i++) {
    const from = Math.ceil((tokens[i - 1]?.end ?? 0) / frameSec) + 1;
    const to = Math.floor((tokens[i]?.start ?? 0) / frameSec) - 1;
    let runStart = -1;
    let runEnd = -1;
    const close = () => {
      if (runStart >= 0 && (runEnd - runStart) * frameSec >= rules.minLoudSec - 1e-9) {
        found.push({ start: runStart * frameSec, end: runEnd * frameSec });
      }
      runStart = -1;
    };
    for (let f = Math.max(0, from); f < Math.min(db.length, to); f++) {
      if ((db[f] ?? FLOOR_DB) < threshold) continue;
      if (runStart >= 0 && f - runEnd > maxBlip) close();
      if (runStart < 0) runStart = f;
      runEnd = f + 1;
    }
    close();
  }
  return found;
}

const isHesitation = (word: string) => word === 'um' || word === 'uh';

/**
 * One hesitation the recognizer split in two ([SPEECH] + "i'm") is one: next
 * hesitations closer than `gapSec` merge, as "um" if either part is.
 */
export function joinHesitations<T extends { word: string; start: number; end: number }>(
  items: readonly T[],
  gapSec: number,
): T[] {
  const joined: T[] = [];
  for (const item of items) {
    const last = joined.at(-1);
    if (
      last &&
      isHesitation(last.word) &&
      isHesitation(item.word) &&
      item.start - last.end < gapSec
    ) {
      joined[joined.length - 1] = {
        ...last,
        word: last.word === 'um' || item.word === 'um' ? 'um' : 'uh',
        end: Math.max(last.end, item.end),
      };
    } else {
      joined.push(item);
    }
  }
  return joined;
}
