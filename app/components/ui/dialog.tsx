import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@app/lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** Hide the corner close button (the dialog still closes on Escape). */
  hideClose?: boolean;
}

/** A modal dialog: overlay, focus trap, Escape to close, titled for screen readers. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  hideClose = false,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-overlay backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-dialog-in',
            'rounded-(--radius-card) border border-border bg-surface-raised p-6 text-foreground shadow-2xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="pr-8 text-xl font-semibold tracking-tight">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          {hideClose ? null : (
            <RadixDialog.Close
              className="absolute top-4 right-4 grid size-9 cursor-pointer place-items-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-foreground"
              aria-label="Close"
            >
              <X className="size-4" aria-hidden="true" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
