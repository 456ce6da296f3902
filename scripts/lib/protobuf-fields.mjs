// Protocol Buffers at the level of fields: a message read as its list of (number, wire type,
// bytes) and written back unchanged except where a caller edits the list. Enough to rewrite
// part of an ONNX model without its schema; every field nobody touches is kept byte for byte.
// Plain Node, no dependency (scripts/lib/dequantize-onnx.mjs uses it).

const VARINT = 0;
const FIXED64 = 1;
const BYTES = 2;
const FIXED32 = 5;

/** Reads a varint at `offset` as a Number (ONNX's sizes, counts and enums fit in 53 bits). */
export function readVarint(buf, offset) {
  let value = 0;
  let scale = 1;
  let at = offset;
  for (;;) {
    if (at >= buf.length) throw new Error('protobuf: varint runs past the end');
    const byte = buf[at++];
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return { value, next: at };
    scale *= 128;
    if (at - offset > 10) throw new Error('protobuf: varint longer than 10 bytes');
  }
}

export function writeVarint(value) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`protobuf: bad varint ${value}`);
  const bytes = [];
  let v = value;
  while (v >= 0x80) {
    bytes.push((v % 128) | 0x80);
    v = Math.floor(v / 128);
  }
  bytes.push(v);
  return Buffer.from(bytes);
}

/** A message's fields in order: `bytes` is the payload (without the length of a BYTES field). */
export function readFields(buf) {
  const fields = [];
  let at = 0;
  while (at < buf.length) {
    const tag = readVarint(buf, at);
    const no = Math.floor(tag.value / 8);
    const wire = tag.value % 8;
    at = tag.next;
    let end;
    if (wire === VARINT) end = readVarint(buf, at).next;
    else if (wire === FIXED64) end = at + 8;
    else if (wire === FIXED32) end = at + 4;
    else if (wire === BYTES) {
      const length = readVarint(buf, at);
      at = length.next;
      end = at + length.value;
    } else throw new Error(`protobuf: wire type ${wire} is not supported`);
    if (end > buf.length) throw new Error('protobuf: field runs past the end');
    fields.push({ no, wire, bytes: buf.subarray(at, end) });
    at = end;
  }
  return fields;
}

export function writeFields(fields) {
  const parts = [];
  for (const f of fields) {
    parts.push(writeVarint(f.no * 8 + f.wire));
    if (f.wire === BYTES) parts.push(writeVarint(f.bytes.length));
    parts.push(f.bytes);
  }
  return Buffer.concat(parts);
}

export const bytesField = (no, bytes) => ({ no, wire: BYTES, bytes: Buffer.from(bytes) });
export const stringField = (no, text) => bytesField(no, Buffer.from(text, 'utf8'));
export const varintField = (no, value) => ({ no, wire: VARINT, bytes: writeVarint(value) });

export const stringsOf = (fields, no) =>
  fields.filter((f) => f.no === no).map((f) => f.bytes.toString('utf8'));
export const stringOf = (fields, no) => stringsOf(fields, no)[0] ?? '';

/** A repeated int32 field (packed or not): the low 32 bits of each varint, as a signed number. */
export function int32sOf(fields, no) {
  const values = [];
  const low = (buf, at) => {
    let value = 0;
    for (let i = 0; i < 5 && at + i < buf.length; i++) {
      value |= (buf[at + i] & 0x7f) << (7 * i);
      if (buf[at + i] < 0x80) break;
    }
    return value | 0;
  };
  for (const f of fields.filter((x) => x.no === no)) {
    if (f.wire === VARINT) values.push(low(f.bytes, 0));
    else if (f.wire === BYTES) {
      for (let at = 0; at < f.bytes.length; at = readVarint(f.bytes, at).next) {
        values.push(low(f.bytes, at));
      }
    }
  }
  return values;
}

/** A repeated float field (packed or not). */
export function floatsOf(fields, no) {
  const values = [];
  for (const f of fields.filter((x) => x.no === no)) {
    for (let at = 0; at + 4 <= f.bytes.length; at += 4) values.push(f.bytes.readFloatLE(at));
  }
  return values;
}

/** Every value of a varint field, repeated or not, packed or not. */
export function varintsOf(fields, no) {
  const values = [];
  for (const f of fields.filter((x) => x.no === no)) {
    if (f.wire === VARINT) values.push(readVarint(f.bytes, 0).value);
    else if (f.wire === BYTES) {
      for (let at = 0; at < f.bytes.length;) {
        const v = readVarint(f.bytes, at);
        values.push(v.value);
        at = v.next;
      }
    }
  }
  return values;
}
