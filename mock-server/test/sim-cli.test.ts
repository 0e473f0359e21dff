/**
 * `npm run sim`: usage on --help, a usage message (exit 2, no stack trace) for unknown
 * options and commands, one-line errors (exit 1) naming the problem, and the admin token
 * sent when the mock asks for one. The README commands' happy paths are in readme-commands.test.ts.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

const CLI = fileURLToPath(new URL('../src/cli/sim.ts', import.meta.url));
/** How `npm run sim` / `npm run drift` start it (a cached bundle of the sources, scripts/run.mjs). */
const RUN = fileURLToPath(new URL('../scripts/run.mjs', import.meta.url));
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** One line, ending with a newline, no stack trace. */
const oneLine = (stderr: string) => {
  expect(stderr.endsWith('\n')).toBe(true);
  expect(stderr.trim().split('\n')).toHaveLength(1);
};

function sim(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [RUN, CLI, ...args],
      { env: { ...process.env, SIM_URL: '', SIM_ADMIN_TOKEN: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run sim', () => {
  it('prints the usage for --help and exits 0', async () => {
    const help = await sim(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage: npm run sim -- <command> [options]');
    expect(help.stdout).toContain('--admin-token');
  });

  it('answers an unknown option with a message and the usage, exit 2, no stack trace', async () => {
    const bad = await sim(['status', '--bogus']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--bogus'");
    expect(bad.stderr).toContain('usage: npm run sim');
    expect(bad.stderr).not.toMatch(/^\s+at /m);
  });

  it('answers an unknown command with the usage, exit 2', async () => {
    const bad = await sim(['frobnicate']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown command 'frobnicate'");
  });

  describe('against a mock that needs the admin token', () => {
    let h: Harness;
    let url: string;
    beforeAll(async () => {
      h = await createHarness({ HOST: '0.0.0.0', ADMIN_TOKEN: 'cli-test-admin-token' });
      url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await h.close();
    });

    it('sends --admin-token as X-Admin-Token', { timeout: 60_000 }, async () => {
      const refused = await sim(['status', '--url', url]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('401');
      const withFlag = await sim(['status', '--url', url, '--admin-token', 'cli-test-admin-token']);
      expect(withFlag.code).toBe(0);
      expect(JSON.parse(withFlag.stdout)).toMatchObject({ scenario: 'sandbox' });
    });
  });

  describe('against a mock on loopback', () => {
    let h: Harness;
    let url: string;
    beforeAll(async () => {
      h = await createHarness();
      url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await h.close();
    });

    it('says which user it does not know instead of answering nothing', { timeout: 60_000 }, async () => {
      const unknown = await sim(['journal', '--user', 'qa9', '--url', url]);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("400: user: 'qa9' is not a username or userId here (usernames: demo");
      oneLine(unknown.stderr);
      const known = await sim(['journal', '--user', 'DEMO', '--kind', 'action', '--url', url]);
      expect(known.code).toBe(0);
      expect(JSON.parse(known.stdout).entries[0]).toMatchObject({
        action: { type: 'account.create', username: 'demo' },
      });
    });

    it('answers a bad duration with the usage (exit 2) and a missing file with one line (exit 1)', {
      timeout: 60_000,
    }, async () => {
      const duration = await sim(['advance', 'soon', '--url', url]);
      expect(duration.code).toBe(2);
      expect(duration.stderr).toContain("bad duration 'soon'");
      const replay = await sim(['replay', 'no-such-export.ndjson', '--url', url]);
      expect(replay.code).toBe(1);
      expect(replay.stderr).toMatch(/no-such-export\.ndjson: no such file/);
      oneLine(replay.stderr);
      const load = await sim(['load', './qa/no-such-scenario.ts', '--url', url]);
      expect(load.code).toBe(1);
      expect(load.stderr).toMatch(/scenario file .*no-such-scenario\.ts: not found/);
      oneLine(load.stderr);
    });
  });

  it('a server started with a scenario file that does not load says so and exits 1', {
    timeout: 60_000,
  }, async () => {
    const started = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [RUN, SERVER],
        { env: { ...process.env, SCENARIO: './qa/no-such-scenario.ts', PORT: '0', LOG_LEVEL: 'silent' } },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
      );
    });
    expect(started.code).toBe(1);
    expect(started.stderr).toMatch(/scenario file .*no-such-scenario\.ts: not found/);
    expect(started.stderr).not.toMatch(/^\s+at /m);
  });
});
