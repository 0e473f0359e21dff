import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isScenarioPath, loadScenarioFile, resolveScenario } from './scenario-file';

// Inside the repository, so a module's `import ... from '@esk/scenarios'` resolves as in qa/.
const dir = mkdtempSync(join(fileURLToPath(new URL('..', import.meta.url)), '.tmp-scenario-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

const data = {
  name: 'qa-file',
  title: 'QA file',
  description: 'From a file.',
  defaultSeed: 'qa',
  duration: '2m',
  accounts: [{ username: 'qa1', coins: 500 }],
};

const module = (body: string) =>
  `import { defineScenario } from '@esk/scenarios';\n${body.replaceAll('DATA', JSON.stringify(data))}\n`;

async function failure(path: string): Promise<string> {
  try {
    await loadScenarioFile(path);
  } catch (error) {
    return (error as Error).message;
  }
  return 'loaded';
}

// Each import of a module loads @esk/scenarios afresh (seconds on a busy machine).
describe('scenario files outside the packages', { timeout: 60_000 }, () => {
  it('tells paths from built-in names', () => {
    expect(isScenarioPath('./qa/friday.ts')).toBe(true);
    expect(isScenarioPath('friday.json')).toBe(true);
    expect(isScenarioPath('qa/friday')).toBe(true);
    expect(isScenarioPath('smoke')).toBe(false);
    expect(isScenarioPath('sports-settlement')).toBe(false);
  });

  it("load a module's default export, validated, with the defaults filled in", async () => {
    const path = file('default.ts', module('export default defineScenario(DATA);'));
    const { scenario, source } = await loadScenarioFile(path);
    expect(source).toEqual({ kind: 'file', path });
    expect(scenario).toMatchObject({ name: 'qa-file', duration: 120_000, standardAccounts: true });
    expect(scenario.accounts[0]).toMatchObject({ username: 'qa1', coins: 500, userType: 'client' });
  });

  it('load the one named export or plain data, and a JSON file, relative to the given directory', async () => {
    file('named.ts', module('export const friday = DATA;'));
    file('plain.json', JSON.stringify(data));
    expect((await loadScenarioFile('named.ts', dir)).scenario.name).toBe('qa-file');
    expect((await resolveScenario('./plain.json', dir)).scenario.duration).toBe(120_000);
    expect((await resolveScenario('smoke', dir)).source).toEqual({ kind: 'built-in' });
  });

  it('pick up an edited module on the next load (no module cache)', async () => {
    const path = file('edited.ts', module('export default defineScenario(DATA);'));
    await loadScenarioFile(path);
    writeFileSync(path, module("export default defineScenario({ ...DATA, title: 'Edited' });"));
    expect((await loadScenarioFile(path)).scenario.title).toBe('Edited');
  });

  it('fail with the file and the field when the scenario is not valid', async () => {
    const json = file(
      'bad.json',
      JSON.stringify({ ...data, accountEvents: [{ at: '1m', logout: 'nobody' }] }),
    );
    const message = await failure(json);
    expect(message).toContain(`scenario file ${json}`);
    expect(message).toContain("unknown username 'nobody'");
    expect(message).toContain('accountEvents[0].logout');
    const ts = file('bad.ts', module("export default defineScenario({ ...DATA, duration: 'forever' });"));
    expect(await failure(ts)).toMatch(
      /scenario file .*bad\.ts: scenario 'qa-file' is not valid[\s\S]*duration/,
    );
  });

  it('fail clearly for a missing file, bad JSON, a wrong extension and an ambiguous module', async () => {
    expect(await failure(join(dir, 'missing.ts'))).toContain('missing.ts: not found');
    expect(await failure(file('broken.json', '{"name": '))).toContain('not valid JSON');
    expect(await failure(file('notes.txt', 'hello'))).toContain(
      'use a .ts, .mts, .js, .mjs, .json, .ndjson file',
    );
    expect(await failure(file('two.ts', module('export const a = DATA;\nexport const b = DATA;')))).toContain(
      'exports several scenarios (a, b)',
    );
    expect(await failure(file('none.ts', 'export const x = 1;'))).toContain('exports no scenario');
  });
});
