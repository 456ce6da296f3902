import type { EnergyProfile } from '../energy';
import { hesitationSpelled } from '../hesitation-words';
import type { HeardSound, RecognizedWord } from '../transcriber';
import { soundsInGaps } from './find-hesitations';

/**
 * Where a hesitation may hide in an aligned recognition (a text engine such as
 * Moonshine, its words timed by the forced aligner). Moonshine drops most
 * hesitations or writes them as a short word; the aligner, whose grammar has
 * an optional um/uh between words, puts the dropped ones in that slot or
 * leaves their sound in a gap. So a hesitation shows as:
 *
 * - `written`: the engine wrote it ("Um," "Uh," "Ah,"): a hesitation already;
 * - `slot`: the aligner's hesitation slot, or its [SPEECH], held sound
 *   between two words (it also fills 30-50 ms slivers between ordinary
 *   words: the audio decides);
 * - `gap`: sound in a gap between tokens that the aligner filed as silence;
 * - `lookalike`: a short word the engine was unsure of whose sounds are a
 *   hesitation's with a consonant or two around the vowel ("Come," "dumb"
 *   "But" "The" "a" "up"): the engine's rendering of a hesitation, or itself.
 *
 * Pieces that touch are one candidate ("a" + the slot after it, "Um," + the
 * slot before it), so the whole sound is judged and the word is replaced.
 */

/** Where a candidate came from; `probe`: the encoder probe's scan alone (scan-hesitations.ts). */
export type CandidateSource = 'written' | 'slot' | 'gap' | 'lookalike' | 'probe';

export interface AlignedCandidate {
  start: number;
  end: number;
  sources: CandidateSource[];
  /** Indices of the recognised words it stands on (written hesitations and look-alikes). */
  wordIndices: number[];
  /** The engine's least probability among those words (1 without words). */
  probability: number;
  /** Something says "um": a slot labelled um, a written um, a look-alike ending in a nasal. */
  nasalHint: boolean;
  /** Punctuation sets it off: the engine wrote a comma or full stop after it or before it. */
  punctuated: boolean;
}

export interface CandidateRules {
  /** A look-alike the engine was surer of than this is taken as the word it wrote. */
  maxLookalikeProbability: number;
  /**
   * A look-alike only by a rounded vowel closing into a nasal ("boom", "down") needs the engine
   * this unsure: those are common words too.
   */
  maxUnsureLookalikeProbability: number;
  /** Pieces closer than this are one candidate. */
  touchSec: number;
  /**
   * Sound in a gap shorter than this is a word's edge, not a candidate (the
   * judge takes one this short only when silence isolates it).
   */
  minGapSoundSec: number;
  /**
   * Two touching look-alikes join only when the engine was this unsure of both
   * ("got them" written over one "um").
   */
  maxJoinedLookalikeProbability: number;
}

export const CANDIDATE_RULES: CandidateRules = {
  maxLookalikeProbability: 0.8,
  maxUnsureLookalikeProbability: 0.5,
  touchSec: 0.03,
  minGapSoundSec: 0.12,
  maxJoinedLookalikeProbability: 0.5,
};

const NASAL_WRITTEN = new Set(['um', 'erm', 'hmm']);

export const isWrittenHesitation = (word: string) => hesitationSpelled(word) !== undefined;

/** Consonants a hesitation can pass for with: stops, fricatives, nasals, h. */
const C = '(?:B|D|G|P|T|K|DH|TH|F|V|S|Z|SH|ZH|CH|JH|HH|M|N|NG)';
/**
 * A central vowel (AH, ER, AA), at most one consonant before it and one
 * after it, maybe a nasal: "a" AH, "the" DH AH, "come" K AH M, "but" B AH T,
 * "or" ER, "up" AH P, "dumb" D AH M. Glides and liquids (w, y, r, l) move
 * into the vowel and are heard as a word ("what", "one"), and so are gliding
 * vowels (now, our) and longer words: those are left alone.
 */
const LOOKALIKE = new RegExp(`^(?:${C} )?(?:AH|ER|AA)(?: [MN])?(?: ${C})?$`);
/**
 * ...and, when the engine was unsure of it, a rounded or gliding vowel closing
 * into a nasal after at most one consonant: "boom" B UW M, "down" D AW N. The
 * lips close on the "m" of "um" while the vowel still sounds, which rounds its
 * end, and the engine hears a rounded vowel or a glide into a nasal. Those are
 * common words too ("room", "soon", "town"), hence the doubt it needs.
 */
const NASAL_LOOKALIKE = new RegExp(`^(?:${C} )?(?:UW|AW) [MN]$`);

