import type { Readable } from 'node:stream';

/** Where recordings live. Keys are server-made (`<userId>/<uuid>.<ext>`), never user input. */
export interface Storage {
  /** Moves a finished local file into storage under `key`. */
  putFile(key: string, localPath: string): Promise<void>;
  /** Size in bytes, or null when the object is missing. */
  size(key: string): Promise<number | null>;
  createReadStream(key: string, range?: { start: number; end: number }): Readable;
  /** A local path to read the object from; `release` removes any temporary copy. */
  openLocal(key: string): Promise<{ path: string; release(): Promise<void> }>;
  delete(key: string): Promise<void>;
}
