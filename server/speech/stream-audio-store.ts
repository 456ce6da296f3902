import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The decoded audio of streams being recorded, from their start, as this process's recognition
 * passes decoded it (issue 12, ADR 34). At Save the analysis takes it and decodes only the rest
 * of the recording: a 10-minute recording's whole decode took 2.1 s of the Save.
 *
 * Each pass commits the stretch of its decode that is the whole recording's: from where its
 * decode is the whole decode's (0, or the start of the tail it decoded through a seek) to a
 * second before the end of what it heard (the end of a cut-off recording is decoded a little
 * differently). A stretch that overlaps what is kept must equal it, sample for sample, or the
 * stream's audio is dropped and never kept again; a stretch that would leave a gap is not kept.
 * The samples are in a file (16-bit, 16 kHz: 19 MB for 10 minutes), the count kept in memory.
 */
export function createStreamAudioStore(dir: string) {
  const streams = new Map<
    string,
    { kept: number; refused: boolean; turn: Promise<void>; touched: number }
  >();
  const fileOf = (streamId: string) => path.join(dir, `${streamId.replace(/[^\w-]/g, '_')}.pcm`);
  const stateOf = (streamId: string) => {
    let state = streams.get(streamId);
    if (!state) {
      state = { kept: 0, refused: false, turn: Promise.resolve(), touched: Date.now() };
      streams.set(streamId, state);
    }
    state.touched = Date.now();
    return state;
  };
  /** One write or read of a stream at a time, in the order asked. */
  const inTurn = <T>(streamId: string, work: () => Promise<T>): Promise<T> => {
    const state = stateOf(streamId);
    const result = state.turn.then(work);
    state.turn = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };

  async function keep(streamId: string, samples: Int16Array, from: number, to: number) {
    const state = stateOf(streamId);
    if (state.refused || from > state.kept || to <= state.kept) return;
    await fs.mkdir(dir, { recursive: true });
    const file = await fs.open(fileOf(streamId), state.kept === 0 ? 'w' : 'r+');
    try {
      if (from < state.kept) {
        const held = Buffer.alloc((state.kept - from) * 2);
        await file.read(held, 0, held.length, from * 2);
        if (!held.equals(bytesOf(samples.subarray(from, state.kept)))) {
          state.refused = true;
          return;
        }
      }
      await file.write(bytesOf(samples.subarray(state.kept, to)), 0, undefined, state.kept * 2);
      state.kept = to;
    } finally {
      await file.close();
      if (state.refused) await fs.rm(fileOf(streamId), { force: true });
    }
  }

  function drop(streamId: string): Promise<void> {
    return inTurn(streamId, async () => {
      streams.delete(streamId);
      await fs.rm(fileOf(streamId), { force: true });
    });
  }

  return {
    /** Keeps `samples[from, to)`, which are the whole recording's, if they extend what is kept. */
    commit(streamId: string, samples: Int16Array, from: number, to: number): Promise<void> {
      // Streams without a pass for an hour were abandoned (or finished in another process).
      for (const [id, state] of streams) {
        if (Date.now() - state.touched > IDLE_MS) void drop(id);
      }
      return inTurn(streamId, () => keep(streamId, samples, from, to));
    },

    /** The samples kept from the start, if any. */
    read(streamId: string): Promise<Int16Array | undefined> {
      return inTurn(streamId, async () => {
        const state = streams.get(streamId);
        if (!state || state.refused || state.kept === 0) return undefined;
        const bytes = await fs.readFile(fileOf(streamId)).catch(() => undefined);
        if (!bytes || bytes.length < state.kept * 2) return undefined;
        const samples = new Int16Array(state.kept);
        bytesOf(samples).set(bytes.subarray(0, state.kept * 2));
        return samples;
      });
    },

    /** Forgets a stream: its analysis has its audio, or it is gone. */
    drop,
  };
}

export type StreamAudioStore = ReturnType<typeof createStreamAudioStore>;

const IDLE_MS = 60 * 60_000;

const bytesOf = (a: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
