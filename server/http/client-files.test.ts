import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('the built client', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podium-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Podium</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-4f2a.js'), 'console.log("podium")');
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves an asset that exists, for good', async () => {
    const res = await get('/assets/index-4f2a.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('podium');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing file under /assets, not the page', async () => {
    for (const url of ['/assets/index-0000.js', '/assets/old.css', '/assets/deep/x.js?v=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>Podium</title>');
    }
  });

  it("answers the app's own routes with the page, which its router fills", async () => {
    const res = await get('/progress');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Podium</title>');
  });

  it("forbids framing by the CSP's frame-ancestors alone, without X-Frame-Options", async () => {
    const res = await get('/');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});
