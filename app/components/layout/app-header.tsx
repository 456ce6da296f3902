import { Link } from 'react-router';
import { ArrowLeft, Moon, Sun } from 'lucide-react';
import { PRODUCT_NAME } from '@common/constants';
import { useTheme } from '@app/lib/theme';
import { useGoBack } from '@app/lib/use-go-back';
import { LogoMark } from '../brand/logo';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useRouteHandle } from './route-handle';

/**
 * `checking`: the session check is still running. Only the screens painted
 * before the app loads (app/first-paint) show it; the app itself shows a
 * full-screen spinner then (spec 2, the shell's first state).
 */
export function AppHeader({ checking = false }: { checking?: boolean }) {
  const { back, title } = useRouteHandle();
  const goBack = useGoBack();
  const { isDark, toggle } = useTheme();

  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-2xl items-center justify-between gap-3 px-4">
        {back ? (
          <div className="flex min-w-0 items-center gap-2">
            <Button variant="ghost" size="icon" onClick={goBack} aria-label="Go back">
              <ArrowLeft aria-hidden="true" className="size-5!" />
            </Button>
            {title ? <h1 className="truncate text-lg font-semibold">{title}</h1> : null}
          </div>
        ) : (
          <Link
            to="/"
            className="flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight"
            aria-label={`${PRODUCT_NAME} home`}
          >
            <LogoMark className="size-9" />
            <span>{PRODUCT_NAME}</span>
          </Link>
        )}
        <div className="flex items-center gap-1">
          {checking ? <Spinner label="Checking your session" className="[&_svg]:size-5" /> : null}
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
            title={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
          >
            {isDark ? (
              <Sun aria-hidden="true" className="size-5!" />
            ) : (
              <Moon aria-hidden="true" className="size-5!" />
            )}
          </Button>
        </div>
      </div>
    </header>
  );
}
