/**
 * No function of the product's code runs past 120 lines (a long function mixes what should be
 * named parts; split it). Tests and test support are left out: a describe block holds many cases.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, repoSourceFiles } from './import-graph';

const MAX_LINES = 120;
const TEST_CODE = /(\.test\.tsx?$|\.spec\.ts$|^e2e\/|\/test\/|\/testing\/|^client\/test-isolation)/;

/** Each function of a file longer than `max` lines, as `file:line name (lines)`. */
export function longFunctions(file: string, text: string, max: number): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
      const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
      if (lines > max)
        found.push(`${file}:${start + 1} ${named?.getText(source) ?? '(anonymous)'} (${lines})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`keeps every function of the product's code within ${MAX_LINES} lines`, () => {
    const files = repoSourceFiles().filter((file) => !TEST_CODE.test(file));
    expect(files.length).toBeGreaterThan(500);
    const long = files.flatMap((file) =>
      longFunctions(file, readFileSync(join(ROOT, file), 'utf8'), MAX_LINES),
    );
    expect(long).toEqual([]);
  });

  it('measures a function from its first to its last line, arrows and methods included', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `export function a() {\n${body(5)}\n}\nconst b = () => {\n${body(10)}\n};\nclass C {\n  m() {\n${body(3)}\n  }\n}\n`;
    expect(longFunctions('x.ts', text, 7)).toEqual(['x.ts:8 b (12)']);
    expect(longFunctions('x.ts', text, 4)).toEqual(['x.ts:1 a (7)', 'x.ts:8 b (12)', 'x.ts:21 m (5)']);
  });
});
