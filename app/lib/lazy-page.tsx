import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { Spinner } from '../components/ui/spinner';

const preloaders = new Map<string, () => Promise<unknown>>();

/**
 * A screen whose code loads on first visit, behind a light spinner. The chunk
 * can be fetched ahead with preloadPage (the bottom navigation does on hover,
 * focus or touch, main.tsx for the first screen), so a tab opens without the
 * spinner: once loaded, the screen renders directly, without suspending.
 */
export function lazyPage<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  exportName: keyof M & string,
) {
  let promise: Promise<M> | undefined;
  let Loaded: ComponentType | undefined;
  const loadOnce = () =>
    (promise ??= load().then((module) => {
      Loaded = module[exportName] as ComponentType;
      return module;
    }));
  preloaders.set(path, loadOnce);
  const Lazy = lazy(async () => ({
    default: (await loadOnce())[exportName] as ComponentType,
  }));
  function Page() {
    // Chosen once per mount: switching between the two later would remount the screen.
    const [Direct] = useState(() => Loaded);
    if (Direct) return <Direct />;
    return (
      <Suspense
        fallback={
          <div className="grid min-h-64 place-items-center">
            <Spinner label="Loading" />
          </div>
        }
      >
        <Lazy />
      </Suspense>
    );
  }
  return <Page />;
}

/** Starts loading the screen at `path` (a route path such as '/history'); harmless to repeat. */
export function preloadPage(path: string): Promise<void> {
  return Promise.resolve(preloaders.get(path)?.())
    .then(() => undefined)
    .catch(() => {
      // A failed preload is retried by the real navigation.
    });
}
