import type { CoachBreakdown, PageScores, ScoreExplanations } from '@common/contract/feedback';
import type { SpeechFacts } from './facts';
import type { Finding } from './findings';
import { cleanestSentence } from './findings';
import { clock, listJoin, plural, quote } from './format';

function grammarPhrase(f: SpeechFacts): string {
  if (f.grammarScore === null && f.grammarIssues.length === 0) return 'grammar not yet checked';
  const slips =
    f.grammarIssues.length === 0
      ? 'no grammar slips'
      : plural(f.grammarIssues.length, 'grammar slip');
  const grammar = f.measures.grammar;
  return grammar
    ? `${slips}, a grammar score of ${grammar.score}/100 (${grammar.band.label})`
    : slips;
}

/** "8 filler words (Moderate), 1.3 per 100 words": the page's count, band and rate. */
function fillerPhrase(f: SpeechFacts): string {
  const { count, band, per100Words } = f.measures.fillers;
  if (count === 0) return `no filler words (${band.label})`;
  const rate = per100Words !== null ? `, ${per100Words.toFixed(1)} per 100 words` : '';
  return `${plural(count, 'filler word')} (${band.label}${rate})`;
}

/** What each page score measured, in this speech's numbers. */
export function explainScores(f: SpeechFacts, page: PageScores): ScoreExplanations {
  const articulation =
    f.recognizerConfidence === null
      ? ''
      : f.recognizerConfidence >= 0.8
        ? ', and your words came through clearly'
        : f.recognizerConfidence >= 0.65
          ? ', and most words came through clearly'
          : ', and many words were hard to make out';
  const sentenceCount = f.sentences.filter((s) => s.wordCount >= 3).length;
  const signposts = f.signposts.length
    ? `signposts such as ${listJoin(f.signposts.slice(0, 3).map((s) => `"${s}"`))}`
    : 'no signposts such as "first" or "finally"';
  const hedges = f.hedgeCount ? plural(f.hedgeCount, 'hedge') : 'no hedges';
  const long = f.longPauses.length
    ? `${plural(f.longPauses.length, 'silence')} over 2.5 seconds`
    : 'no long silences';
  const confidence = f.measures.confidence;
  const measured =
    confidence === null
      ? ''
      : ` the measured confidence of your voice (${confidence.percent}%, ${confidence.band.label}) with`;
  const variety =
    f.vocabularyRichness === null
      ? ''
      : `, and ${Math.round(f.vocabularyRichness * 100)}% of your content words were different`;
  return {
    clarityExplanation: `Clarity ${page.clarity}/10 measures how easily listeners catch your words: ${fillerPhrase(f)}, ${grammarPhrase(f)}${articulation}.`,
    structureExplanation: `Structure ${page.structure}/10 looks at how the speech is built: ${plural(sentenceCount, 'sentence')} averaging ${Math.round(f.avgSentenceWords)} words, ${plural(f.runOns.length, 'run-on sentence')}, and ${signposts}${f.isShort ? '. Under a minute leaves little room for structure, so it is capped at 6' : ''}.`,
    confidenceExplanation: `Confidence ${page.confidence}/10 combines${measured} how directly you spoke: ${hedges} and ${long}.`,
    languageExplanation: `Language ${page.language}/10 reflects grammar: ${grammarPhrase(f)}; precision: ${plural(f.weakCount, 'vague word')} such as "very" or "thing"${variety}.`,
  };
}

function sentencesFor(areas: Finding[], strengths: Finding[], keys: string[]): string[] {
  const good = strengths.filter((s) => keys.includes(s.key)).map((s) => s.text);
  const bad = areas.filter((a) => keys.includes(a.key)).map((a) => a.text);
  return [...good.slice(0, 1), ...bad.slice(0, 2)];
}

/** The feedback card's Coach Breakdown: one short paragraph per heading. */
export function coachBreakdown(
  f: SpeechFacts,
  areas: Finding[],
  strengths: Finding[],
): CoachBreakdown {
  const join = (parts: string[], fallback: string) => (parts.length ? parts.join(' ') : fallback);
  const best = cleanestSentence(f);
  const pace =
    f.measures.pace === null
      ? ''
      : `You spoke at ${f.measures.pace.wpm} words per minute (${f.measures.pace.band.label}) with ${plural(f.pauseCount, 'pause')}.`;
  return {
    structureAndFlow: join(
      sentencesFor(areas, strengths, [
        'strong-opening',
        'signposts',
        'clean-close',
        'run-ons',
        'short',
        'no-signposts',
        'weak-close',
      ]),
      `Your ${f.sentences.length} sentences averaged ${Math.round(f.avgSentenceWords)} words, a length listeners can follow.`,
    ),
    vocalDelivery: join(
      [
        pace,
        ...sentencesFor(areas, strengths, [
          'expressive',
          'steady-volume',
          'good-pauses',
          'pace-good',
          'pace-fast',
          'pace-slow',
          'monotone',
          'volume',
          'pauses-mid',
          'pace-uneven',
        ]),
      ].filter(Boolean),
      'Your voice carried the speech steadily.',
    ),
    messageImpact: join(
      sentencesFor(areas, strengths, [
        'assertive',
        'best-sentence',
        'sustained',
        'hedges',
        'weak-opening',
        'pauses-long',
      ]),
      best
        ? `Your message landed hardest at ${clock(best.start)}: ${quote(
            best.tokens.map((t) => t.text),
            16,
          )}.`
        : 'Your message came through; a sharper opening and close would make it stick.',
    ),
    languageAndPrecision: join(
      sentencesFor(areas, strengths, [
        'clean-grammar',
        'vocabulary',
        'grammar',
        'weak-words',
        'repetitions',
        'overused',
        'fillers',
      ]),
      `Your wording was plain and clear, with ${grammarPhrase(f)}.`,
    ),
  };
}
