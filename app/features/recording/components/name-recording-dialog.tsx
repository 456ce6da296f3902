import { useId } from 'react';
import { Clock } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { Dialog } from '@app/components/ui/dialog';
import { Input, Label } from '@app/components/ui/field';
import { formatDuration } from '@app/lib/format';

interface NameRecordingDialogProps {
  open: boolean;
  title: string;
  onTitleChange: (title: string) => void;
  durationSec: number;
  saving: boolean;
  onSave: () => void;
  /** Cancel or close: discards the recording. */
  onCancel: () => void;
}

export function NameRecordingDialog({
  open,
  title,
  onTitleChange,
  durationSec,
  saving,
  onSave,
  onCancel,
}: NameRecordingDialogProps) {
  const fieldId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onCancel();
      }}
      title="Name Your Recording"
      description="Enter a title for your speech recording"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) onSave();
        }}
      >
        <Label htmlFor={fieldId}>Speech Title</Label>
        <Input
          id={fieldId}
          value={title}
          maxLength={200}
          onChange={(event) => onTitleChange(event.target.value)}
          disabled={saving}
          autoComplete="off"
        />
        <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          Recording length:{' '}
          <span className="font-medium text-foreground tabular-nums">
            {formatDuration(durationSec)}
          </span>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save & Continue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
