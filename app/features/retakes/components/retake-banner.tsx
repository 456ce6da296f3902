import { Repeat, X } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import type { RetakeTarget } from '../hooks/use-retake-target';

/**
 * Home, while recording a retake: the prompt of the earlier speech in place of
 * the topic choice, and a way back to a new topic.
 */
export function RetakeBanner({ target }: { target: RetakeTarget }) {
  return (
    <Card aria-labelledby="retake-title" className="border-primary/40">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="retake-title"
            className="flex items-center gap-2 text-sm font-semibold text-primary-strong"
          >
            <Repeat className="size-4" aria-hidden="true" />
            Trying this prompt again
          </h2>
          <p className="mt-2 text-lg font-semibold text-balance break-words">
            {target.topic ?? 'Loading the prompt...'}
          </p>
          {target.speech ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Your retake will be compared with &ldquo;{target.speech.title}&rdquo;.
            </p>
          ) : null}
        </div>
        <Button variant="ghost" size="sm" onClick={target.cancel}>
          <X aria-hidden="true" />
          New topic
        </Button>
      </div>
    </Card>
  );
}
