import type { Readable } from 'node:stream';

/** Where recordings live. Keys are server-made (`<userId>/<uuid>.<ext>`), never user input. */
export interface Storage {
  /** Moves a finished local file into storage under `key` (the local file is gone afterwards). */
  putFile(key: string, localPath: string): Promise<void>;
  /** Size in bytes, or null when the object is missing. */
  size(key: string): Promise<number | null>;
  /** The object's bytes, or the inclusive byte range of them. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** A local path to read the object from (ffmpeg needs a file); `release` removes any temporary copy. */
  openLocal(key: string): Promise<{ path: string; release(): Promise<void> }>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers (readiness); throws otherwise. */
  check(): Promise<void>;
  /** Lets go of connections (shutdown). */
  close(): Promise<void>;
}
