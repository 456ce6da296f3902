import type { HeardWord } from '@server/speech/transcriber';
import { bareWord, contextLog10 } from './context-score';
import { type NgramModel, wordId } from './ngram-model.mjs';
import type { LengthJudge } from './second-reading';
import { PLAIN_THEN_MARKS, SOUND_ALIKE_MARGIN_LOG10 } from './sound-alikes';

/** Words of context the trigram reads on each side: two. */
const CONTEXT = 2;

/**
 * The word language model as the judge of a stretch two readings wrote with different numbers of
 * words (combineReadings): the readings' sums' choice is taken where its words are all plain words
 * the model knows and the model, with two words either side, finds it as much likelier as it must
 * find a word joined from two that sound like it (SOUND_ALIKE_MARGIN_LOG10, ADR 94). A word the
 * model does not know adds nothing to a score, so the choice's words must all be known: a
 * hyphenated string or a number would otherwise win for free (ADR 98).
 */
export function languageModelJudge(model: NgramModel): LengthJudge {
  const known = (w: HeardWord) =>
    PLAIN_THEN_MARKS.test(w.text) && wordId(model, bareWord(w.text)) !== undefined;
  const bare = (ws: readonly HeardWord[]) => ws.map((w) => bareWord(w.text));
  return ({ taken, other, before, after }) => {
    if (!taken.every(known)) return false;
    const context = bare(before.slice(-CONTEXT));
    const following = bare(after.slice(0, CONTEXT));
    const gain =
      contextLog10(model, context, [...bare(taken), ...following]) -
      contextLog10(model, context, [...bare(other), ...following]);
    return gain >= SOUND_ALIKE_MARGIN_LOG10;
  };
}
