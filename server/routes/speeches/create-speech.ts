import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { uploadFieldsSchema, type CreateSpeechResponse } from '@common/contract/speech';
import { requireSameUser } from '@server/auth/identity';
import { presentSpeech } from '@server/presenters/speech-presenter';
import type { Services } from '@server/services';
import { receiveUpload } from '@server/uploads/receive-upload';

/** POST /api/speeches (multipart): stores a recording and queues its transcription. */
export function registerCreateSpeech(app: FastifyInstance, services: Services): void {
  app.post('/api/speeches', async (request, reply): Promise<CreateSpeechResponse> => {
    const user = await services.identity.requireUser(request, reply);
    // Before reading the body: a guest at the limit should not wait for an upload.
    await services.speeches.assertUnderGuestLimit(user);

    const upload = await receiveUpload(request, {
      tmpDir: services.tmpDir,
      maxBytes: services.env.MAX_UPLOAD_BYTES,
    });
    try {
      const fields = uploadFieldsSchema.parse(upload.fields);
      requireSameUser(user, fields.userId);
      const speech = await services.speeches.create(user, { filePath: upload.filePath, fields });
      reply.status(201);
      return { speech: presentSpeech(speech, undefined, services.media) };
    } finally {
      if (upload.filePath) await fs.promises.rm(upload.filePath, { force: true });
    }
  });
}
