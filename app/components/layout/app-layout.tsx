import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

/** The main app frame: header, a centred column, bottom navigation. */
export function AppLayout({
  children,
  checking = false,
}: {
  children: ReactNode;
  /** The session check is running (the screens painted before the app loads). */
  checking?: boolean;
}) {
  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <AppHeader checking={checking} />
      <main
        id="main"
        className="mx-auto w-full max-w-2xl px-4 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))]"
      >
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
