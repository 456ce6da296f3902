import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Media links are capabilities: `/media/<speechId>?exp=<unix s>&sig=<hmac>`.
 * They expire, and the signature covers the speech id and the expiry so
 * neither can be changed.
 */
export function signMediaPath(speechId: number, expiresAtSec: number, secret: string): string {
  return `/media/${speechId}?exp=${expiresAtSec}&sig=${mediaSignature(speechId, expiresAtSec, secret)}`;
}

export function mediaSignature(speechId: number, expiresAtSec: number, secret: string): string {
  return createHmac('sha256', `media:${secret}`)
    .update(`${speechId}.${expiresAtSec}`)
    .digest('base64url');
}

export type MediaLinkCheck = 'ok' | 'expired' | 'bad_signature';

export function verifyMediaLink(
  speechId: number,
  expiresAtSec: number,
  signature: string,
  secret: string,
  nowSec: number = Math.floor(Date.now() / 1000),
): MediaLinkCheck {
  const expected = Buffer.from(mediaSignature(speechId, expiresAtSec, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  return expiresAtSec < nowSec ? 'expired' : 'ok';
}
