import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../test-support/databases';
import SQLite from 'better-sqlite3';
import { openDatabase, withStatementCache } from './database';

const postgres = databaseTargets().filter((target) => target.name === 'postgres');

describe.skipIf(postgres.length === 0)('a PostgreSQL connection that the server ends', () => {
  it('is reported, replaced, and does not take the process down', async () => {
    const database = await postgres[0]!.create();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-pool-'));
    const errors: Error[] = [];
    const handle = openDatabase({
      databaseUrl: database.url,
      dataDir,
      onConnectionError: (error) => errors.push(error),
    });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        handle.db,
      );
      const pid = rows[0]!.pid;

      // What a server restart or an administrator does to an idle connection.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => errors.length, { timeout: 5000 }).toBe(1);
      expect(errors[0]!.message).toMatch(/terminating connection/);

      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await handle.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(postgres.length === 0)('a PostgreSQL connection ended while checked out', () => {
  it('fails its work and is reported, not thrown as an uncaught error', async () => {
    const database = await postgres[0]!.create();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-pool-'));
    const errors: Error[] = [];
    const handle = openDatabase({
      databaseUrl: database.url,
      dataDir,
      onConnectionError: (error) => errors.push(error),
    });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    try {
      await admin.connect();
      // Between two queries on one connection, as in a transaction, the server goes away.
      const work = handle.db.connection().execute(async (conn) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await expect.poll(() => errors.length, { timeout: 5000 }).toBe(1);
        await sql`select 1`.execute(conn);
      });
      await expect(work).rejects.toThrow();
      expect(errors[0]!.message).toMatch(/terminating connection|ECONNRESET|Connection terminated/);

      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await admin.end();
      await handle.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the SQLite statement cache', () => {
  it('reuses a statement by its SQL, and never one busy in a streamed query', () => {
    const sqlite = new SQLite(':memory:');
    const cache = withStatementCache(sqlite, 2);
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const first = cache.prepare('select n from t order by n');
    expect(cache.prepare('select n from t order by n')).toBe(first);
    const rows = first.iterate([]);
    rows.next();
    // Mid-iteration: the same SQL gets a statement of its own, which works.
    const second = cache.prepare('select n from t order by n');
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    // At most `max` statements are kept.
    cache.prepare('select 1');
    cache.prepare('select 2');
    expect(cache.prepare('select n from t order by n')).not.toBe(first);
    cache.close();
  });
});
