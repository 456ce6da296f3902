import type { ComponentProps } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { cn } from '@app/lib/cn';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;

/** A small floating panel: Escape and an outside click close it, focus returns to the trigger. */
export function PopoverContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        collisionPadding={12}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-2rem)] animate-fade-in rounded-xl border border-border bg-surface-raised p-4 text-sm text-foreground shadow-xl',
          'focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
