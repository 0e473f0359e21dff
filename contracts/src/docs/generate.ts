/**
 * Writes docs/openapi.json (OpenAPI 3.1, every HTTP call) and docs/asyncapi.json
 * (AsyncAPI 3.0, every socket event) from the zod contracts. `npm run docs`.
 * A test regenerates both in memory and fails when the committed files are stale.
 * With DOCS_OUT_DIR set it writes there instead (a test runs the command without touching
 * the committed files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAsyncApi, buildOpenApi } from './build';

const outDir = process.env.DOCS_OUT_DIR;
const here = (name: string) =>
  outDir ? join(outDir, name) : fileURLToPath(new URL(`./${name}`, import.meta.url));
if (outDir) mkdirSync(outDir, { recursive: true });

writeFileSync(here('openapi.json'), `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
writeFileSync(here('asyncapi.json'), `${JSON.stringify(buildAsyncApi(), null, 2)}\n`);
console.log(`wrote ${outDir ? `${outDir}/` : 'contracts/src/docs/'}openapi.json and asyncapi.json`);
