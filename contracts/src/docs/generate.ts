/**
 * Writes docs/openapi.json (OpenAPI 3.1, every HTTP call) and docs/asyncapi.json
 * (AsyncAPI 3.0, every socket event) from the zod contracts. `npm run docs`.
 * A test regenerates both in memory and fails when the committed files are stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildAsyncApi, buildOpenApi } from './build';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

writeFileSync(here('./openapi.json'), `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
writeFileSync(here('./asyncapi.json'), `${JSON.stringify(buildAsyncApi(), null, 2)}\n`);
console.log('wrote contracts/src/docs/openapi.json and asyncapi.json');
