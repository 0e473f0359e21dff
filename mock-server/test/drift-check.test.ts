/**
 * `npm run drift` against mocks on loopback: a clean mock passes (exit 0, nothing drifting);
 * a mock started with drift faults (a field renamed, a number sent as a word, encryption
 * turned on, a socket event's field renamed; from DRIFT= and from a fault.drift action) is
 * reported with exactly those fields and exit 1, and the secret turns encryption back into
 * no drift. The CLI itself prints the fields and exits 1.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport } from '../src/drift/report';
import { runDrift } from '../src/drift/run';
import { driftArgs, driftOptions } from './drift-helpers';
import { createHarness, type Harness } from './harness';

const CLI = fileURLToPath(new URL('../src/drift/cli.ts', import.meta.url));
/** How `npm run sim` / `npm run drift` start it (a cached bundle of the sources, scripts/run.mjs). */
const RUN = fileURLToPath(new URL('../scripts/run.mjs', import.meta.url));
const DRIFT =
  '/v1/user/userBalance rename=data.coins:coin word=data.exposure; /v1/matka/getMatkaList encrypt; crashValue rename=roundId:round_id';

async function listening(env: Record<string, string> = {}): Promise<{ h: Harness; base: string }> {
  const h = await createHarness(env);
  const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  return { h, base };
}

const options = driftOptions;

function drift(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [RUN, CLI, ...args], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run drift against a clean mock', () => {
  let mock: { h: Harness; base: string };
  beforeAll(async () => {
    mock = await listening({ SCENARIO: 'demo' });
  }, 60_000);
  afterAll(() => mock.h.close());

  it('walks every read-only call and socket, finds nothing drifting, exit 0', {
    timeout: 60_000,
  }, async () => {
    const report = await runDrift(options(mock.base));
    expect(report.summary.drifting).toEqual([]);
    expect(report.exitCode).toBe(0);
    const called = new Set(report.calls.map((check) => check.call));
    for (const call of [
      'user.login',
      'user.userBalance',
      'sports.matchList',
      'sports.sportByMarketId',
      'sports.matchCache',
      'sports.eventMarketsCache',
      'casino.getDiamondCasinoByEventId',
      'casino.casinoCache',
      'matka.getMatkaList',
      'aviator.getRoundIdDetails',
      'user.userStatement',
      'user.userLedger',
      'reports.casinoTransactionReport',
    ]) {
      expect(called, call).toContain(call);
    }
    expect(report.calls.every((check) => check.verdict === 'ok' || check.verdict === 'skipped')).toBe(true);
    const heard = report.events.filter((event) => event.verdict === 'ok').map((event) => event.contract);
    expect(heard).toContain('account.userLoggedIn');
    expect(heard).toContain('aviator.crashValue');
    // Read-only: no bet was placed.
    expect(report.calls.some((check) => /Place|BetPlace|placeBet/i.test(check.call))).toBe(false);
  });
});

describe('npm run drift against a drifting mock', () => {
  let mock: { h: Harness; base: string };
  beforeAll(async () => {
    mock = await listening({ SCENARIO: 'demo', DRIFT });
    // And one from a scenario action, as QA would script it.
    mock.h.sim.trigger({ type: 'fault.drift', path: '/v1/sports/matchList', word: ['data.0.priority'] });
  }, 60_000);
  afterAll(() => mock.h.close());

  it('reports exactly the drifted fields with the values seen, exit 1', { timeout: 60_000 }, async () => {
    const report = await runDrift(options(mock.base));
    expect(report.summary.drifting.sort()).toEqual(
      [
        'aviator.crashValue roundId',
        'matka.getMatkaList data',
        'sports.matchList data.0.priority',
        'user.userBalance data.coins',
        'user.userBalance data.exposure',
      ].sort(),
    );
    expect(report.exitCode).toBe(1);
    const balance = report.calls.find((check) => check.call === 'user.userBalance');
    expect(balance?.fields).toEqual([
      expect.objectContaining({ path: 'data.coins', seen: 'missing (data has coin, exposure)' }),
      // The exposure as words ('"zero"', or demo's open picks of its week of history).
      expect.objectContaining({ path: 'data.exposure', seen: expect.stringMatching(/^"[a-z ]+"$/) }),
    ]);
    const matka = report.calls.find((check) => check.call === 'matka.getMatkaList');
    expect(matka?.fields[0]?.message).toContain('no --secret');
    const text = formatReport(report);
    expect(text).toContain('DRIFT');
    expect(text).toContain('user.userBalance data.coins');
  });

  it('decrypts with --secret: encryption alone is not drift', { timeout: 60_000 }, async () => {
    const report = await runDrift(options(mock.base, ['--secret', 'exchange-sim-secret']));
    expect(report.summary.drifting).not.toContain('matka.getMatkaList data');
    expect(report.calls.find((check) => check.call === 'matka.getMatkaList')?.verdict).toBe('ok');
  });

  it('the command prints the drifting fields and exits 1; a mistyped one exits 2', {
    timeout: 60_000,
  }, async () => {
    const run = await drift(driftArgs(mock.base, ['--json']));
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { summary: { drifting: string[] } };
    expect(report.summary.drifting).toContain('user.userBalance data.coins');
    const mistyped = await drift(['--user', 'demo']);
    expect(mistyped.code).toBe(2);
    expect(mistyped.stderr).toContain('--base is required');
  });
});
