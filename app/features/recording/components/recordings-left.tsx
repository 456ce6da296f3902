import { useState } from 'react';
import type { RecordingAllowance } from '@common/contract/speech';
import { Button } from '@app/components/ui/button';
import { cn } from '@app/lib/cn';
import { SignUpDialog } from '@app/features/auth/public';

/**
 * A guest's recordings left, on Home before they record (ADR 14): the spec's
 * app told them only after a refused upload. Accounts have no limit and see nothing.
 */
export function RecordingsLeft({
  allowance,
  className,
}: {
  allowance: RecordingAllowance | undefined;
  className?: string;
}) {
  const [signUpOpen, setSignUpOpen] = useState(false);
  if (!allowance || allowance.limit === null || allowance.remaining === null) return null;
  const { limit, remaining } = allowance;
  if (remaining > 0) {
    // A small pill beside the greeting: on a phone the record button must stay near the top.
    return (
      <p
        className={cn(
          'rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground',
          className,
        )}
      >
        {remaining} of {limit} free {limit === 1 ? 'recording' : 'recordings'} left
      </p>
    );
  }
  return (
    <>
      <p className={cn('basis-full text-sm text-muted-foreground', className)}>
        <span className="font-medium text-warning">No free recordings left.</span> New ones wait on
        this device until you{' '}
        <Button variant="link" className="text-sm" onClick={() => setSignUpOpen(true)}>
          create a free account
        </Button>
        , then upload to it.
      </p>
      <SignUpDialog open={signUpOpen} onOpenChange={setSignUpOpen} />
    </>
  );
}
