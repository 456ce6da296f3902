/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p: number) => next() < p,
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** Values for a path parameter: numbers out of range, text, traversal, encodings. */
export const ODD_PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999999',
  'NaN',
  'abc',
  'null',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252f',
  '%F0%9F%8E%A4',
  '%E0%A4%A',
  'a'.repeat(400),
  '%20',
  '__proto__',
  'constructor',
];

/** Query strings a browser would never send. */
export const ODD_QUERIES = [
  '?limit=-1',
  '?limit=abc',
  '?limit=1e309',
  '?limit=100000000',
  '?limit=',
  '?userId=abc',
  '?userId=1&userId=2',
  '?userId[]=1',
  '?refresh=maybe',
  '?refresh=true&userId=-5',
  '?speechId=NaN',
  '?speechId=1.5',
  '?%',
  '?a=%ZZ',
  '?=',
  '?&&&',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?exp=abc&sig=zzz',
  '?exp=-1&sig=',
  '?exp=99999999999999999999&sig=' + 'f'.repeat(64),
  '?token=' + 'x'.repeat(3000),
  '?callbackURL=https%3A%2F%2Fevil.example',
  '?' + 'x=1&'.repeat(400),
];

/** Range headers for /media: malformed, reversed, past the end, several at once. */
export const ODD_RANGES = [
  'bytes=abc',
  'bytes=5-2',
  'bytes=-0',
  'bytes=0-',
  'bytes=-99999999',
  'bytes=0-99999999999999999999',
  'bytes=99999999-',
  'bytes=0-1,2-3,4-5',
  'bytes=',
  'bytes=--1',
  'bytes= 0 - 1 ',
  'items=0-1',
  'bytes=1.5-2',
  'bytes=0-0,-1',
  '0-100',
];

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** A wrong value for a field: another type, an injection, something huge. */
function oddValue(random: Random): unknown {
  return random.pick<() => unknown>([
    () => null,
    () => true,
    () => -1,
    () => 2 ** 64,
    () => 3.5,
    () => '',
    () => 'x'.repeat(random.pick([300, 5_000, 300_000])),
    () => ['a', 1],
    () => ({ $gt: '' }),
    () => JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
    () => "' or 1=1 --",
    () => '<script>alert(1)</script>',
    () => '\u0000\uffff\ud800',
    () => JSON.parse(deepObject(10)) as unknown,
  ])();
}

const FIELDS = [
  'userId',
  'speechId',
  'saved',
  'username',
  'email',
  'password',
  'guestId',
  'supabaseId',
  'isGuest',
  'isPro',
  'transcript',
  'metrics',
  'coachingMode',
  'provider',
  'callbackURL',
  'title',
];

export interface FuzzBody {
  contentType?: string;
  payload?: string | Buffer;
  /** For the failure message. */
  label: string;
}

/** A JSON-ish body that is wrong in one of many ways. */
export function oddJsonBody(random: Random): FuzzBody {
  const json = 'application/json';
  return random.pick<() => FuzzBody>([
    () => ({ label: 'no body' }),
    () => ({ contentType: json, payload: '', label: 'empty JSON' }),
    () => ({ contentType: json, payload: '{"a":', label: 'truncated JSON' }),
    () => ({ contentType: json, payload: deepArray(20_000), label: 'array 20,000 deep' }),
    () => ({ contentType: json, payload: deepObject(20_000), label: 'object 20,000 deep' }),
    () => ({ contentType: json, payload: deepArray(32), label: 'array 32 deep' }),
    () => ({
      contentType: json,
      payload: JSON.stringify({ transcript: 'w '.repeat(700_000) }),
      label: 'body over 1 MB',
    }),
    () => ({ contentType: json, payload: 'null', label: 'null' }),
    () => ({ contentType: json, payload: '[1,2,3]', label: 'array' }),
    () => ({ contentType: json, payload: '"text"', label: 'string' }),
    () => ({ contentType: json, payload: '12', label: 'number' }),
    () => ({
      contentType: json,
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      label: 'invalid UTF-8',
    }),
    () => ({
      contentType: json,
      payload: '{"__proto__":{"isPro":true},"constructor":{"prototype":{"x":1}}}',
      label: 'prototype keys',
    }),
    () => ({ contentType: 'text/plain', payload: 'hello', label: 'text/plain' }),
    () => ({ contentType: 'application/xml', payload: '<a/>', label: 'xml' }),
    () => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: 'userId=1&saved=true',
      label: 'form-urlencoded',
    }),
    () => ({ contentType: 'application/json; charset=utf-16', payload: '{}', label: 'utf-16' }),
    () => {
      const fields: Record<string, unknown> = {};
      for (let i = 0; i < 1 + random.int(4); i += 1) fields[random.pick(FIELDS)] = oddValue(random);
      return { contentType: json, payload: JSON.stringify(fields), label: 'wrong field types' };
    },
  ])();
}

/** A multipart upload that is broken, or well formed around something that is not audio. */
export function oddMultipartBody(random: Random): FuzzBody {
  const boundary = 'fuzzB0undary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (name: string, content: string, file = false) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
    (file ? `; filename="speech.webm"\r\nContent-Type: audio/webm` : '') +
    `\r\n\r\n${content}\r\n`;
  const end = `--${boundary}--\r\n`;
  return random.pick<() => FuzzBody>([
    () => ({
      contentType: 'multipart/form-data',
      payload: part('audio', 'x', true),
      label: 'no boundary',
    }),
    () => ({
      contentType: 'multipart/form-data; boundary=other',
      payload: part('audio', 'x', true) + end,
      label: 'wrong boundary',
    }),
    () => ({
      contentType: type,
      payload: part('audio', 'abc', true).slice(0, 60),
      label: 'cut short',
    }),
    () => ({
      contentType: type,
      payload: `--${boundary}\r\nGarbage\r\n\r\nx\r\n${end}`,
      label: 'bad part header',
    }),
    () => ({ contentType: type, payload: end, label: 'no parts' }),
    () => ({
      contentType: type,
      payload: part('audio', 'not audio at all', true) + end,
      label: 'text as audio',
    }),
    () => ({
      contentType: type,
      payload: part('audio', 'a', true) + part('audio', 'b', true) + end,
      label: 'two files',
    }),
    () => ({
      contentType: type,
      payload: part('other', 'a', true) + end,
      label: 'file under another name',
    }),
    () => ({
      contentType: type,
      payload:
        part('title', 'x'.repeat(20_000)) +
        part('userId', 'abc') +
        part('audio', 'RIFF', true) +
        end,
      label: 'odd fields',
    }),
    () => ({
      contentType: type,
      payload: Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'v')).join('') + end,
      label: 'too many fields',
    }),
  ])();
}
