import { describe, expect, it } from 'vitest';
import {
  bytesField,
  floatsOf,
  int32sOf,
  readFields,
  readVarint,
  stringField,
  stringOf,
  varintField,
  varintsOf,
  writeFields,
  writeVarint,
} from './protobuf-fields.mjs';

describe('protobuf fields', () => {
  it('writes and reads varints across byte boundaries', () => {
    for (const v of [0, 1, 127, 128, 300, 16_384, 2 ** 31, 2 ** 40 + 5]) {
      expect(readVarint(writeVarint(v), 0)).toEqual({ value: v, next: writeVarint(v).length });
    }
    expect(writeVarint(300)).toEqual(Buffer.from([0xac, 0x02]));
  });

  it('reads back what it wrote, and keeps a field it does not know byte for byte', () => {
    const fixed = { no: 3, wire: 5, bytes: Buffer.from([1, 2, 3, 4]) };
    const message = writeFields([stringField(1, 'héllo'), fixed, varintField(2, 150)]);
    const fields = readFields(message);
    expect(stringOf(fields, 1)).toBe('héllo');
    expect(varintsOf(fields, 2)).toEqual([150]);
    expect(fields[1]).toEqual(fixed);
    expect(writeFields(fields)).toEqual(message);
  });

  it('reads packed repeated fields: int32 with negatives (10-byte varints), floats', () => {
    const packed = Buffer.concat([
      writeVarint(5),
      Buffer.from([0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]),
    ]);
    expect(int32sOf([bytesField(5, packed)], 5)).toEqual([5, -3]);
    const floats = Buffer.alloc(8);
    floats.writeFloatLE(0.5, 0);
    floats.writeFloatLE(-2, 4);
    expect(floatsOf([bytesField(4, floats)], 4)).toEqual([0.5, -2]);
  });

  it('refuses a field that runs past the end', () => {
    expect(() => readFields(Buffer.from([0x0a, 0x05, 0x61]))).toThrow(/past the end/);
  });
});
