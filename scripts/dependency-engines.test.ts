import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('dependencies fit the runtime', () => {
  const declared = readJson('package.json').engines.node as string;
  const oldestNode = semver.minVersion(declared)!.version;

  it.each([oldestNode, process.versions.node])(
    'every locked package accepts Node %s (npm install prints no EBADENGINE)',
    (node) => {
      const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
      const refusing = Object.entries(lock.packages)
        .filter(([, entry]) => {
          const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
          return range && !semver.satisfies(node, range, { includePrerelease: true });
        })
        .map(
          ([name, entry]) => `${name}@${entry.version} wants node ${JSON.stringify(entry.engines)}`,
        );
      expect(refusing).toEqual([]);
    },
  );

  // package.json "overrides" give these dependents an older major that runs on Node 20;
  // their own test suites pass with it. This checks that what they call is there.
  it('gives the overridden cookie and content-disposition the functions their dependents call', () => {
    const from = (pkg: string) =>
      createRequire(path.join(root, 'node_modules', pkg, 'package.json'));
    for (const dependent of ['@fastify/cookie', 'light-my-request']) {
      const cookie = from(dependent)('cookie');
      expect(typeof cookie.parseCookie, dependent).toBe('function');
      expect(typeof cookie.stringifySetCookie, dependent).toBe('function');
      expect(cookie.stringifySetCookie({ name: 'a', value: 'b c', httpOnly: true })).toBe(
        'a=b%20c; HttpOnly',
      );
      expect(cookie.parseCookie('a=1; b=x%20y')).toEqual({ a: '1', b: 'x y' });
    }
    const { create } = from('@fastify/static')('content-disposition');
    expect(create('speech ü.webm')).toBe(
      `attachment; filename="speech ?.webm"; filename*=UTF-8''speech%20%C3%BC.webm`,
    );
  });
});
