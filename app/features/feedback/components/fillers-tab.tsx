import { useId } from 'react';
import { MessageCircleWarning, Repeat, ShieldQuestion, Waves } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CountedPhrase } from '@common/contract/analysis';
import type { SpeechDto } from '@common/contract/speech';
import { describeFillerRate } from '@common/measures/speech-measures';
import { mentionsTopic, speechTopic, topicStems } from '@common/measures/topic';
import { Badge } from '@app/components/ui/badge';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { formatDuration } from '@app/lib/format';
import type { CompleteAnalysis } from '../lib/analysis-page-state';
import { getTimelinePosition, groupFillers } from '../lib/filler-timeline';
import { getPageMeasures } from '../lib/page-measures';

/** The moments along the recording, as ticks on a line. The times are also said in words. */
function Timeline({
  times,
  durationSec,
  className = 'bg-warning',
}: {
  times: number[];
  durationSec: number;
  className?: string;
}) {
  return (
    <div className="relative h-3 rounded-full bg-surface-muted" aria-hidden="true">
      {times.map((time, index) => (
        <span
          key={`${time}-${index}`}
          className={`absolute top-1/2 h-3 w-1 -translate-x-1/2 -translate-y-1/2 rounded-full ${className}`}
          style={{ left: `${getTimelinePosition(time, durationSec)}%` }}
        />
      ))}
    </div>
  );
}

const listTimes = (times: number[]) => times.map((time) => formatDuration(time)).join(', ');

function PhraseList({
  title,
  description,
  icon: Icon,
  phrases,
  empty,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  phrases: CountedPhrase[];
  empty: string;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id} className="flex items-center gap-2">
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        {title}
      </CardTitle>
      <CardDescription>{description}</CardDescription>
      {phrases.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {phrases.map((phrase, index) => (
            <li
              key={`${phrase.text}-${index}`}
              className="flex items-center gap-2 rounded-full border border-border bg-surface-muted py-1 pr-1 pl-3 text-sm"
              title={phrase.times.length > 0 ? `At ${listTimes(phrase.times)}` : undefined}
            >
              <span className="font-medium">&ldquo;{phrase.text}&rdquo;</span>
              <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold tabular-nums">
                {phrase.count}&times;
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Filler Words & Verbal Tics: each filler with where it happened, then repetitions, hedges and weak words. */
export function FillersTab({
  speech,
  analysis,
}: {
  speech: Pick<SpeechDto, 'duration' | 'title' | 'prompt'>;
  analysis: CompleteAnalysis;
}) {
  const details = analysis.details;
  const measures = getPageMeasures(speech, analysis);
  const durationSec = measures.duration.seconds;
  const groups = groupFillers(details?.fillers, analysis.fillerWordsList);
  const { band } = measures.fillers;
  const allTimes = groups.flatMap((group) => group.times);
  const language = details?.language;
  // The topic's own words come back by design: the coach does not count them as overused either.
  const topic = topicStems(speechTopic(speech));
  const overused = language?.overused.filter((phrase) => !mentionsTopic(phrase.text, topic)) ?? [];

  return (
    <div className="space-y-4">
      <Card aria-labelledby="filler-words-title">
        <div className="flex items-start justify-between gap-3">
          <div>
            <CardTitle id="filler-words-title" className="flex items-center gap-2">
              <MessageCircleWarning className="size-5 text-muted-foreground" aria-hidden="true" />
              Filler words
            </CardTitle>
            <CardDescription>
              {describeFillerRate(measures.fillers, details?.wordCount ?? 0)}
            </CardDescription>
          </div>
          <div className="text-right">
            <p className="text-3xl font-bold tabular-nums">{measures.fillers.count}</p>
            <Badge tone={band.tone}>{band.label}</Badge>
          </div>
        </div>

        {groups.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">
            No filler words detected. Clean delivery!
          </p>
        ) : (
          <>
            {allTimes.length > 0 ? (
              <div className="mt-5">
                <p className="mb-2 text-xs font-medium text-muted-foreground">Across your speech</p>
                <Timeline times={allTimes} durationSec={durationSec} />
                <p
                  className="mt-1 flex justify-between text-[0.6875rem] text-muted-foreground tabular-nums"
                  aria-hidden="true"
                >
                  <span>0:00</span>
                  <span>{measures.duration.text}</span>
                </p>
              </div>
            ) : null}
            <ul className="mt-4 divide-y divide-border" aria-label="Filler word counts">
              {groups.map((group) => (
                <li key={group.word} className="py-3 first:pt-0 last:pb-0">
                  <div className="flex items-center justify-between gap-3">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">&ldquo;{group.word}&rdquo;</span>
                      {group.own ? (
                        <Badge tone="primary" title="From your filler words in Settings">
                          Your filler
                        </Badge>
                      ) : null}
                    </span>
                    <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning tabular-nums">
                      {group.count}&times;
                    </span>
                  </div>
                  {group.times.length > 0 ? (
                    <>
                      <div className="mt-2">
                        <Timeline times={group.times} durationSec={durationSec} />
                      </div>
                      <p className="mt-1.5 text-xs text-muted-foreground tabular-nums">
                        At {listTimes(group.times)}
                      </p>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>

      {language ? (
        <>
          <PhraseList
            title="Repetitions"
            description="Words said twice in a row, often while finding the next thought."
            icon={Repeat}
            phrases={language.repetitions}
            empty="No stumbles: you never repeated a word by accident."
          />
          <PhraseList
            title="Hedges"
            description="Phrases that soften your point. Cut them and you sound surer."
            icon={ShieldQuestion}
            phrases={language.hedges}
            empty="No hedges: you said what you meant."
          />
          <PhraseList
            title="Weak and overused words"
            description="Vague words, and words used more often than the speech needs."
            icon={Waves}
            phrases={[...language.weakWords, ...overused]}
            empty="Your word choice was precise and varied."
          />
        </>
      ) : null}
    </div>
  );
}
