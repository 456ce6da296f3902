import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The settings that point Podium at this server. */
  env: Record<string, string>;
  /** Every request the server received, as "METHOD /path?query". */
  requests: string[];
  /** Stops answering (a store that is down); the objects stay on disk. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on a free loopback port (s3rver: signatures
 * checked, multipart, ranges), its objects in a temp folder.
 */
export async function startS3Server(bucket = 'podium-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer?.on('request', (req: { method?: string; url?: string }) => {
    requests.push(`${req.method} ${req.url}`);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    endpoint,
    bucket,
    requests,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's built-in account; it checks every request's signature against it.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
