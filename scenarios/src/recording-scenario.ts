/**
 * A recording as a scenario: `SCENARIO=./rec.ndjson` plays this. Only the recorded user
 * exists (password '<username>1234', like every account without one), its wallet opens at the
 * recorded balance, and the clock starts at the recording's start and lasts as long as it.
 */
import { basename, extname } from 'node:path';
import { userTypes } from './actions';
import type { AccountSpec } from './format/accounts';
import { type Recording, recordingDuration } from './format/recording';
import type { ScenarioInput } from './scenario';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const flagOf = (value: unknown, fallback: boolean) =>
  value === undefined || value === null
    ? fallback
    : value === true || value === 1 || value === 'true' || value === '1';

/** The first recorded balance (user.userBalance data.coins), so the mock's own wallet agrees with it. */
function recordedCoins(recording: Recording): number {
  for (const answer of recording.answers) {
    if (answer.call !== 'user.userBalance' || !isRecord(answer.body) || !isRecord(answer.body.data)) continue;
    const coins = Number(answer.body.data.coins);
    if (Number.isFinite(coins) && coins >= 0) return coins;
  }
  return 0;
}

/** The recorded user as a scenario account: name, role and settings as the login answered them. */
export function recordedAccount(recording: Recording): AccountSpec {
  const { username, user } = recording.header;
  const type = userTypes.find((candidate) => candidate === user.userType) ?? 'client';
  // The API stores the rate difference as value / 100 (rateReffrence 0.02 is 2).
  const rate = Math.round(Number(user.rateReffrence) * 100);
  return {
    username,
    name: typeof user.name === 'string' && user.name !== '' ? user.name : username,
    userType: type,
    coins: recordedCoins(recording),
    isPasswordChanged: flagOf(user.isPasswordChanged, true),
    rateDifference: Number.isFinite(rate) ? Math.min(5, Math.max(1, rate)) : 1,
    betChipsModal: flagOf(user.betChipsModal, true),
  };
}

/** A kebab-case scenario name from the file's name ('Rec 2026.ndjson' -> 'rec-2026'). */
export function recordingName(file: string): string {
  const stem = basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'recording';
}

export function scenarioFromRecording(recording: Recording, file: string): ScenarioInput {
  const { header, answers, events } = recording;
  const host = URL.canParse(header.base) ? new URL(header.base).host : header.base;
  return {
    name: recordingName(file),
    title: `Recording of ${host} as ${header.username}`,
    description: `${answers.length} answers and ${events.length} socket events recorded ${new Date(header.startedAt).toISOString()} by npm run drift`,
    defaultSeed: 'recording',
    startAt: header.startedAt,
    duration: recordingDuration(recording),
    standardAccounts: false,
    accounts: [recordedAccount(recording)],
    recording,
  };
}

/** A scenario with a loaded recording, its recorded user added to the accounts when missing. */
export function withRecordedAccount<T extends { accounts?: AccountSpec[]; standardAccounts?: boolean }>(
  scenario: T,
  recording: Recording,
  standardUsernames: readonly string[],
): T {
  const wanted = recording.header.username.toLowerCase();
  const listed = (scenario.accounts ?? []).some((account) => account.username.toLowerCase() === wanted);
  const standard = scenario.standardAccounts !== false && standardUsernames.includes(wanted);
  if (listed || standard) return scenario;
  return { ...scenario, accounts: [...(scenario.accounts ?? []), recordedAccount(recording)] };
}
