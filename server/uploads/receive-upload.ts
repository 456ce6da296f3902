import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '@server/errors';

export const MALFORMED_UPLOAD =
  'The upload could not be read: the form data is malformed or incomplete. Please try again.';

/**
 * busboy reports a broken form (no or wrong boundary, a body cut short, bad
 * part headers) as a plain Error with no status. Errors that carry a status
 * (Fastify's limits, our own) or come from the system (a full disk) are kept.
 */
function isMalformedForm(err: unknown): err is Error {
  if (!(err instanceof Error) || err instanceof AppError) return false;
  const e = err as Error & { statusCode?: number; syscall?: string };
  return e.statusCode === undefined && e.syscall === undefined;
}

export interface ReceivedUpload {
  /** Temporary file holding the audio part; the caller removes it. */
  filePath: string | null;
  fileName: string | null;
  fields: Record<string, string>;
}

/** Streams a multipart form to disk: the `audio` file to tmpDir, text fields to memory. */
export async function receiveUpload(
  request: FastifyRequest,
  options: { tmpDir: string; maxBytes: number },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('The upload must be sent as multipart/form-data.');
  await fs.promises.mkdir(options.tmpDir, { recursive: true });

  const fields: Record<string, string> = {};
  let filePath: string | null = null;
  let fileName: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 20, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'audio') {
          part.file.resume();
          throw badRequest(
            `Unexpected file field "${part.fieldname}": send the recording as "audio".`,
          );
        }
        filePath = path.join(options.tmpDir, `upload-${randomUUID()}`);
        fileName = part.filename;
        // Throws FST_REQ_FILE_TOO_LARGE (413) when the file passes maxBytes.
        await pipeline(part.file, fs.createWriteStream(filePath));
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if (filePath) await fs.promises.rm(filePath, { force: true });
    if (isMalformedForm(err)) {
      request.log.warn({ err }, 'upload refused: malformed multipart body');
      throw badRequest(MALFORMED_UPLOAD);
    }
    throw err;
  }
  return { filePath, fileName, fields };
}
