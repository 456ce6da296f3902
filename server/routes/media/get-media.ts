import type { FastifyInstance } from 'fastify';
import { mediaParamsSchema, mediaQuerySchema } from '@common/contract/media';
import { forbidden, notFound } from '@server/errors';
import { sendError } from '@server/http/error-handler';
import { parseByteRange } from '@server/media/byte-range';
import { verifyMediaLink } from '@server/media/signed-url';
import type { Services } from '@server/services';

/** GET /media/{speechId}?exp=&sig=: the owner's recording by signed link, with HTTP Range for seeking. */
export function registerGetMedia(app: FastifyInstance, services: Services): void {
  app.get('/media/:speechId', async (request, reply) => {
    const { speechId } = mediaParamsSchema.parse(request.params);
    const { exp, sig } = mediaQuerySchema.parse(request.query);
    const check = verifyMediaLink(speechId, exp, sig, services.secret);
    if (check === 'expired')
      throw forbidden('This media link has expired. Reload the page to get a new one.');
    if (check !== 'ok') throw forbidden('This media link is not valid.');

    // The link is a capability that expires, and the session must own the
    // speech too: a link that leaks (history, logs, a shared screen) plays for
    // no one else. Same-origin <audio crossorigin="anonymous"> sends cookies.
    const user = await services.identity.requireUser(request, reply);
    const speech = await services.speeches.findForMedia(speechId);
    const size = speech ? await services.storage.size(speech.audioKey) : null;
    if (!speech || speech.userId !== user.id || size === null)
      throw notFound('Recording not found.');

    const range = parseByteRange(request.headers.range, size);
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', speech.audioMime)
      .header(
        'cache-control',
        `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`,
      );
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      return sendError(reply, 416, 'The requested range is outside the recording.');
    }
    if (range.kind === 'partial') {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(await services.storage.read(speech.audioKey, range));
    }
    return reply
      .header('content-length', String(size))
      .send(await services.storage.read(speech.audioKey));
  });
}
