import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * The headers @fastify/helmet sets for these options, worked out once at
 * start-up. The plugin rebuilds helmet's middleware on every request (parsing
 * every CSP directive again): about 7 % of a request's CPU in bench:api's
 * profile, for headers that depend on the options only (no CSP nonces here).
 * Found by answering one request with the plugin and one without, through
 * Fastify's public inject, so whatever the plugin sets is taken as it is.
 */
export async function staticSecurityHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const app = Fastify();
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => 'ok');
    try {
      return (await app.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await app.close();
    }
  };
  const [secured, bare] = await Promise.all([answer(true), answer(false)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (name in bare || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
