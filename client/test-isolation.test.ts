import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_MOCK_TESTS } from './test-isolation';

const root = import.meta.dirname;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('client test isolation', () => {
  it('lists every test file that replaces a module, and only those', () => {
    const mocking = testFiles(join(root, 'src'))
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')))
      .sort();
    expect([...MODULE_MOCK_TESTS].sort()).toEqual(mocking);
  });
});
