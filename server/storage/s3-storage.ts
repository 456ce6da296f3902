import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage } from './storage';

export interface S3StorageConfig {
  bucket: string;
  /** Any S3-compatible service (MinIO, Ceph, R2, ...); unset means AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key), as most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Prepended to every key, so that one bucket can hold several installations. */
  prefix: string;
  /** Where openLocal downloads to. */
  tmpDir: string;
}

/** Parts of a streamed upload; 8 MB keeps a 25 MB upload to four parts and little memory. */
const PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Recordings as objects in an S3-compatible bucket. */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK adds CRC32 checksums by default since early 2025; many S3-compatible
    // stores reject or ignore them. Only send them where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const Key = (key: string) => `${config.prefix}${key}`;

  async function getBody(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const object = await client.send(
      new GetObjectCommand({
        Bucket,
        Key: Key(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!(object.Body instanceof Readable)) throw new Error(`S3 object ${key} has no body`);
    return object.Body;
  }

  return {
    async putFile(key, localPath) {
      // Streamed in parts: a large recording never sits in memory whole.
      const upload = new Upload({
        client,
        params: { Bucket, Key: Key(key), Body: fs.createReadStream(localPath) },
        partSize: PART_BYTES,
        queueSize: 2,
      });
      await upload.done();
      await fs.promises.rm(localPath, { force: true });
    },

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    read: getBody,

    async openLocal(key) {
      await fs.promises.mkdir(config.tmpDir, { recursive: true });
      const dir = await fs.promises.mkdtemp(path.join(config.tmpDir, 'podium-s3-'));
      const release = () => fs.promises.rm(dir, { recursive: true, force: true });
      try {
        // ffmpeg needs a seekable file; the extension helps it guess the container.
        const file = path.join(dir, `audio${path.extname(key)}`);
        await pipeline(await getBody(key), fs.createWriteStream(file));
        return { path: file, release };
      } catch (error) {
        await release();
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },

    async check() {
      // A small marker object rather than HeadBucket: bucket-level calls need
      // s3:ListBucket, which Podium otherwise does without, and some
      // S3-compatible servers sign them differently. Reading the marker proves
      // the store answers with our keys; writing it on the first check proves
      // we may write.
      const marker = { Bucket, Key: Key('.podium-ready') };
      try {
        await client.send(new HeadObjectCommand(marker));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        // Missing (404), or missing and unlistable (403 without s3:ListBucket).
        if (status !== 404 && status !== 403) throw error;
        await client.send(new PutObjectCommand({ ...marker, Body: 'ok' }));
      }
    },

    async close() {
      client.destroy();
    },
  };
}
