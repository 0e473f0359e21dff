/**
 * Writes the field reference into scenarios/README.md (between its markers). `npm run docs`.
 * With DOCS_OUT_DIR set it writes the README there instead (a test runs the command
 * without touching the committed file).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withFieldReference } from './field-reference';

const readme = fileURLToPath(new URL('../../README.md', import.meta.url));
const outDir = process.env.DOCS_OUT_DIR;
const target = outDir ? join(outDir, 'scenarios-README.md') : readme;
if (outDir) mkdirSync(outDir, { recursive: true });
writeFileSync(target, withFieldReference(readFileSync(readme, 'utf8')));
console.log(`wrote the field reference into ${outDir ? target : 'scenarios/README.md'}`);
