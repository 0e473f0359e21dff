import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readmeFiles } from './readme-commands';
import { namedPaths, pathExists } from './readme-paths';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Every file of the checkout (tracked, or new and not ignored). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

/** The file names of a README's package (the whole repository for the root README). */
function namesFor(readme: string): Set<string> {
  const pkg = readme.includes('/') ? `${readme.split('/')[0]}/` : '';
  return new Set(files.filter((file) => file.startsWith(pkg)).map((file) => basename(file)));
}

describe('every path a README names', () => {
  it('exists', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const readme of readmeFiles(ROOT)) {
      const names = namesFor(readme);
      for (const named of namedPaths(readme, readFileSync(join(ROOT, readme), 'utf8'))) {
        checked += 1;
        if (!pathExists(ROOT, named, names)) missing.push(`${readme}:${named.line} ${named.path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });
});

describe('what counts as a path', () => {
  const paths = (markdown: string) => namedPaths('client/README.md', markdown).map((named) => named.path);

  it('takes links, file and folder code spans, and the files a tree lists', () => {
    expect(
      paths(
        [
          'See [the QA guide](../qa/README.md#step-6), `lib/api/api-client.ts:12`, `src/control/logic/`.',
          '```',
          'src/',
          '  main.tsx                 loads config (Pixi.js)',
          '```',
        ].join('\n'),
      ),
    ).toEqual(['../qa/README.md', 'lib/api/api-client.ts', 'src/control/logic/', 'main.tsx']);
  });

  it('leaves placeholders, patterns, URL paths, generated folders and commands alone', () => {
    expect(
      paths(
        [
          '`routes/<area>.ts`, `rules/**/*.test.ts`, `i18n/lobby-{en,hi}.ts`, `/main/rules`, `.json`,',
          '`artifacts/`, `run.ndjson`, [home](https://example.com) [top](#layout)',
          '```bash',
          'npm run sim -- export run.ndjson',
          '```',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('resolves from the README, its package, its src/ or the root; a bare name within the package', () => {
    const names = new Set(['main.tsx']);
    const exists = (path: string) => pathExists(ROOT, { readme: 'client/README.md', path, line: 1 }, names);
    expect(exists('lib/api/api-client.ts')).toBe(true);
    expect(exists('client/vite.config.ts')).toBe(true);
    expect(exists('@esk/contracts/catalog/aviator-fair.ts')).toBe(true);
    expect(exists('main.tsx')).toBe(true);
    expect(exists('lib/api/no-such-file.ts')).toBe(false);
    expect(exists('routes/main/placeholder-routes.ts')).toBe(false);
    expect(exists('server.ts')).toBe(false);
  });
});
