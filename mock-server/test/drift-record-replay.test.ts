/**
 * `npm run drift -- --record`: what one mock answered and pushed, replayed by a fresh mock on
 * another origin (SCENARIO=./rec.ndjson), answers the same bodies call by call (its own URL in
 * place of the recorded one), passes the drift check itself, and the recording holds no
 * password or token.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRecording } from '@esk/scenarios/format/recording';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDrift } from '../src/drift/run';
import { driftOptions } from './drift-helpers';
import { createHarness, type Harness } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'esk-drift-'));
const original = join(dir, 'rec.ndjson');
const replayed = join(dir, 'replayed.ndjson');

const check = (base: string, record: string) =>
  runDrift(driftOptions(base, ['--matches', '2', '--record', record]));

/** The bodies of a recording by call and URL path, each mock's own origin written as ORIGIN. */
function bodies(file: string): Map<string, string> {
  const recording = readRecording(readFileSync(file, 'utf8'));
  const origins = recording.header.origins;
  const out = new Map<string, string>();
  for (const answer of recording.answers) {
    let text = JSON.stringify(answer.body);
    for (const origin of origins) text = text.split(origin).join('ORIGIN');
    out.set(`${answer.call} ${new URL(answer.url).pathname} ${JSON.stringify(answer.request)}`, text);
  }
  return out;
}

describe('record against a mock, replay in a fresh one', () => {
  let first: Harness;
  let second: Harness | undefined;
  let firstBase: string;

  beforeAll(async () => {
    first = await createHarness({ SCENARIO: 'demo' });
    firstBase = await first.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await first.close();
    await second?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records every answer and push, without passwords or tokens', { timeout: 60_000 }, async () => {
    const report = await check(firstBase, original);
    expect(report.exitCode).toBe(0);
    const text = readFileSync(original, 'utf8');
    const recording = readRecording(text);
    expect(recording.header.username).toBe('demo');
    expect(recording.header.origins).toContain(firstBase);
    expect(recording.answers.map((answer) => answer.call)).toEqual(
      expect.arrayContaining(['user.login', 'user.userBalance', 'sports.matchList', 'sports.matchCache']),
    );
    expect(recording.events.some((event) => event.channel === 'aviator')).toBe(true);
    expect(text).not.toContain('demo1234');
    const login = recording.answers.find((answer) => answer.call === 'user.login');
    expect(JSON.stringify(login?.body)).toContain('"token":"[redacted]"');
  });

  it('a fresh mock playing the recording answers the same bodies and passes the check', {
    timeout: 90_000,
  }, async () => {
    second = await createHarness({ SCENARIO: original, START_AT: 'scenario' });
    const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
    expect(secondBase).not.toBe(firstBase);
    const report = await check(secondBase, replayed);
    expect(report.summary.drifting).toEqual([]);
    expect(report.exitCode).toBe(0);

    const before = bodies(original);
    const after = bodies(replayed);
    for (const call of [
      'user.userBalance',
      'sports.matchList',
      'sports.sportByMarketId',
      'sports.matchCache',
      'sports.eventMarketsCache',
      'casino.getDiamondCasinoByEventId',
      'casino.casinoCache',
      'matka.getMatkaList',
      'aviator.getRoundIdDetails',
    ]) {
      const keys = [...before.keys()].filter((key) => key.startsWith(`${call} `));
      expect(keys.length, call).toBeGreaterThan(0);
      for (const key of keys) expect(after.get(key), key).toBe(before.get(key));
    }
  });
});
