import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createIndexedDbStore,
  createMemoryStore,
  getPendingRecordingStore,
  openDatabase,
  resetPendingRecordingStore,
  type PendingRecordingStore,
} from './pending-recordings';

const audio = (text: string, type = 'audio/webm;codecs=opus') => new Blob([text], { type });
const take = (userId: number | null, title: string) => ({
  userId,
  title,
  topic: 'Why trees matter',
  durationSec: 70.4,
  mimeType: 'audio/webm',
  blob: audio(`${title} audio`),
});

const stores: Array<[string, () => Promise<PendingRecordingStore>]> = [
  ['IndexedDB', async () => createIndexedDbStore(await openDatabase(new IDBFactory()))],
  ['memory', async () => createMemoryStore()],
];

describe.each(stores)('the pending recordings store in %s', (kind, open) => {
  it('keeps a recording with its title, topic, length and type, and gives its audio back', async () => {
    const store = await open();
    const kept = await store.add(take(7, 'Morning talk'));
    expect(kept).toMatchObject({
      userId: 7,
      title: 'Morning talk',
      topic: 'Why trees matter',
      durationSec: 70.4,
      mimeType: 'audio/webm;codecs=opus',
      bytes: 'Morning talk audio'.length,
      failure: null,
      persistent: kind === 'IndexedDB',
    });
    expect(await store.list(7)).toEqual([kept]);
    const blob = await store.getAudio(kept.id);
    expect(blob?.type).toBe('audio/webm;codecs=opus');
    expect(await blob?.text()).toBe('Morning talk audio');
  });

  it("lists one user's recordings only, oldest first", async () => {
    const store = await open();
    const first = await store.add(take(7, 'First'));
    await new Promise((r) => setTimeout(r, 5));
    await store.add(take(8, "Someone else's"));
    const second = await store.add(take(7, 'Second'));
    expect((await store.list(7)).map((r) => r.id)).toEqual([first.id, second.id]);
    expect((await store.list(8)).map((r) => r.title)).toEqual(["Someone else's"]);
    expect(await store.list(9)).toEqual([]);
  });

  it('keeps a recording made without a signed-in user apart', async () => {
    const store = await open();
    await store.add(take(null, 'Nobody'));
    expect((await store.list(null)).map((r) => r.title)).toEqual(['Nobody']);
    expect(await store.list(7)).toEqual([]);
  });

  it('records a new title and why an upload failed', async () => {
    const store = await open();
    const kept = await store.add(take(7, 'Draft'));
    await store.update(kept.id, { title: 'Final', failure: 'guest-limit' });
    expect(await store.list(7)).toEqual([{ ...kept, title: 'Final', failure: 'guest-limit' }]);
    await store.update('missing', { title: 'x' });
    expect(await store.list(7)).toHaveLength(1);
  });

  it('forgets a recording and its audio once removed', async () => {
    const store = await open();
    const kept = await store.add(take(7, 'Gone'));
    await store.remove(kept.id);
    expect(await store.list(7)).toEqual([]);
    expect(await store.getAudio(kept.id)).toBeUndefined();
  });
});

describe('getPendingRecordingStore', () => {
  afterEach(() => resetPendingRecordingStore());

  it('survives a reload: a new page reads what the last one kept', async () => {
    const kept = await (await getPendingRecordingStore()).add(take(7, 'Before reload'));
    resetPendingRecordingStore();
    const store = await getPendingRecordingStore();
    expect((await store.list(7)).map((r) => r.id)).toEqual([kept.id]);
    expect(await (await store.getAudio(kept.id))?.text()).toBe('Before reload audio');
  });
});
