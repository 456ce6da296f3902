import fs from 'node:fs';
import { API_DOC_PATH, renderApiDoc } from './docs/api-doc';

// npm run docs:api: rewrites docs/api.md from the route catalogue and the contract's schemas.
fs.writeFileSync(API_DOC_PATH, await renderApiDoc());
console.log(`Wrote ${API_DOC_PATH}`);
