import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@common/errors/error-codes';
import { API_OPERATIONS } from '@server/http/api-docs/api-operations';
import { openApiPath } from '@server/http/api-docs/openapi-document';
import { API_DOC_PATH, renderApiDoc } from './api-doc';

describe('docs/api.md', () => {
  it('is what `npm run docs:api` writes from the route catalogue and the contract', async () => {
    const written = fs.readFileSync(API_DOC_PATH, 'utf8');
    // On failure: run `npm run docs:api` and commit docs/api.md.
    expect(written === (await renderApiDoc()), 'docs/api.md is stale').toBe(true);
  });

  it('lists every route and every error code', async () => {
    const page = await renderApiDoc();
    for (const operation of API_OPERATIONS) {
      expect(page).toContain(`### ${operation.method} ${openApiPath(operation.path)}`);
    }
    for (const code of ERROR_CODES) expect(page).toContain(`| \`${code}\``);
  });
});
