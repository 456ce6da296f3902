import { useState } from 'react';
import type { RecordingAllowance } from '@common/contract/speech';
import { Button } from '@app/components/ui/button';
import { cn } from '@app/lib/cn';
import { SignUpDialog } from '@app/features/auth/public';

/**
 * A guest's recordings left, on Home before they record (ADR 10): the spec's
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
  const signUp = (text: string) => (
    <Button variant="link" className="text-sm" onClick={() => setSignUpOpen(true)}>
      {text}
    </Button>
  );

  return (
    <>
      {remaining > 0 ? (
        <p className={cn('text-sm text-muted-foreground', className)}>
          <span className="font-medium text-foreground">
            {remaining} of {limit} free {limit === 1 ? 'recording' : 'recordings'} left.
          </span>{' '}
          {signUp('Create a free account')} for unlimited recordings.
        </p>
      ) : (
        <p className={cn('text-sm text-muted-foreground', className)}>
          <span className="font-medium text-warning">No free recordings left.</span> New ones stay
          on this device until you {signUp('create a free account')}, then they upload to it.
        </p>
      )}
      <SignUpDialog open={signUpOpen} onOpenChange={setSignUpOpen} />
    </>
  );
}
