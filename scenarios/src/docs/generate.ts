/**
 * Writes the field reference, scenarios/REFERENCE.md. `npm run docs`. With DOCS_OUT_DIR set it
 * writes it there instead (a test runs the command without touching the committed file).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceDocument } from './field-reference';

const committed = fileURLToPath(new URL('../../REFERENCE.md', import.meta.url));
const outDir = process.env.DOCS_OUT_DIR;
const target = outDir ? join(outDir, 'scenarios-REFERENCE.md') : committed;
if (outDir) mkdirSync(outDir, { recursive: true });
writeFileSync(target, referenceDocument());
console.log(`wrote the field reference to ${outDir ? target : 'scenarios/REFERENCE.md'}`);
