/**
 * `npm run sim -- run`: a scenario file played headless, with a timeline of what happened
 * when (the values QA checks) and a digest of the run that is equal for equal runs.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runHeadless } from '../src/sim/headless';

const FRIDAY = fileURLToPath(new URL('../../qa/friday.ts', import.meta.url));

describe('a headless run of qa/friday.ts', { timeout: 120_000 }, () => {
  it('lists each scripted moment at its time with its values, and balances at the end', async () => {
    const lines: string[] = [];
    const summary = await runHeadless({
      scenario: FRIDAY,
      startAt: 'scenario',
      timeline: {},
      log: (line) => lines.push(line),
    });
    const text = (offset: string, type: string) =>
      summary.timeline?.find((line) => line.offset === offset && line.type === type)?.text;
    expect(text('+3:00.000', 'sports.declareSession')).toBe(
      'India v Pakistan · 10 OVER RUN IND declared: run 52',
    );
    expect(text('+4:00.000', 'aviator.crash')).toMatch(/crashed at 2\.50 \(scripted\)$/);
    expect(text('+5:45.000', 'account.forceLogout')).toBe('qa1 logged out');
    expect(summary.timeline?.find((line) => line.type === 'casino.declare')?.text).toMatch(
      /result 2: High Card/,
    );
    expect(summary.timeline?.some((line) => line.type === 'aviator.chat')).toBe(false);
    expect(lines).toContain(
      ' +3:00.000  19:33:00  sports.declareSession    India v Pakistan · 10 OVER RUN IND declared: run 52',
    );
    expect(lines.at(-1)).toMatch(/^digest [0-9a-f]{64} {2}\(\d+ actions \+ \d+ socket events\)$/);
    expect(summary.errors).toEqual([]);
    expect(summary.accounts.find((account) => account.username === 'QA1')).toMatchObject({ coins: 50000 });
    expect(summary.playedMs).toBe(360_000);
  });

  it('has the same digest for the same seed, and another for another seed', async () => {
    const run = (seed?: string) =>
      runHeadless({ scenario: FRIDAY, startAt: 'scenario', ...(seed ? { seed } : {}) });
    const [first, second, other] = [await run(), await run(), await run('another')];
    expect(first.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(second.digest).toBe(first.digest);
    expect(other.digest).not.toBe(first.digest);
    expect(first.timeline).toBeUndefined();
  });
});
