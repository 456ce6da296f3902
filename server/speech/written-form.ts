import type { Word } from '@common/contract/analysis';
import type { RecognizedWord } from './transcriber';

/**
 * The contract's fields of each word after the hesitation stage: that stage
 * rebuilds its words from times and spelling, so the recognizer's writing
 * (`text`) and `lowConfidence` are put back on every word it kept as it was
 * (same spelling and times). A word it turned into a hesitation shows as the
 * hesitation; the engine-only fields (phones, aligned...) stay behind.
 */
export function keepWrittenForm(
  recognized: readonly RecognizedWord[],
  restored: readonly Word[],
): Word[] {
  const key = (w: Pick<Word, 'word' | 'start' | 'end'>) => `${w.word}|${w.start}|${w.end}`;
  const byKey = new Map(recognized.map((w) => [key(w), w]));
  return restored.map((w) => {
    const source = byKey.get(key(w));
    return {
      word: w.word,
      start: w.start,
      end: w.end,
      confidence: w.confidence,
      // The hesitation stage writes what it changed ("Come," found to be "um,").
      ...(w.text !== undefined
        ? { text: w.text }
        : source?.text !== undefined && { text: source.text }),
      // A word the hesitation stage split off keeps its doubt though no recognized word has its time.
      ...((source?.lowConfidence || w.lowConfidence) && { lowConfidence: true }),
    };
  });
}
