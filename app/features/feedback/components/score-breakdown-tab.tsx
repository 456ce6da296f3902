import { AudioLines, ChartColumn, Gauge, ShieldCheck, SpellCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { PageScores, ScoreExplanations } from '@common/contract/feedback';
import { Badge } from '@app/components/ui/badge';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import type { SpeechDto } from '@common/contract/speech';
import { PACE_GOOD, scoreTone } from '@common/measures/bands';
import { formatScore } from '@common/measures/overall-score';
import type { CoachFeedbackState } from '../hooks/use-coach-feedback';
import type { CompleteAnalysis } from '../lib/analysis-page-state';
import { getPageMeasures } from '../lib/page-measures';
import { describePaceVariation } from '../lib/pace-chart';
import {
  CONFIDENCE_PARTS,
  describeIntonation,
  describeLoudness,
  describePitchRange,
} from '../lib/voice-findings';
import type { Finding } from '../lib/voice-findings';
import { FeedbackPending } from './feedback-status';
import { ScoreRow } from './score-row';

const PAGE_SCORES: Array<{
  key: keyof PageScores;
  label: string;
  explanation: keyof ScoreExplanations;
}> = [
  { key: 'clarity', label: 'Clarity', explanation: 'clarityExplanation' },
  { key: 'confidence', label: 'Confidence', explanation: 'confidenceExplanation' },
  { key: 'structure', label: 'Structure', explanation: 'structureExplanation' },
  { key: 'language', label: 'Language', explanation: 'languageExplanation' },
];

const percentTone = (value: number) => scoreTone(value / 10);

function Section({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id} className="flex items-center gap-2">
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        {title}
      </CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function FindingRow({ finding }: { finding: Finding }) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{finding.label}</span>
        <span className="flex items-center gap-2">
          {finding.value ? (
            <span className="text-sm text-muted-foreground tabular-nums">{finding.value}</span>
          ) : null}
          <Badge tone={finding.tone}>{finding.verdict}</Badge>
        </span>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{finding.text}</p>
    </li>
  );
}

interface ScoreBreakdownTabProps {
  speech: Pick<SpeechDto, 'duration'>;
  analysis: CompleteAnalysis;
  feedback: CoachFeedbackState;
  onRetry: () => void;
}

/** Score Breakdown: the coach's four scores, then what was measured, in plain words. */
export function ScoreBreakdownTab({ speech, analysis, feedback, onRetry }: ScoreBreakdownTabProps) {
  const details = analysis.details;
  const measures = getPageMeasures(speech, analysis);
  const confidence = measures.confidence?.percent ?? 0;
  const confidenceBand = measures.confidence?.band;
  const wpm = measures.pace?.wpm ?? 0;
  const paceBand = measures.pace?.band;
  const variation = describePaceVariation(details?.paceVariation);
  const grammar = measures.grammar;
  const language = details?.language;
  const voice = details?.voice;
  const longestPause = details?.longestPauseSec ?? 0;

  return (
    <div className="space-y-4">
      {feedback.status === 'success' ? (
        <Section
          id="page-scores-title"
          icon={ChartColumn}
          title="Your scores"
          description="Each out of 10, from your coach."
        >
          <ul className="divide-y divide-border">
            {PAGE_SCORES.map(({ key, label, explanation }) => {
              const score = feedback.data.scores[key];
              return (
                <ScoreRow
                  key={key}
                  label={label}
                  value={formatScore(score)}
                  outOf="/10"
                  percent={score * 10}
                  tone={scoreTone(score)}
                >
                  {feedback.data.metrics[explanation]}
                </ScoreRow>
              );
            })}
          </ul>
        </Section>
      ) : (
        <FeedbackPending state={feedback} onRetry={onRetry} compact />
      )}

      <Section
        id="confidence-title"
        icon={ShieldCheck}
        title="Confidence"
        description="How sure you sounded, measured from the recording."
      >
        <div className="flex items-center justify-between gap-3">
          <p className="text-3xl font-bold tabular-nums">{confidence}%</p>
          {confidenceBand ? <Badge tone={confidenceBand.tone}>{confidenceBand.label}</Badge> : null}
        </div>
        {details?.confidenceBreakdown ? (
          <ul
            className="mt-4 divide-y divide-border"
            aria-label="What the confidence score is made of"
          >
            {CONFIDENCE_PARTS.map(({ key, label, hint }) => {
              const value = Math.round(details.confidenceBreakdown?.[key] ?? 0);
              return (
                <ScoreRow
                  key={key}
                  label={label}
                  value={String(value)}
                  outOf="/100"
                  percent={value}
                  tone={percentTone(value)}
                >
                  {hint}
                </ScoreRow>
              );
            })}
          </ul>
        ) : null}
      </Section>

      <Section id="pace-title" icon={Gauge} title="Pace and pauses">
        <ul className="divide-y divide-border">
          <li className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">Speaking rate</span>
              <span className="flex items-center gap-2">
                <span className="text-sm text-muted-foreground tabular-nums">{wpm} WPM</span>
                {paceBand ? <Badge tone={paceBand.tone}>{paceBand.label}</Badge> : null}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {PACE_GOOD.min}-{PACE_GOOD.max} words per minute is easy to follow.
              {variation ? ` ${variation}` : ''}
            </p>
          </li>
          <li className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">Pauses</span>
              <span className="text-sm text-muted-foreground tabular-nums">
                {analysis.pauses} of 0.5 s or more
              </span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {analysis.pauses > 0
                ? `The longest lasted ${longestPause.toFixed(1)} s. A short pause after a key point lets it land.`
                : 'You did not pause. A short pause after a key point lets it land.'}
            </p>
          </li>
        </ul>
      </Section>

      {voice ? (
        <Section
          id="voice-title"
          icon={AudioLines}
          title="Voice"
          description="Pitch and volume, measured from the audio."
        >
          <ul className="divide-y divide-border">
            <FindingRow finding={describePitchRange(voice.pitchRangeSemitones)} />
            <FindingRow finding={describeIntonation(voice)} />
            <FindingRow finding={describeLoudness(voice.loudnessSteadiness)} />
          </ul>
        </Section>
      ) : null}

      <Section id="language-title" icon={SpellCheck} title="Language">
        {grammar === null && !language ? (
          <p className="text-sm text-muted-foreground">Grammar was not checked for this speech.</p>
        ) : (
          <ul className="divide-y divide-border">
            {grammar !== null ? (
              <ScoreRow
                label="Grammar"
                value={String(grammar.score)}
                outOf="/100"
                percent={grammar.score}
                tone={grammar.band.tone}
                verdict={grammar.band.label}
              >
                {language
                  ? `${language.grammarIssues.length} issue${language.grammarIssues.length === 1 ? '' : 's'} found, ${language.issuesPer100Words.toFixed(1)} per 100 words. Underlined in the transcript.`
                  : null}
              </ScoreRow>
            ) : null}
            {language ? (
              <li className="py-3 first:pt-0 last:pb-0 text-sm text-muted-foreground">
                {language.hedges.length + language.weakWords.length + language.repetitions.length >
                0
                  ? 'Hedges, weak words and repetitions are listed under Filler Words & Verbal Tics.'
                  : 'No hedges, weak words or repeated words: your wording was direct.'}
              </li>
            ) : null}
          </ul>
        )}
      </Section>
    </div>
  );
}
