import { GitCompareArrows, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import type { SpeechDto } from '@common/contract/speech';
import { Button } from '@app/components/ui/button';
import { useCurrentUser } from '@app/features/auth/public';
import { useUserSpeeches } from '@app/features/speeches/public';
import { retakePath } from '../hooks/use-retake-target';
import { retakeLinksOf } from '../lib/retake-links';

/**
 * On the analysis page: record the same prompt again, and open the comparison
 * with the earlier attempt or with the retake, when there is one.
 */
export function RetakeLinks({ speech }: { speech: SpeechDto }) {
  const user = useCurrentUser();
  const speeches = useUserSpeeches(user?.id).data ?? [];
  const links = retakeLinksOf(speech, speeches);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <Button asChild size="sm">
        <Link to={retakePath(speech.id)}>
          <Repeat aria-hidden="true" />
          Try this prompt again
        </Link>
      </Button>
      {links.earlier ? (
        <Button asChild variant="outline" size="sm">
          <Link to={links.earlier}>
            <GitCompareArrows aria-hidden="true" />
            Compare with your earlier attempt
          </Link>
        </Button>
      ) : null}
      {links.later ? (
        <Button asChild variant="outline" size="sm">
          <Link to={links.later}>
            <GitCompareArrows aria-hidden="true" />
            Compare with your retake
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
