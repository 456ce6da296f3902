/**
 * TRUST_PROXY as Fastify reads it. Per-IP rate limits are only as good as the
 * IP: X-Forwarded-For is believed from the proxies named here and no one else,
 * so a client talking to Podium directly cannot pick its own address.
 */
export function parseTrustProxy(
  value: string,
): boolean | string | ((address: string, hop: number) => boolean) {
  const v = value.trim();
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  // A hop count: the nearest n proxies are trusted (proxy-addr's rule).
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v;
}
