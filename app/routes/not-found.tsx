import { Link, useLocation } from 'react-router';
import { Compass, Home, LineChart } from 'lucide-react';
import { Button } from '../components/ui/button';

/** Any other path (spec 2): '404 Page Not Found', with ways back. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="py-16 text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-surface-muted text-muted-foreground">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mx-auto mt-2 max-w-sm break-words text-muted-foreground">
        There is no page at <code className="font-mono text-foreground">{pathname}</code>. It may
        have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/history">
            <LineChart aria-hidden="true" />
            See your Progress
          </Link>
        </Button>
      </div>
    </div>
  );
}
