import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { recordedAccount, scenarioFromRecording } from '../recording-scenario';
import type { Scenario } from '../scenario';
import { loadScenarioFile } from '../scenario-file';
import { type Recording, readRecording, recordingActions, recordingDuration } from './recording';

/** A loaded scenario's recording: a file's path is read into the recording itself. */
const loaded = (scenario: Scenario) => scenario.recording as Recording | undefined;

const START = Date.parse('2026-11-21T12:00:00Z');
const header = {
  kind: 'recording',
  version: 1,
  base: 'https://api.example.com',
  startedAt: START,
  username: 'qa1',
  user: { userType: 'client', name: 'QA One', rateReffrence: 0.02, isPasswordChanged: true },
  origins: ['https://api.example.com'],
};
const answer = (at: number, coins: number) => ({
  kind: 'http',
  at: START + at,
  call: 'user.userBalance',
  method: 'POST',
  url: 'https://api.example.com/v1/user/userBalance',
  request: {},
  status: 200,
  body: { error: false, code: 0, message: 'Success', data: { coins, exposure: 0 }, dataEncrupt: 0 },
});
const push = {
  kind: 'event',
  at: START + 4000,
  channel: 'account',
  event: 'coinUpdate',
  payload: { coins: 1200, exposure: 300 },
};
const ndjson = (lines: unknown[]) => `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;

describe('a recording (npm run drift -- --record)', () => {
  it('reads the header, answers and events in time order', () => {
    const recording = readRecording(ndjson([header, push, answer(2000, 1500), answer(1000, 1500)]));
    expect(recording.header.username).toBe('qa1');
    expect(recording.answers.map((a) => a.at - START)).toEqual([1000, 2000]);
    expect(recording.events).toHaveLength(1);
    expect(recordingDuration(recording)).toBe(5000);
  });

  it('names the line and the field of a mistake', () => {
    expect(() => readRecording(ndjson([answer(0, 1)]))).toThrow('line 1: the first line must be the header');
    expect(() => readRecording(ndjson([header, { ...push, channel: 'lobby' }]))).toThrow(
      /line 2: .* at channel/,
    );
    expect(() => readRecording(`${JSON.stringify(header)}\n{oops`)).toThrow('line 2 is not JSON');
    expect(() => readRecording('')).toThrow('empty: no header line');
  });

  it('plays as actions: begin at 0, the first answer of a call from 0, later ones and pushes at their times', () => {
    const recording = readRecording(ndjson([header, answer(1000, 1500), answer(3000, 1400), push]));
    const actions = recordingActions(recording).map(({ at, action }) => [at, action.type]);
    expect(actions).toEqual([
      [0, 'recording.begin'],
      [0, 'recording.answer'],
      [3000, 'recording.answer'],
      [4000, 'recording.push'],
    ]);
  });

  it('becomes a scenario with the recorded user, balance and rate as its one account', () => {
    const recording = readRecording(ndjson([header, answer(1000, 1500)]));
    expect(recordedAccount(recording)).toMatchObject({
      username: 'qa1',
      name: 'QA One',
      userType: 'client',
      coins: 1500,
      rateDifference: 2,
    });
    const scenario = scenarioFromRecording(recording, '/tmp/Bug 42.ndjson');
    expect(scenario).toMatchObject({ name: 'bug-42', startAt: START, standardAccounts: false });
  });
});

const dir = mkdtempSync(join(fileURLToPath(new URL('../..', import.meta.url)), '.tmp-recording-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a recording as a scenario file', { timeout: 60_000 }, () => {
  it('SCENARIO=./rec.ndjson loads it; recording: in a JSON file adds the recorded user', async () => {
    writeFileSync(join(dir, 'rec.ndjson'), ndjson([header, answer(1000, 1500), push]));
    const bare = await loadScenarioFile(join(dir, 'rec.ndjson'));
    expect(bare.scenario.name).toBe('rec');
    expect(loaded(bare.scenario)?.answers).toHaveLength(1);

    writeFileSync(
      join(dir, 'with.json'),
      JSON.stringify({
        name: 'with-recording',
        title: 'With a recording',
        description: 'A file naming a recording.',
        defaultSeed: 'qa',
        duration: '2m',
        recording: './rec.ndjson',
      }),
    );
    const named = await loadScenarioFile(join(dir, 'with.json'));
    expect(loaded(named.scenario)?.header.username).toBe('qa1');
    expect(named.scenario.accounts.map((account) => account.username)).toContain('qa1');

    writeFileSync(
      join(dir, 'missing.json'),
      JSON.stringify({ ...JSON.parse('{}'), name: 'x', recording: './nope.ndjson' }),
    );
    await expect(loadScenarioFile(join(dir, 'missing.json'))).rejects.toThrow('nope.ndjson: not found');
  });
});
