/** Types for protobuf-fields.mjs (plain Node, run at install). */
export interface Field {
  no: number;
  wire: number;
  bytes: Buffer;
}
export function readVarint(buf: Uint8Array, offset: number): { value: number; next: number };
export function writeVarint(value: number): Buffer;
export function readFields(buf: Buffer): Field[];
export function writeFields(fields: readonly Field[]): Buffer;
export function bytesField(no: number, bytes: Uint8Array): Field;
export function stringField(no: number, text: string): Field;
export function varintField(no: number, value: number): Field;
export function stringsOf(fields: readonly Field[], no: number): string[];
export function stringOf(fields: readonly Field[], no: number): string;
export function int32sOf(fields: readonly Field[], no: number): number[];
export function floatsOf(fields: readonly Field[], no: number): number[];
export function varintsOf(fields: readonly Field[], no: number): number[];
