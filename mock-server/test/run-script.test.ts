/**
 * scripts/run.mjs, how `npm run sim`, `npm run drift` and `npm run start:server` start: it runs the
 * entry from a cached bundle, and a changed source (the entry or a module it imports) is rebuilt
 * before the next run, never served stale. Arguments reach the entry as if it ran directly.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const RUN = fileURLToPath(new URL('../scripts/run.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'esk-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], cwd?: string) {
  return new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(process.execPath, [RUN, ...args], { cwd }, (error, stdout) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

/** Writes a file and moves its mtime on, as an editor's save does (two saves in one ms still differ). */
let tick = Date.now() / 1000;
function save(name: string, text: string) {
  const path = join(dir, name);
  writeFileSync(path, text);
  tick += 2;
  utimesSync(path, tick, tick);
}

describe('scripts/run.mjs', () => {
  it('runs an entry with its arguments, and rebuilds when an imported source changes', async () => {
    save('words.ts', "export const word: string = 'first';\n");
    save(
      'entry.ts',
      "import { word } from './words';\nconsole.log(word, process.argv.slice(2).join(' '));\n",
    );
    const entry = join(dir, 'entry.ts');

    expect(await run([entry, 'a', '--flag'])).toEqual({ code: 0, stdout: 'first a --flag\n' });
    expect((await run([entry])).stdout).toBe('first \n');

    save('words.ts', "export const word: string = 'second';\n");
    expect((await run([entry])).stdout).toBe('second \n');
  }, 60_000);

  it('sees a change whatever directory it runs in (npm runs a workspace script in its package)', async () => {
    save('colour.ts', "export const colour: string = 'red';\n");
    save('paint.ts', "import { colour } from './colour';\nconsole.log(colour);\n");
    const entry = join(dir, 'paint.ts');
    expect((await run([entry], dir)).stdout).toBe('red\n');
    save('colour.ts', "export const colour: string = 'blue';\n");
    expect((await run([entry], tmpdir())).stdout).toBe('blue\n');
    save('colour.ts', "export const colour: string = 'green';\n");
    expect((await run([entry], dir)).stdout).toBe('green\n');
  }, 60_000);

  it('exits with the entry’s own exit code', async () => {
    save('fails.ts', 'process.exitCode = 3;\n');
    expect((await run([join(dir, 'fails.ts')])).code).toBe(3);
  }, 60_000);
});
