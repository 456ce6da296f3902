import type { CoachingMode } from '@common/contract/feedback';

/**
 * Finished recordings not yet stored by the server, kept on the device from the
 * moment recording stops until the upload answers 201 or the speaker discards
 * them (ADR 14). IndexedDB, so a reload, a crash or a refused upload loses
 * nothing; in memory where the browser has no IndexedDB or refuses it (some
 * private modes), which still survives a failed upload but not a reload.
 */

/** Why the last upload did not store it: the guest limit (until sign-up), or anything else. */
export type PendingFailure = 'guest-limit' | 'failed';

export interface PendingRecording {
  id: string;
  /** Whose it is: shown to, and uploaded for, that user only. Null when no one was signed in. */
  userId: number | null;
  title: string;
  /** The topic it was recorded on, sent as the upload's prompt. */
  topic: string | null;
  /** The practice mode it was recorded in; absent on copies kept before modes (general). */
  coachingMode?: CoachingMode;
  durationSec: number;
  mimeType: string;
  bytes: number;
  /** When recording stopped (ISO). */
  recordedAt: string;
  failure: PendingFailure | null;
  /** False when kept in memory only: a reload loses it. */
  persistent: boolean;
}

export type NewPendingRecording = Pick<
  PendingRecording,
  'userId' | 'title' | 'topic' | 'durationSec' | 'coachingMode'
> & { blob: Blob; mimeType: string };

export type PendingRecordingPatch = Partial<
  Pick<PendingRecording, 'title' | 'topic' | 'coachingMode' | 'failure'>
>;

export interface PendingRecordingStore {
  add(recording: NewPendingRecording): Promise<PendingRecording>;
  /** A user's recordings, oldest first, without their audio. */
  list(userId: number | null): Promise<PendingRecording[]>;
  /** The audio, as the Blob the recorder made (same type). */
  getAudio(id: string): Promise<Blob | undefined>;
  update(id: string, patch: PendingRecordingPatch): Promise<void>;
  remove(id: string): Promise<void>;
}

type StoredMeta = Omit<PendingRecording, 'persistent'>;

const DB_NAME = 'podium-recordings';
const DB_VERSION = 1;
/** Metadata, listed on Home; the audio lives apart so a list does not read megabytes. */
const META = 'recordings';
/** ArrayBuffers rather than Blobs: older Safari could not store Blobs in IndexedDB. */
const AUDIO = 'audio';

function newId(): string {
  // randomUUID exists only in secure contexts; a LAN address over http is not one.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function metaOf(recording: NewPendingRecording): StoredMeta {
  return {
    id: newId(),
    userId: recording.userId,
    title: recording.title,
    topic: recording.topic,
    ...(recording.coachingMode ? { coachingMode: recording.coachingMode } : {}),
    durationSec: recording.durationSec,
    mimeType: recording.blob.type || recording.mimeType,
    bytes: recording.blob.size,
    recordedAt: new Date().toISOString(),
    failure: null,
  };
}

const byRecordedAt = (a: StoredMeta, b: StoredMeta) => a.recordedAt.localeCompare(b.recordedAt);

export function createMemoryStore(): PendingRecordingStore {
  const entries = new Map<string, { meta: StoredMeta; blob: Blob }>();
  return {
    async add(recording) {
      const meta = metaOf(recording);
      entries.set(meta.id, { meta, blob: recording.blob });
      return { ...meta, persistent: false };
    },
    async list(userId) {
      return [...entries.values()]
        .map((e) => e.meta)
        .filter((meta) => meta.userId === userId)
        .sort(byRecordedAt)
        .map((meta) => ({ ...meta, persistent: false }));
    },
    async getAudio(id) {
      return entries.get(id)?.blob;
    },
    async update(id, patch) {
      const entry = entries.get(id);
      if (entry) entry.meta = { ...entry.meta, ...patch };
    },
    async remove(id) {
      entries.delete(id);
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(META)) {
        db.createObjectStore(META, { keyPath: 'id' }).createIndex('userId', 'userId');
      }
      if (!db.objectStoreNames.contains(AUDIO)) db.createObjectStore(AUDIO);
    };
    open.onsuccess = () => {
      const db = open.result;
      // Another tab upgrading the schema: let it, this tab reopens on its next use.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
    open.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

export function createIndexedDbStore(db: IDBDatabase): PendingRecordingStore {
  return {
    async add(recording) {
      const meta = metaOf(recording);
      // Read before the transaction: an IndexedDB transaction ends at the first await of
      // anything else.
      const audio = await recording.blob.arrayBuffer();
      const tx = db.transaction([META, AUDIO], 'readwrite');
      tx.objectStore(META).put(meta);
      tx.objectStore(AUDIO).put(audio, meta.id);
      await done(tx);
      return { ...meta, persistent: true };
    },
    async list(userId) {
      const tx = db.transaction(META, 'readonly');
      const all = await request(tx.objectStore(META).getAll() as IDBRequest<StoredMeta[]>);
      // Filtered here, not through the index: an index skips records whose key is null.
      return all
        .filter((meta) => meta.userId === userId)
        .sort(byRecordedAt)
        .map((meta) => ({ ...meta, persistent: true }));
    },
    async getAudio(id) {
      const tx = db.transaction([META, AUDIO], 'readonly');
      const [meta, audio] = await Promise.all([
        request(tx.objectStore(META).get(id) as IDBRequest<StoredMeta | undefined>),
        request(tx.objectStore(AUDIO).get(id) as IDBRequest<ArrayBuffer | undefined>),
      ]);
      if (!meta || !audio) return undefined;
      return new Blob([audio], { type: meta.mimeType });
    },
    async update(id, patch) {
      const tx = db.transaction(META, 'readwrite');
      const store = tx.objectStore(META);
      const read = store.get(id) as IDBRequest<StoredMeta | undefined>;
      // Written in the success handler, not after an await: a transaction may end between
      // its request's success and a promise continuation.
      read.onsuccess = () => {
        if (read.result) store.put({ ...read.result, ...patch });
      };
      await done(tx);
    },
    async remove(id) {
      const tx = db.transaction([META, AUDIO], 'readwrite');
      tx.objectStore(META).delete(id);
      tx.objectStore(AUDIO).delete(id);
      await done(tx);
    },
  };
}

let current: Promise<PendingRecordingStore> | null = null;

/** The app's store: IndexedDB when the browser lets us open it, memory otherwise. */
export function getPendingRecordingStore(): Promise<PendingRecordingStore> {
  current ??= (async () => {
    if (typeof indexedDB === 'undefined') return createMemoryStore();
    try {
      const db = await openDatabase(indexedDB);
      // Closed under us (another tab's upgrade, storage cleared): open again on next use.
      const forget = () => {
        current = null;
      };
      db.addEventListener('versionchange', forget);
      db.addEventListener('close', forget);
      return createIndexedDbStore(db);
    } catch (error) {
      console.warn('Recordings are kept in memory only: IndexedDB is unavailable', error);
      return createMemoryStore();
    }
  })();
  return current;
}

/** Tests: forget the store, so the next use opens a fresh one. */
export function resetPendingRecordingStore(): void {
  current = null;
}
