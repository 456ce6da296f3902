import { describe, expect, it } from 'vitest';
import { signMediaPath, verifyMediaLink } from './signed-url';

const secret = 'a-test-secret-that-is-long-enough-to-use';

function parse(pathWithQuery: string) {
  const url = new URL(pathWithQuery, 'http://x');
  return {
    id: Number(url.pathname.split('/').pop()),
    exp: Number(url.searchParams.get('exp')),
    sig: url.searchParams.get('sig') ?? '',
  };
}

describe('signed media links', () => {
  it('verifies a link it signed until it expires', () => {
    const { id, exp, sig } = parse(signMediaPath(42, 2_000, secret));
    expect(verifyMediaLink(id, exp, sig, secret, 1_999)).toBe('ok');
    expect(verifyMediaLink(id, exp, sig, secret, 2_001)).toBe('expired');
  });

  it('rejects another speech id, a moved expiry or another secret', () => {
    const { exp, sig } = parse(signMediaPath(42, 2_000, secret));
    expect(verifyMediaLink(43, exp, sig, secret, 0)).toBe('bad_signature');
    expect(verifyMediaLink(42, exp + 1, sig, secret, 0)).toBe('bad_signature');
    expect(verifyMediaLink(42, exp, sig, `${secret}x`, 0)).toBe('bad_signature');
    expect(verifyMediaLink(42, exp, 'short', secret, 0)).toBe('bad_signature');
  });
});
