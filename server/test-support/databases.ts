import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  /** DATABASE_URL for the app; undefined means SQLite in the temp DATA_DIR. */
  create(): Promise<{ url: string | undefined; drop(): Promise<void> }>;
}

const sqliteTarget: DatabaseTarget = {
  name: 'sqlite',
  create: async () => ({ url: undefined, drop: async () => undefined }),
};

/**
 * PostgreSQL, when TEST_DATABASE_URL names a server (npm test sets it when one
 * answers on 127.0.0.1:5432): every test file gets a database of its own.
 */
function postgresTarget(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    async create() {
      const name = `podium_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        async drop() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          try {
            await client.query(`drop database if exists ${name} with (force)`);
          } finally {
            await client.end();
          }
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqliteTarget, postgresTarget(url)] : [sqliteTarget];
}
