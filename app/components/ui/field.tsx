import type { ComponentProps, InputHTMLAttributes, LabelHTMLAttributes } from 'react';
import { cn } from '@app/lib/cn';

const fieldClasses =
  'w-full rounded-xl border border-border bg-surface px-3.5 text-base text-foreground placeholder:text-muted-foreground/80 transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-60';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1.5 block text-sm font-medium', className)} {...props} />;
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(fieldClasses, 'resize-none py-3 leading-relaxed', className)}
      {...props}
    />
  );
}
