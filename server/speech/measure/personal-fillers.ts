import type { Filler, Word } from '@common/contract/analysis';
import { normalisePhrase } from '@common/fillers/personal-fillers';

/** A word as phrases are matched: lower case, no punctuation but apostrophes and hyphens. */
function bare(word: string): string {
  return normalisePhrase(word).replace(/[^a-z'-]/g, '');
}

/**
 * Adds the speaker's own fillers: every place their words say one of the
 * phrases, where no built-in filler already counts those words. Longer phrases
 * win over shorter ones at the same place ("so yeah" before "so").
 */
export function addPersonalFillers(
  words: readonly Word[],
  fillers: readonly Filler[],
  phrases: readonly string[],
): Filler[] {
  const patterns = [...new Set(phrases.map(normalisePhrase))]
    .map((p) => p.split(' ').filter(Boolean))
    .filter((p) => p.length > 0)
    .sort((a, b) => b.length - a.length);
  if (patterns.length === 0) return [...fillers];
  const taken = (start: number, end: number) =>
    fillers.some((f) => f.start < end - 0.001 && f.end > start + 0.001);
  const texts = words.map((w) => bare(w.word));
  const added: Filler[] = [];
  for (let i = 0; i < words.length;) {
    const hit = patterns.find((p) => p.every((part, k) => texts[i + k] === part));
    const first = words[i]!;
    const last = hit ? words[i + hit.length - 1] : undefined;
    if (hit && last && !taken(first.start, last.end)) {
      added.push({ word: hit.join(' '), type: 'personal', start: first.start, end: last.end });
      i += hit.length;
    } else {
      i += 1;
    }
  }
  return [...fillers, ...added].sort((a, b) => a.start - b.start);
}
