import { Link, useLocation } from 'react-router';
import { BarChart3, Home, Settings } from 'lucide-react';
import { cn } from '@app/lib/cn';
import { preloadPage } from '@app/lib/lazy-page';

const tabs = [
  {
    to: '/',
    label: 'Home',
    Icon: Home,
    matches: (path: string) => path === '/' || path === '/home',
  },
  {
    to: '/history',
    label: 'Progress',
    Icon: BarChart3,
    matches: (path: string) => path.startsWith('/history'),
  },
  {
    to: '/settings',
    label: 'Settings',
    Icon: Settings,
    matches: (path: string) => path.startsWith('/settings'),
  },
] as const;

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border/70 bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <ul className="mx-auto grid h-16 max-w-2xl grid-cols-3 px-2">
        {tabs.map(({ to, label, Icon, matches }) => {
          const active = matches(pathname);
          return (
            <li key={to} className="flex">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                // Fetch the screen's code as soon as the speaker reaches for it.
                onPointerEnter={() => preloadPage(to)}
                onFocus={() => preloadPage(to)}
                onTouchStart={() => preloadPage(to)}
                className={cn(
                  'group flex flex-1 flex-col items-center justify-center gap-1 rounded-xl text-xs font-medium transition-colors',
                  active ? 'text-primary-strong' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'grid h-7 w-12 place-items-center rounded-full transition-colors',
                    active && 'bg-primary-soft',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
