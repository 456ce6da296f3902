import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  /** Podium's tables, camelCase in TypeScript. */
  db: Kysely<Database>;
  /** The same connection without case mapping, for better-auth's own tables. */
  raw: Kysely<unknown>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** A PostgreSQL connection failed (server restart, admin kill); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

const warnConnectionError = (error: Error) =>
  console.warn(`PostgreSQL connection lost (the pool opens a new one): ${error.message}`);

/** Waits until every connection the pool has open is closed, not merely asked to close. */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      closed += 1;
      if (closed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/**
 * Kysely prepares every query anew, and on a hot route SQLite's prepare cost
 * more than running the query. better-sqlite3 statements are reusable: keep
 * the last `max` by their SQL. A statement busy in an iterate() (a streamed
 * query) is not shared; a fresh one is prepared instead.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source) {
      const cached = statements.get(source);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(source);
      if (!cached) {
        statements.set(source, statement);
        if (statements.size > max) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

/** Opens SQLite under dataDir, or PostgreSQL when databaseUrl is a postgres:// URL. */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection's error (the server restarting) would crash the process.
    const onError = options.onConnectionError ?? warnConnectionError;
    pool.on('error', onError);
    // pg-pool listens only on idle connections, and a checked-out one emits 'error' too (besides
    // failing its query): a restart between two queries of a transaction would crash the process.
    pool.on('acquire', (client) => client.on('error', onError));
    pool.on('release', (_error, client) => client.removeListener('error', onError));
    const dialect = new PostgresDialect({ pool });
    const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
    const raw = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      raw,
      dialect: 'postgres',
      destroy: () => endPool(pool),
    };
  }

  const file = options.databaseUrl?.startsWith('file:')
    ? options.databaseUrl.slice('file:'.length)
    : path.join(options.dataDir, 'podium.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run while a worker writes; a busy timeout covers the
  // moment two processes (web + worker) write at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // One statement cache for both: better-auth's session lookups are as hot as Podium's own.
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: statements }),
    plugins: [new CamelCasePlugin()],
  });
  const raw = new Kysely<unknown>({ dialect: new SqliteDialect({ database: statements }) });
  return {
    db,
    raw,
    dialect: 'sqlite',
    destroy: async () => {
      sqlite.close();
    },
  };
}
