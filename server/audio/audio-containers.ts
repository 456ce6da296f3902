import { fileTypeFromFile } from 'file-type';

/** An audio container Podium accepts, and how it is stored and read. */
export interface AudioContainer {
  /** Extension of the stored copy. */
  ext: string;
  mime: string;
  /**
   * The ffmpeg demuxer that reads it. Always forced: left to guess, ffmpeg
   * probes past what file-type looked at, and a file that file-type calls MP3
   * can be read by ffmpeg as an HLS playlist that opens other files.
   */
  demuxer: string;
}

const webm: AudioContainer = { ext: 'webm', mime: 'audio/webm', demuxer: 'webm' };
const ogg: AudioContainer = { ext: 'ogg', mime: 'audio/ogg', demuxer: 'ogg' };
const mp4: AudioContainer = { ext: 'm4a', mime: 'audio/mp4', demuxer: 'mp4' };
const mp3: AudioContainer = { ext: 'mp3', mime: 'audio/mpeg', demuxer: 'mp3' };
const wav: AudioContainer = { ext: 'wav', mime: 'audio/wav', demuxer: 'wav' };

/** By file-type's extension (what the bytes say, never the file name). */
const containers: Record<string, AudioContainer> = {
  webm,
  ogg,
  opus: ogg,
  oga: ogg,
  mp4,
  m4a: mp4,
  mp3,
  wav,
};

/** The container `file`'s first bytes name, or undefined when it is not one Podium reads. */
export async function sniffAudioContainer(file: string): Promise<AudioContainer | undefined> {
  const type = await fileTypeFromFile(file);
  return type ? containers[type.ext] : undefined;
}
