/**
 * `npm run sim`: usage on --help, a usage message (exit 2, no stack trace) for unknown
 * options and commands, and the admin token sent when the mock asks for one.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

const CLI = fileURLToPath(new URL('../src/cli/sim.ts', import.meta.url));

function sim(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
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
});
