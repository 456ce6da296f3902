import fs from 'node:fs/promises';

/** Mono 16-bit PCM audio. */
export interface PcmAudio {
  sampleRate: number;
  samples: Int16Array;
}

export class WavFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WavFormatError';
  }
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

function fourcc(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

/**
 * Parses a 16-bit PCM WAV by walking its chunks: ffmpeg, sox and browsers put
 * LIST/fact chunks or an extensible fmt before the data, so the header is not
 * always 44 bytes. Several channels are averaged into one.
 */
export function parseWav(bytes: Uint8Array): PcmAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || fourcc(view, 0) !== 'RIFF' || fourcc(view, 8) !== 'WAVE') {
    throw new WavFormatError('not a RIFF/WAVE file');
  }

  let format: { channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = fourcc(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;

    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.byteLength)
        throw new WavFormatError('truncated fmt chunk');
      let audioFormat = view.getUint16(body, true);
      if (audioFormat === WAVE_FORMAT_EXTENSIBLE && size >= 26 && body + 26 <= bytes.byteLength) {
        // The first two bytes of the sub-format GUID carry the real format code.
        audioFormat = view.getUint16(body + 24, true);
      }
      if (audioFormat !== WAVE_FORMAT_PCM) {
        throw new WavFormatError(`unsupported WAV format ${audioFormat} (need PCM)`);
      }
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
      if (format.bitsPerSample !== 16) {
        throw new WavFormatError(`unsupported sample size ${format.bitsPerSample} bits (need 16)`);
      }
      if (format.channels < 1 || format.sampleRate < 1) {
        throw new WavFormatError('invalid channel count or sample rate');
      }
    } else if (id === 'data') {
      if (!format) throw new WavFormatError('data chunk before fmt chunk');
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: take what is there.
      const available = bytes.byteLength - body;
      const declared = size === 0 || size === 0xffffffff ? available : size;
      const dataBytes = Math.min(declared, available);
      return {
        sampleRate: format.sampleRate,
        samples: toMono(view, body, dataBytes, format.channels),
      };
    }

    // Chunks are padded to an even length.
    offset = body + size + (size % 2);
  }
  throw new WavFormatError(format ? 'no data chunk' : 'no fmt chunk');
}

function toMono(view: DataView, start: number, byteLength: number, channels: number): Int16Array {
  const frames = Math.floor(byteLength / (2 * channels));
  const out = new Int16Array(frames);
  if (channels === 1) {
    for (let i = 0; i < frames; i++) out[i] = view.getInt16(start + i * 2, true);
    return out;
  }
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    const frameStart = start + i * 2 * channels;
    for (let c = 0; c < channels; c++) sum += view.getInt16(frameStart + c * 2, true);
    out[i] = Math.round(sum / channels);
  }
  return out;
}

/** A canonical 44-byte-header mono 16-bit WAV. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(WAVE_FORMAT_PCM, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i] ?? 0, 44 + i * 2);
  return out;
}

export async function readWav(filePath: string): Promise<PcmAudio> {
  return parseWav(await fs.readFile(filePath));
}

export async function writeWav(filePath: string, audio: PcmAudio): Promise<void> {
  await fs.writeFile(filePath, encodeWav(audio.samples, audio.sampleRate));
}

/** Writes samples [startSample, endSample) of the audio, e.g. one chunk for the recognizer. */
export async function writeWavSlice(
  filePath: string,
  audio: PcmAudio,
  startSample: number,
  endSample: number,
): Promise<void> {
  const start = Math.max(0, Math.min(audio.samples.length, startSample));
  const end = Math.max(start, Math.min(audio.samples.length, endSample));
  await fs.writeFile(filePath, encodeWav(audio.samples.subarray(start, end), audio.sampleRate));
}

/** Writes the given sample ranges [from, to) of the audio one after another, as one WAV. */
export async function writeWavPieces(
  filePath: string,
  audio: PcmAudio,
  pieces: ReadonlyArray<{ from: number; to: number }>,
): Promise<void> {
  const clamp = (n: number) => Math.max(0, Math.min(audio.samples.length, n));
  const parts = pieces.map((p) =>
    audio.samples.subarray(clamp(p.from), clamp(Math.max(p.from, p.to))),
  );
  const joined = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  await fs.writeFile(filePath, encodeWav(joined, audio.sampleRate));
}
