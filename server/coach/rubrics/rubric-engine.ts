import type { CoachingMode, ModeRubric, RubricPart } from '@common/contract/feedback';
import { COACHING_MODE_INFO } from '@common/coaching/coaching-modes';
import { clock, listJoin, quote } from '../rules/format';

/** What a rubric reads of a speech: its spoken sentences, lower case, with their start times. */
export interface RubricSentence {
  text: string;
  start: number;
}

/** One part of a structure and the phrases that show a speaker doing it. */
export interface RubricPartSpec {
  key: string;
  label: string;
  cues: readonly string[];
  /**
   * Where it may be found: anywhere after the part before it (`after`), or only in
   * the closing stretch of the speech (`end`), where a summary or a story's ending belongs.
   */
  where: 'after' | 'end';
  /** Distinct sentences with a cue that the part needs (signposting needs more than one). */
  minHits?: number;
  found: string;
  missing: string;
}

export interface RubricSpec {
  mode: CoachingMode;
  name: string;
  parts: readonly RubricPartSpec[];
}

/** The closing stretch: the last 40% of sentences, and always the last two. */
const END_SHARE = 0.4;

/** Lower case, apostrophes dropped ("we're" and "were" differ only by it; cues are written without). */
function normalise(text: string): string {
  return text.toLowerCase().replace(/['\u2019]/g, '');
}

/** The word index in `words` where `cue` (one or more words, a trailing * for any ending) begins. */
export function cueAt(words: readonly string[], cue: string): number {
  const parts = normalise(cue).split(/\s+/).filter(Boolean);
  for (let i = 0; i + parts.length <= words.length; i++) {
    const match = parts.every((part, k) => {
      const word = words[i + k] ?? '';
      return part.endsWith('*') ? word.startsWith(part.slice(0, -1)) : word === part;
    });
    if (match) return i;
  }
  return -1;
}

interface Hit {
  sentence: number;
  word: number;
}

function firstHit(
  sentences: readonly string[][],
  from: number,
  cues: readonly string[],
): Hit | undefined {
  for (let s = from; s < sentences.length; s++) {
    const words = sentences[s]!;
    for (const cue of cues) {
      const word = cueAt(words, cue);
      if (word >= 0) return { sentence: s, word };
    }
  }
  return undefined;
}

function allHits(sentences: readonly string[][], from: number, cues: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (let s = from; s < sentences.length; s++) {
    const hit = firstHit([sentences[s]!], 0, cues);
    if (hit) hits.push({ sentence: s, word: hit.word });
  }
  return hits;
}

function lengthCheck(mode: CoachingMode, durationSec: number): ModeRubric['length'] {
  const { minSec, maxSec } = COACHING_MODE_INFO[mode];
  const kind = `${/^[aeiou]/i.test(mode) ? 'an' : 'a'} ${mode}`;
  const said = clock(durationSec);
  const base = { durationSec, minSec, maxSec };
  if (minSec === null && maxSec === null) {
    return {
      ...base,
      verdict: 'none',
      text: `${said}; ${kind} has no set length.`,
    };
  }
  const target =
    minSec !== null && maxSec !== null
      ? `${minSec / 60}-${maxSec / 60} minutes`
      : maxSec !== null
        ? `under ${maxSec / 60} minutes`
        : `over ${(minSec ?? 0) / 60} minutes`;
  if (minSec !== null && durationSec < minSec) {
    return {
      ...base,
      verdict: 'short',
      text: `${said} is short of the ${target} ${kind} should take: add detail.`,
    };
  }
  if (maxSec !== null && durationSec > maxSec) {
    return {
      ...base,
      verdict: 'long',
      text: `${said} is over the ${target} ${kind} should take: cut to the essentials.`,
    };
  }
  return {
    ...base,
    verdict: 'within',
    text: `${said}: inside the ${target} ${kind} should take.`,
  };
}

/**
 * A mode's structure, part by part: each part is looked for after the one
 * before it (a result said before the situation does not make a STAR answer),
 * and quoted where found so the speaker can hear it again.
 */
export function applyRubric(
  spec: RubricSpec,
  input: readonly RubricSentence[],
  durationSec: number,
): ModeRubric {
  const sentences = input.map((s) => normalise(s.text).split(/\s+/).filter(Boolean));
  const endFrom = Math.min(
    Math.max(0, sentences.length - 2),
    Math.floor(sentences.length * (1 - END_SHARE)),
  );
  let cursor = 0;
  const parts: RubricPart[] = spec.parts.map((part) => {
    const from = part.where === 'end' ? Math.max(cursor, endFrom) : cursor;
    const hits = allHits(sentences, from, part.cues);
    const needed = part.minHits ?? 1;
    const hit = hits.length >= needed ? hits[0] : undefined;
    if (!hit) {
      return {
        key: part.key,
        label: part.label,
        found: false,
        quote: null,
        time: null,
        advice: part.missing,
      };
    }
    // The next part is looked for from here on; a sentence can hold two parts.
    cursor = needed > 1 ? hits[needed - 1]!.sentence : hit.sentence;
    const words = input[hit.sentence]!.text.split(/\s+/).filter(Boolean);
    return {
      key: part.key,
      label: part.label,
      found: true,
      quote: quote(words, 16, hit.word),
      time: input[hit.sentence]!.start,
      advice: part.found,
    };
  });
  return {
    mode: spec.mode,
    name: spec.name,
    summary: summarise(spec.name, parts),
    parts,
    length: lengthCheck(spec.mode, durationSec),
  };
}

function summarise(name: string, parts: readonly RubricPart[]): string {
  const found = parts.filter((p) => p.found).map((p) => p.label);
  const missing = parts.filter((p) => !p.found).map((p) => p.label);
  if (missing.length === 0) return `${name}: found ${listJoin(found)}.`;
  if (found.length === 0) return `${name}: no ${listJoin(missing)} found yet.`;
  return `${name}: found ${listJoin(found)}; ${listJoin(missing)} missing.`;
}
