/*
 * Requests the first-paint script starts while the page is still parsing,
 * before the app's JavaScript has arrived, and the app picks up by path: on a
 * phone the session check and the first screen's data then cost no round trip
 * after the bundle. Each answer is used once; a failed or refused one is asked
 * again by the app's own request layer (retries, errors and all).
 */

const KEY = '__podiumEarlyResponses';

type Registry = Record<string, Promise<Response> | undefined>;

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { [KEY]?: Registry };
  return (scope[KEY] ??= {});
}

/**
 * Starts a GET of `path` with the cookie and the given headers; the app takes
 * its answer. Whoever else reads the answer must clone it in a callback added
 * at once (before the app's), as the first-paint script does for the prompt.
 */
export function startEarlyRequest(
  path: string,
  headers: Record<string, string>,
): Promise<Response> {
  const response = fetch(path, { credentials: 'include', headers });
  registry()[path] = response;
  return response;
}

/** The JSON of an early answer to `path`, once; undefined when there is none or it failed. */
export async function takeEarlyJson<T>(path: string): Promise<T | undefined> {
  const pending = registry()[path];
  if (!pending) return undefined;
  delete registry()[path];
  try {
    const response = await pending;
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** A query function that uses the early answer to `path` when there is one. */
export function preferEarly<T, C>(
  path: string,
  queryFn: (context: C) => T | Promise<T>,
): (context: C) => Promise<T> {
  return async (context) => (await takeEarlyJson<T>(path)) ?? queryFn(context);
}
