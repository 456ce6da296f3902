import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Spinner } from '../components/ui/spinner';

const preloaders = new Map<string, () => Promise<unknown>>();

/**
 * A screen whose code loads on first visit, behind a light spinner. The chunk
 * can be fetched ahead with preloadPage (the bottom navigation does on hover,
 * focus or touch), so a tab opens without the spinner.
 */
export function lazyPage<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  exportName: keyof M & string,
) {
  let promise: Promise<M> | undefined;
  const loadOnce = () => (promise ??= load());
  preloaders.set(path, loadOnce);
  const Page = lazy(async () => ({
    default: (await loadOnce())[exportName] as ComponentType,
  }));
  return (
    <Suspense
      fallback={
        <div className="grid min-h-64 place-items-center">
          <Spinner label="Loading" />
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}

/** Starts loading the screen at `path` (a route path such as '/history'); harmless to repeat. */
export function preloadPage(path: string): void {
  void preloaders
    .get(path)?.()
    .catch(() => {
      // A failed preload is retried by the real navigation.
    });
}