/** Whether a word's phones could be a hesitation's; `unsure`: the engine doubted the word. */
export function isLookalike(phones: string | undefined, unsure = false): boolean {
  if (phones === undefined) return false;
  const p = phones.trim();
  return LOOKALIKE.test(p) || (unsure && NASAL_LOOKALIKE.test(p));
}

const endsNasal = (phones: string | undefined) => /\b[MN](?: [A-Z]{1,2})?$/.test(phones ?? '');
/** Rounding slack for a sound's edges against a word's. */
const EDGE_SEC = 0.001;
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const PAUSE_MARK = /[,.;:!?\u2026\u2014-]["')\]]*$/;

interface Piece {
  start: number;
  end: number;
  source: CandidateSource;
  wordIndex?: number;
  probability: number;
  nasalHint: boolean;
  punctuated: boolean;
}

/** The candidates in a recognition, in time order. */
export function alignedCandidates(
  words: readonly RecognizedWord[],
  sounds: readonly HeardSound[],
  energy: { profile: EnergyProfile; threshold: number },
  rules: CandidateRules = CANDIDATE_RULES,
): AlignedCandidate[] {
  const pieces: Piece[] = [];
  words.forEach((w, i) => {
    const text = w.text ?? w.word;
    const punctuated = PAUSE_MARK.test(text) || PAUSE_MARK.test(words[i - 1]?.text ?? '.');
    const probability = w.recognizerProbability ?? w.confidence;
    if (isWrittenHesitation(w.word)) {
      pieces.push({
        start: w.start,
        end: w.end,
        source: 'written',
        wordIndex: i,
        probability,
        nasalHint: NASAL_WRITTEN.has(hesitationSpelled(w.word) ?? ''),
        punctuated,
      });
    } else if (
      isLookalike(w.phones, probability <= rules.maxUnsureLookalikeProbability) &&
      probability <= rules.maxLookalikeProbability
    ) {
      pieces.push({
        start: w.start,
        end: w.end,
        source: 'lookalike',
        wordIndex: i,
        probability,
        nasalHint: endsNasal(w.phones),
        punctuated,
      });
    }
  });
  // pocketsphinx may put its own [SPEECH] between the parts of one word ("sixteen hundred"): the
  // word's sound, within its time.
  const withinWord = (s: HeardSound) =>
    words.some((w) => s.start >= w.start - EDGE_SEC && s.end <= w.end + EDGE_SEC);
  for (const s of sounds) {
    if (s.kind === 'noise' || withinWord(s)) continue;
    pieces.push({
      start: s.start,
      end: s.end,
      source: 'slot',
      probability: 1,
      nasalHint: s.label === 'um',
      punctuated: false,
    });
  }
  const tokens = [...words, ...sounds].sort((a, b) => a.start - b.start);
  for (const gap of soundsInGaps(tokens, energy.profile, energy.threshold, {
    minLoudSec: rules.minGapSoundSec,
  })) {
    pieces.push({
      start: round3(gap.start),
      end: round3(gap.end),
      source: 'gap',
      probability: 1,
      nasalHint: false,
      punctuated: false,
    });
  }
  pieces.sort((a, b) => a.start - b.start || a.end - b.end);

  const candidates: AlignedCandidate[] = [];
  for (const p of pieces) {
    const last = candidates.at(-1);
    // Two words join only when both are look-alikes the engine was very unsure of: "Um,
    // the" is a hesitation and a word, each judged alone; "got them" over one sound is one.
    const unsure = (q: { sources: readonly CandidateSource[]; probability: number }) =>
      q.sources.every((s) => s !== 'written') &&
      q.probability <= rules.maxJoinedLookalikeProbability;
    const wordsJoin =
      p.wordIndex === undefined ||
      last === undefined ||
      last.wordIndices.length === 0 ||
      (last.wordIndices.length === 1 &&
        unsure(last) &&
        unsure({ sources: [p.source], probability: p.probability }));
    const joins = last !== undefined && p.start - last.end <= rules.touchSec && wordsJoin;
    if (joins) {
      last.end = Math.max(last.end, p.end);
      if (!last.sources.includes(p.source)) last.sources.push(p.source);
      if (p.wordIndex !== undefined) last.wordIndices.push(p.wordIndex);
      last.probability = Math.min(last.probability, p.probability);
      last.nasalHint ||= p.nasalHint;
      last.punctuated ||= p.punctuated;
    } else {
      candidates.push({
        start: p.start,
        end: p.end,
        sources: [p.source],
        wordIndices: p.wordIndex === undefined ? [] : [p.wordIndex],
        probability: p.probability,
        nasalHint: p.nasalHint,
        punctuated: p.punctuated,
      });
    }
  }
  return candidates;
}
