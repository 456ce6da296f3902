import { useId, useState } from 'react';
import { Badge } from '@app/components/ui/badge';
import { Button } from '@app/components/ui/button';
import { Label, Textarea } from '@app/components/ui/field';
import { paceBand } from '@common/measures/bands';

/**
 * Without a transcription the speaker can type what they said (spec 4); the pace
 * is then worked out from the text and the recording's length.
 */
export function ManualTranscript({ durationSec }: { durationSec: number }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const fieldId = useId();

  const wordCount = submitted ? submitted.split(/\s+/).filter(Boolean).length : 0;
  const wpm = durationSec > 0 ? Math.round(wordCount / (durationSec / 60)) : 0;
  const band = paceBand(wpm);

  return (
    <div className="mt-6 border-t border-border pt-5 text-left">
      <h3 className="font-semibold">Enter the transcript yourself</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Type or paste what you said and we will work out your pace.
      </p>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '') setSubmitted(text.trim());
        }}
      >
        <Label htmlFor={fieldId}>Transcript</Label>
        <Textarea
          id={fieldId}
          rows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What did you say?"
        />
        <div className="mt-3 flex justify-end">
          <Button type="submit" variant="secondary" disabled={text.trim() === ''}>
            Work out my pace
          </Button>
        </div>
      </form>
      {submitted ? (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm" role="status">
          {wordCount} words in {Math.round(durationSec)} s: <strong>{wpm} words per minute</strong>
          <Badge tone={band.tone}>{band.label}</Badge>
        </p>
      ) : null}
    </div>
  );
}
