import type { Dimension, DimensionScores, PageScores } from '@common/contract/feedback';
import { boundDimensionScores, boundLanguageScore } from '@common/measures/score-bounds';
import { PACE_GOOD_MAX, PACE_GOOD_MIN, type SpeechFacts } from './facts';
import { clamp01, round1, scale } from './format';

/**
 * Each score is a weighted mean of parts in 0-1, so that a coach's sentence can
 * name the part that cost the most. docs/coaching.md lists the weights.
 */
export interface ScorePart {
  name: string;
  value: number;
  weight: number;
}

export interface Scored {
  dimensions: DimensionScores;
  page: PageScores;
  parts: Record<Dimension | 'structure' | 'language', ScorePart[]>;
}

function weighted(parts: ScorePart[]): number {
  const total = parts.reduce((a, p) => a + p.weight, 0);
  return parts.reduce((a, p) => a + clamp01(p.value) * p.weight, 0) / total;
}

export function paceFit(wpm: number | null): number {
  if (wpm === null) return 0.5;
  const distance = wpm < PACE_GOOD_MIN ? PACE_GOOD_MIN - wpm : Math.max(0, wpm - PACE_GOOD_MAX);
  return clamp01(1 - distance / 55);
}

function clarityParts(f: SpeechFacts): ScorePart[] {
  const runOnWords = f.runOns.reduce((a, s) => a + s.wordCount, 0);
  return [
    {
      name: 'articulation',
      value: f.recognizerConfidence === null ? 0.75 : scale(f.recognizerConfidence, 0.9, 0.5),
      weight: 0.3,
    },
    { name: 'fillers', value: scale(f.fillersPer100, 1, 10), weight: 0.35 },
    { name: 'grammar', value: scale(f.grammarIssuesPer100, 0.5, 6), weight: 0.15 },
    {
      name: 'sentences',
      value: f.wordCount ? 1 - (runOnWords / f.wordCount) * 1.5 : 1,
      weight: 0.1,
    },
    {
      name: 'stumbles',
      value: scale(f.wordCount ? (f.repeatCount * 100) / f.wordCount : 0, 0, 4),
      weight: 0.1,
    },
  ];
}

function pacingParts(f: SpeechFacts): ScorePart[] {
  const ppm = f.pausesPerMinute;
  let pauses = ppm < 2.5 ? 0.4 + (ppm / 2.5) * 0.6 : ppm > 12 ? scale(ppm, 12, 24) : 1;
  // Pauses say nothing about a speech too short to need them.
  if (f.speakingTimeSec < 30) pauses = Math.max(pauses, 0.8);
  pauses *= 1 - Math.min(0.5, f.longPauses.length * 0.15);
  return [
    { name: 'pace', value: paceFit(f.measures.pace?.wpm ?? null), weight: 0.55 },
    {
      name: 'steadiness',
      value: f.paceVariation === null ? 0.8 : scale(f.paceVariation, 0.12, 0.45),
      weight: 0.2,
    },
    { name: 'pauses', value: pauses, weight: 0.25 },
  ];
}

function confidenceParts(f: SpeechFacts): ScorePart[] {
  const hesitationsPer100 = f.wordCount ? (f.hesitationCount * 100) / f.wordCount : 0;
  return [
    {
      name: 'measured',
      value: f.confidenceScore === null ? 0.6 : f.confidenceScore / 100,
      weight: 0.5,
    },
    { name: 'hedges', value: scale(f.hedgesPer100, 0.5, 5), weight: 0.25 },
    {
      name: 'composure',
      value: scale(hesitationsPer100, 0, 6) * (1 - Math.min(0.5, f.longPauses.length * 0.12)),
      weight: 0.25,
    },
  ];
}

