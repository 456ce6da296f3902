/**
 * A small in-process cache whose entries expire after `ttlMs` and which keeps
 * at most `maxEntries` (the oldest go first). Map keeps insertion order, so the
 * first key is always the oldest.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string, now = Date.now()): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: V, now = Date.now()): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
