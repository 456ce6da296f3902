import type { FastifyInstance } from 'fastify';

/**
 * While the process drains (SIGTERM), every response closes its connection: a client's idle
 * keep-alive connection would otherwise hold the server open until the grace period cuts it
 * (server.close() closes only the connections idle when it is called, not those idle after).
 */
export function registerCloseWhenDraining(
  app: FastifyInstance,
  lifecycle: { readonly draining: boolean },
): void {
  // At sending, not at the request's start: a request in flight when SIGTERM came closes too.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
}
