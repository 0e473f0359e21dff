import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../http';
import { buildAsyncApi, buildOpenApi } from './build';

const committed = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8')) as unknown;

describe('generated API documents', () => {
  it('openapi.json is fresh (run `npm run docs` after changing a contract)', () => {
    expect(committed('./openapi.json')).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('asyncapi.json is fresh (run `npm run docs` after changing a contract)', () => {
    expect(committed('./asyncapi.json')).toEqual(JSON.parse(JSON.stringify(buildAsyncApi())));
  });

  it('documents every call with one operation per method and path', () => {
    const doc = buildOpenApi();
    const operations = Object.values(doc.paths).flatMap((ops) => Object.keys(ops));
    expect(operations).toHaveLength(allCalls.length);
  });

  it('documents the journal export as NDJSON and the replay taking it as is', () => {
    interface Operation {
      summary: string;
      requestBody?: { content: Record<string, unknown> };
      responses: Record<string, { content: Record<string, unknown> }>;
    }
    const paths = buildOpenApi().paths as Record<string, Record<string, Operation>>;
    const exported = paths['/__admin/journal/export']?.get;
    expect(Object.keys(exported?.responses['200']?.content ?? {})).toEqual(['application/x-ndjson']);
    const replay = paths['/__admin/journal/replay']?.post;
    expect(Object.keys(replay?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'application/x-ndjson',
    ]);
    expect(replay?.summary).toContain('up to 256 MB');
  });
});
