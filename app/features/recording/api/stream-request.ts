import { ApiError, getIdentityHeaders } from '@app/lib/api-client';

/**
 * One request of a streamed recording (issue 12): fetch, not the request layer, because the
 * stream decides itself when to retry (a piece is resent until acknowledged, then the recording
 * is uploaded whole), and a retry inside the request layer would hold the next piece back.
 * Throws ApiError for an answer that is not OK, TypeError when the network fails.
 */
export async function streamRequest<T>(
  method: string,
  path: string,
  body?: { json: unknown } | { bytes: Blob },
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...getIdentityHeaders() };
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers['Content-Type'] = 'application/octet-stream';
    payload = body.bytes;
  }
  const res = await fetch(path, { method, credentials: 'include', headers, body: payload, signal });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the message.
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsed);
  return parsed as T;
}
