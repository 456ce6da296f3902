import { describe, expect, it } from 'vitest';
import { allowedOrigins, checkOrigin } from './origins';

const allowed = new Set(['http://localhost:3000', 'https://podium.example.com']);

describe('origin check for state-changing requests', () => {
  it('lets reads through whatever their origin', () => {
    expect(checkOrigin({ method: 'GET', origin: 'https://evil.example' }, allowed).ok).toBe(true);
    expect(checkOrigin({ method: 'HEAD', origin: 'null' }, allowed).ok).toBe(true);
  });

  it('accepts POST, PATCH, PUT and DELETE from an allowed origin', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(checkOrigin({ method, origin: 'http://localhost:3000' }, allowed).ok).toBe(true);
    }
    // Default port and case do not matter.
    expect(
      checkOrigin({ method: 'POST', origin: 'HTTPS://Podium.Example.com:443' }, allowed).ok,
    ).toBe(true);
  });

  it('refuses another origin, a null origin and a malformed one', () => {
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null', 'nonsense']) {
      expect(checkOrigin({ method: 'POST', origin }, allowed).ok).toBe(false);
    }
  });

  it('without Origin, accepts same-origin, user-initiated and non-browser requests only', () => {
    expect(checkOrigin({ method: 'POST' }, allowed).ok).toBe(true);
    expect(checkOrigin({ method: 'POST', secFetchSite: 'same-origin' }, allowed).ok).toBe(true);
    expect(checkOrigin({ method: 'POST', secFetchSite: 'none' }, allowed).ok).toBe(true);
    expect(checkOrigin({ method: 'POST', secFetchSite: 'same-site' }, allowed).ok).toBe(false);
    expect(checkOrigin({ method: 'POST', secFetchSite: 'cross-site' }, allowed).ok).toBe(false);
  });

  it('allows PUBLIC_URL, TRUSTED_ORIGINS, and Vite only in development', () => {
    const env = {
      PUBLIC_URL: 'https://podium.example.com',
      TRUSTED_ORIGINS: ['https://www.podium.example.com/'],
      NODE_ENV: 'production' as const,
    };
    expect(allowedOrigins(env)).toEqual([
      'https://podium.example.com',
      'https://www.podium.example.com',
    ]);
    expect(allowedOrigins({ ...env, NODE_ENV: 'development' })).toContain('http://localhost:5173');
  });
});
