import { AudioWaveform, Volume2, Waves } from 'lucide-react';
import type { RecordingConditions } from '@common/contract/analysis';
import { recordingNotes, type RecordingNote } from '@common/measures/recording-notes';

const icons: Record<RecordingNote['kind'], typeof Waves> = {
  hum: AudioWaveform,
  clipped: Volume2,
  noisy: Waves,
};

/**
 * How the recording sounded, under its player: hum taken out, clipping, a loud room. Nothing when
 * it sounded fine, so the notes mean something when they appear.
 */
export function RecordingNotes({ conditions }: { conditions: RecordingConditions | undefined }) {
  const notes = recordingNotes(conditions);
  if (notes.length === 0) return null;
  return (
    <ul aria-label="About this recording" className="mt-4 space-y-2">
      {notes.map((note) => {
        const Icon = icons[note.kind];
        return (
          <li
            key={note.kind}
            className="flex items-start gap-2 rounded-xl bg-surface-muted px-3.5 py-2.5 text-sm text-muted-foreground"
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-foreground">{note.title}</span>
              <span className="block">{note.text}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
