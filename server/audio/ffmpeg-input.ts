import path from 'node:path';

/**
 * ffmpeg/ffprobe options that read one local file with one demuxer and
 * nothing else: no format guessing, and only the file protocol, for the
 * input and for anything a demuxer would open on its behalf. `file:` keeps a
 * name like `concat:a|b` from being read as a protocol.
 */
export function safeInputArgs(file: string, demuxer: string): string[] {
  return ['-protocol_whitelist', 'file', '-f', demuxer, '-i', `file:${path.resolve(file)}`];
}
