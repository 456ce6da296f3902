import { History } from 'lucide-react';
import { FEEDBACK_MESSAGES } from '@common/feedback/feedback-messages';

/**
 * 'Retrieved Existing Feedback' (spec 4) said on the page, under the overall
 * score, instead of in a toast: a toast on every revisit covered the metric
 * cards below it on a phone.
 */
export function CachedFeedbackNote() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl bg-surface-muted px-3.5 py-2.5 text-sm text-muted-foreground"
    >
      <History className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden="true" />
      <span>
        <span className="block font-semibold text-foreground">{FEEDBACK_MESSAGES.fromCache}</span>
        <span className="block">
          This is the feedback you got for this speech before. It does not count against your daily
          limit.
        </span>
      </span>
    </p>
  );
}
