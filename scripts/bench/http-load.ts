/**
 * A minimal HTTP/1.1 keep-alive load generator for bench:api. autocannon
 * appends every response body to a JavaScript string (`req.body += data`), so
 * on a shared 2-core machine it spent more CPU decoding each 29 KB compressed
 * list than the server spent answering it. This client reads each answer's
 * headers, then counts its body bytes up to content-length without decoding
 * them, as a browser's network stack would. Anything it cannot read for
 * certain (no content-length, a chunked body) counts as an error.
 */
import net from 'node:net';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** Answers by status code. */
  statuses: Map<number, number>;
  bytes: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

export async function httpLoad(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  timeoutMs: number;
}): Promise<LoadResult> {
  const url = new URL(options.url);
  const request = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\n` +
      Object.entries(options.headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
    'latin1',
  );
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let timeouts = 0;
  let bytes = 0;
  let running = true;
  const started = performance.now();
  const sockets = new Set<{ deadline: number; socket: net.Socket; state: () => string }>();
  const stuck: string[] = [];

  function connect() {
    if (!running) return;
    const socket = net.connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    const conn = {
      deadline: Infinity,
      socket,
      state: () => `head ${head ? head.length : 'done'}, body left ${remaining}, status ${status}`,
    };
    sockets.add(conn);
    let head: Buffer | null = Buffer.alloc(0);
    let remaining = 0;
    let sentAt = 0;
    let status = 0;
    const send = () => {
      if (!running) return socket.end();
      head = Buffer.alloc(0);
      sentAt = performance.now();
      conn.deadline = sentAt + options.timeoutMs;
      socket.write(request);
    };
    const fail = () => {
      errors++;
      socket.destroy();
    };
    socket.on('connect', send);
    socket.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      let body = chunk;
      if (head) {
        const all = head.length ? Buffer.concat([head, chunk]) : chunk;
        const end = all.indexOf(HEADER_END);
        if (end < 0) {
          head = all;
          return;
        }
        const text = all.subarray(0, end).toString('latin1');
        status = Number(text.slice(9, 12));
        const length = /\r\ncontent-length: *(\d+)/i.exec(text);
        const noBody = status === 304 || status === 204;
        if (!length && !noBody) return fail();
        remaining = noBody ? 0 : Number(length![1]);
        head = null;
        body = all.subarray(end + HEADER_END.length);
      }
      remaining -= body.length;
      if (remaining > 0) return;
      if (remaining < 0) return fail(); // more than one answer to one request
      latencies.push(performance.now() - sentAt);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      send();
    });
    socket.on('error', () => undefined);
    socket.on('close', (hadError) => {
      sockets.delete(conn);
      if (hadError && running) errors++;
      // A closed connection is replaced, as a browser would open another.
      if (running) connect();
    });
  }

  for (let i = 0; i < options.connections; i++) connect();
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const conn of sockets) {
      if (conn.deadline < now) {
        timeouts++;
        if (stuck.length < 3) stuck.push(conn.state());
        conn.deadline = Infinity;
        conn.socket.destroy();
      }
    }
  }, 100);
  await new Promise((r) => setTimeout(r, options.seconds * 1000));
  running = false;
  clearInterval(sweep);
  const elapsed = (performance.now() - started) / 1000;
  for (const { socket } of sockets) socket.destroy();
  if (stuck.length) console.warn(`timed out (first ${stuck.length}): ${stuck.join('; ')}`);

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    errors,
    timeouts,
    statuses,
    bytes,
  };
}
