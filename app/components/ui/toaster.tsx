import { Toast } from 'radix-ui';
import { AlertCircle, CheckCircle2, Info, TriangleAlert, X } from 'lucide-react';
import { TOASTS } from '@common/constants';
import { cn } from '@app/lib/cn';
import { dismissToast, useToasts } from '@app/lib/toast';
import type { ToastItem, ToastVariant } from '@app/lib/toast';

const icons: Record<ToastVariant, typeof Info> = {
  default: Info,
  success: CheckCircle2,
  destructive: AlertCircle,
  warning: TriangleAlert,
};

const iconTones: Record<ToastVariant, string> = {
  default: 'text-primary-strong',
  success: 'text-accent',
  destructive: 'text-danger',
  warning: 'text-warning',
};

function ToastCard({ item }: { item: ToastItem }) {
  const variant = item.variant ?? 'default';
  const Icon = icons[variant];
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'toast-root pointer-events-auto relative flex w-full gap-3 rounded-2xl border bg-surface-raised p-4 pr-10 text-foreground shadow-2xl',
        'data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in',
        variant === 'destructive' ? 'border-danger/40' : 'border-border',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconTones[variant])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {item.title ? (
          <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
        ) : null}
        {item.description ? (
          <Toast.Description className="mt-0.5 text-sm text-muted-foreground">
            {item.description}
          </Toast.Description>
        ) : null}
        {item.progress !== undefined ? (
          <div
            className="mt-3 h-1.5 overflow-hidden rounded-full bg-surface-muted"
            role="progressbar"
            aria-label={item.title ?? 'Progress'}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(item.progress)}
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-200"
              style={{ width: `${Math.min(Math.max(item.progress, 0), 100)}%` }}
            />
          </div>
        ) : null}
        {item.actions && item.actions.length > 0 ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {item.actions.map((action, index) => (
              <Toast.Action
                key={action.label}
                altText={action.altText ?? action.label}
                onClick={action.onClick}
                className={cn(
                  'inline-flex h-8 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold',
                  index === 0
                    ? 'bg-primary text-primary-foreground hover:bg-primary-hover'
                    : 'border border-border hover:bg-surface-muted',
                )}
              >
                {action.label}
              </Toast.Action>
            ))}
          </div>
        ) : null}
      </div>
      <Toast.Close
        aria-label="Dismiss notification"
        className="absolute top-3 right-3 grid size-7 cursor-pointer place-items-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  );
}

/** Renders the toasts of lib/toast (spec 9: one at a time, swipe right, F8). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      swipeDirection="right"
      swipeThreshold={TOASTS.swipeThreshold}
      duration={TOASTS.defaultMs}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      {/*
        Just under the header: on a phone the bottom of the screen holds what a
        toast must not cover (the recording controls, a dialog's buttons, the
        navigation). From 640 px they sit in the top-right corner, beside the
        centred column rather than over it.
      */}
      <Toast.Viewport
        hotkey={[TOASTS.hotkey]}
        className="fixed inset-x-0 top-[calc(4.5rem+env(safe-area-inset-top))] z-[60] mx-auto flex w-full max-w-md flex-col gap-2 px-4 outline-none sm:right-4 sm:left-auto sm:mx-0 sm:max-w-sm sm:px-0"
      />
    </Toast.Provider>
  );
}