function deliveryParts(f: SpeechFacts): ScorePart[] {
  let intonation = 0.7;
  if (f.pitchVariation !== null) {
    intonation = scale(f.pitchVariation, 4, 1);
    if (f.monotone) intonation = Math.min(0.35, intonation);
  } else if (f.monotone) {
    intonation = 0.3;
  }
  const cv = f.paceVariation;
  const variety = cv === null ? 0.8 : cv < 0.08 ? 0.8 : cv > 0.25 ? scale(cv, 0.25, 0.5) : 1;
  const pauseUse =
    f.pauseCount === 0
      ? f.speakingTimeSec > 45
        ? 0.4
        : 0.8
      : scale(f.pausesAtBoundaries, 0.8, 0.3);
  return [
    { name: 'intonation', value: intonation, weight: 0.35 },
    {
      name: 'volume',
      value: f.loudnessSteadiness === null ? 0.75 : scale(f.loudnessSteadiness, 85, 30),
      weight: 0.25,
    },
    { name: 'pause placement', value: pauseUse, weight: 0.2 },
    { name: 'pace variety', value: variety, weight: 0.2 },
  ];
}

function structureParts(f: SpeechFacts): ScorePart[] {
  const avg = f.avgSentenceWords;
  const length = avg < 8 ? scale(avg, 8, 3) : avg > 22 ? scale(avg, 22, 40) : 1;
  const sentences = Math.max(1, f.sentences.length);
  const opening = f.opening;
  return [
    { name: 'sentence length', value: length, weight: 0.25 },
    { name: 'run-ons', value: 1 - (f.runOns.length / sentences) * 2, weight: 0.2 },
    { name: 'signposts', value: 0.4 + 0.3 * f.signposts.length, weight: 0.2 },
    { name: 'development', value: scale(f.speakingTimeSec, 90, 20), weight: 0.2 },
    {
      name: 'opening',
      value: opening && opening.fillerCount === 0 && opening.hedgeCount === 0 ? 1 : 0.5,
      weight: 0.15,
    },
  ];
}

function languageParts(f: SpeechFacts): ScorePart[] {
  const weakPer100 = f.wordCount ? (f.weakCount * 100) / f.wordCount : 0;
  return [
    {
      name: 'grammar',
      value: f.grammarScore === null ? scale(f.grammarIssuesPer100, 0.5, 6) : f.grammarScore / 100,
      weight: 0.55,
    },
    { name: 'weak words', value: scale(weakPer100, 0.5, 4), weight: 0.1 },
    { name: 'hedges', value: scale(f.hedgesPer100, 0.5, 5), weight: 0.1 },
    {
      name: 'vocabulary',
      value: f.vocabularyRichness === null ? 0.7 : scale(f.vocabularyRichness, 0.6, 0.3),
      weight: 0.15,
    },
    { name: 'variety', value: f.overused.length === 0 ? 1 : 0.6, weight: 0.1 },
  ];
}

/** The four 0-100 scores of the stored record and the page's four /10 scores. */
export function scoreSpeech(f: SpeechFacts): Scored {
  const parts = {
    clarity: clarityParts(f),
    pacing: pacingParts(f),
    confidence: confidenceParts(f),
    delivery: deliveryParts(f),
    structure: structureParts(f),
    language: languageParts(f),
  };
  const hundred = (p: ScorePart[]) => Math.round(weighted(p) * 100);
  // A score's colour never tells a better story than the band the page shows
  // for its measure: no green pacing at a Too Fast pace (common/measures/score-bounds.ts).
  const dimensions: DimensionScores = boundDimensionScores(
    {
      clarity: hundred(parts.clarity),
      pacing: hundred(parts.pacing),
      confidence: hundred(parts.confidence),
      delivery: hundred(parts.delivery),
    },
    f.measures,
  );
  let structure = round1(weighted(parts.structure) * 10);
  // Under a minute there is no room for an opening, a body and a close.
  if (f.isShort) structure = Math.min(structure, 6);
  return {
    dimensions,
    page: {
      clarity: round1(dimensions.clarity / 10),
      confidence: round1(dimensions.confidence / 10),
      structure,
      language: boundLanguageScore(round1(weighted(parts.language) * 10), f.measures),
    },
    parts,
  };
}

/** The weakest dimension first; ties keep the order clarity, pacing, confidence, delivery. */
export function rankDimensions(d: DimensionScores): Dimension[] {
  const order: Dimension[] = ['clarity', 'pacing', 'confidence', 'delivery'];
  return [...order].sort((a, b) => d[a] - d[b] || order.indexOf(a) - order.indexOf(b));
}
