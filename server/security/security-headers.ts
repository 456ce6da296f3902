import type { FastifyHelmetOptions } from '@fastify/helmet';
import { normaliseOrigin } from './origins';

/**
 * helmet's headers with a Content-Security-Policy the built client passes
 * (docs/security.md): Vite emits no inline script, audio plays from /media and
 * from blob: URLs of fresh recordings, the share card is drawn to data:/blob:
 * images. Inline styles stay allowed: Radix's scroll lock injects a <style>.
 */
export function securityHeaderOptions(publicUrl: string): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https://');
  // Media links are absolute PUBLIC_URL links; name it for a page opened under another host name.
  const self = ["'self'", normaliseOrigin(publicUrl) ?? "'self'"];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [...self, 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: [...self, 'blob:'],
        connectSrc: [...self, 'data:', 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors 'none' above, on every response, says it (stricter than SAMEORIGIN).
    xFrameOptions: false,
    // Over plain http (localhost, a LAN address) HSTS would be ignored at best.
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60 } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  };
}
