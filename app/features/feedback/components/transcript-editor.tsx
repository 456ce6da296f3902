import { useEffect, useId, useRef, useState } from 'react';
import { TRANSCRIPT_EDIT } from '@common/constants';
import { Button } from '@app/components/ui/button';
import { Label, Textarea } from '@app/components/ui/field';
import { getErrorMessage } from '@app/lib/api-client';
import { useUpdateTranscript } from '@app/features/speeches/public';

/**
 * The transcript as a text field the speaker can correct (or fill in when
 * recognition failed). Saving sends it to the server, which aligns the words
 * to the recording and measures everything again; the page then shows the new
 * metrics.
 */
export function TranscriptEditor({
  speechId,
  initialText,
  submitLabel = 'Save and re-measure',
  onDone,
  onCancel,
}: {
  speechId: number;
  initialText: string;
  submitLabel?: string;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initialText);
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const update = useUpdateTranscript(speechId);
  const tooLong = text.trim().length > TRANSCRIPT_EDIT.maxChars;
  const unchanged = text.trim() === initialText.trim();

  useEffect(() => {
    field.current?.focus();
  }, []);

  return (
    <form
      className="mt-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel && !update.isPending) onCancel();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() === '' || tooLong || update.isPending) return;
        update.mutate(text.trim(), { onSuccess: () => onDone?.() });
      }}
    >
      <Label htmlFor={fieldId}>Transcript</Label>
      <Textarea
        id={fieldId}
        ref={field}
        rows={8}
        value={text}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        disabled={update.isPending}
        onChange={(event) => setText(event.target.value)}
        placeholder="What did you say?"
      />
      <p id={hintId} className="mt-1 text-xs text-muted-foreground">
        {tooLong
          ? `Too long: at most ${TRANSCRIPT_EDIT.maxChars.toLocaleString('en-US')} characters.`
          : 'Fix any word we misheard. Your words are matched to the recording and every metric is measured again.'}
      </p>
      {update.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {getErrorMessage(update.error)}
        </p>
      ) : null}
      {update.isPending ? (
        <p role="status" className="mt-2 text-sm text-muted-foreground">
          Matching your words to the recording and measuring again…
        </p>
      ) : null}
      <div className="mt-3 flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="secondary"
          disabled={
            text.trim() === '' || tooLong || update.isPending || (unchanged && initialText !== '')
          }
        >
          {update.isPending ? 'Measuring…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
