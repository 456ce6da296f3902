import { vi } from 'vitest';

export type Reply =
  Response | { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: { url: string; init: RequestInit | undefined }) => Reply | Promise<Reply>;

export interface FetchMock {
  /** Answer `METHOD /path` (query string ignored unless the key has one). Later calls override. */
  on: (key: string, handler: Handler | Reply) => void;
  calls: { method: string; url: string; init: RequestInit | undefined }[];
  callsTo: (key: string) => { method: string; url: string; init: RequestInit | undefined }[];
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  const status = reply.status ?? 200;
  const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
  return new Response(status === 204 ? null : body, {
    status,
    headers: { 'Content-Type': 'application/json', ...reply.headers },
  });
}

function matches(key: string, method: string, url: string): boolean {
  const [keyMethod, keyPath = ''] = key.split(' ');
  if (keyMethod !== method) return false;
  return keyPath.includes('?') ? url === keyPath : url.split('?')[0] === keyPath;
}

/** A fetch stub answering by method and path; unknown requests fail loudly with 599. */
export function mockFetch(): FetchMock {
  const handlers: { key: string; handler: Handler }[] = [];
  const calls: FetchMock['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ method, url, init });
      const found = [...handlers].reverse().find((entry) => matches(entry.key, method, url));
      if (!found)
        return toResponse({ status: 599, body: { message: `Unmocked ${method} ${url}` } });
      return toResponse(await found.handler({ url, init }));
    }),
  );
  return {
    on: (key, handler) =>
      handlers.push({ key, handler: typeof handler === 'function' ? handler : () => handler }),
    calls,
    callsTo: (key) => calls.filter((call) => matches(key, call.method, call.url)),
  };
}
