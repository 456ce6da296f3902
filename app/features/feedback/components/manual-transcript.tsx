import { TranscriptEditor } from './transcript-editor';

/**
 * Without a transcription the speaker can type what they said (spec 4). It
 * takes the same path as a correction: the words are aligned to the recording,
 * so the typed transcript gets real timings and every metric, not only a pace
 * worked out from the length.
 */
export function ManualTranscript({ speechId }: { speechId: number }) {
  return (
    <div className="mt-6 border-t border-border pt-5 text-left">
      <h3 className="font-semibold">Enter the transcript yourself</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Type or paste what you said and we will match it to your recording and measure it.
      </p>
      <TranscriptEditor speechId={speechId} initialText="" submitLabel="Measure my speech" />
    </div>
  );
}
