/**
 * Small helpers that keep scenario modules short and readable. Each returns plain data
 * the scenario schema validates; nothing here has behaviour of its own.
 *
 *   timeline: [at('1m30s', credit('demo', 5000)), at('2m', logout('demo'))]
 */
import type { ScenarioActionInput } from './actions';
import type { Duration } from './duration';
import { parseDuration } from './duration';
import type { CasinoTableInput } from './format/casino';
import { liveCasinoShortNames } from './format/casino';

export { defineScenario } from './scenario';

/** A raw timeline entry: `action` at scenario time `when`. */
export function at(
  when: Duration,
  action: ScenarioActionInput,
): { at: Duration; action: ScenarioActionInput } {
  return { at: when, action };
}

/** Ms of a duration, for arithmetic in scenario modules: ms('5m') + ms('30s'). */
export function ms(duration: Duration): number {
  return parseDuration(duration);
}

/** A deposit from the upline. */
export function credit(username: string, amount: number, remark = 'Deposit by upline'): ScenarioActionInput {
  return { type: 'account.credit', username, amount, remark };
}

/** A withdrawal by the upline. */
export function debit(
  username: string,
  amount: number,
  remark = 'Withdrawal by upline',
): ScenarioActionInput {
  return { type: 'account.credit', username, amount: -Math.abs(amount), remark };
}

/** Changes the scrolling client notice. */
export function notice(clientNotification: string): ScenarioActionInput {
  return { type: 'domain.update', clientNotification };
}

export function logout(username: string): ScenarioActionInput {
  return { type: 'account.forceLogout', username };
}

/** Answers on `path` are delayed by `delay` for `window`. */
export function latency(path: string, delay: Duration, window: Duration): ScenarioActionInput {
  return { type: 'fault.http', path, latencyMs: ms(delay), durationMs: ms(window) };
}

/** Answers on `path` fail with `status` for `window`. */
export function httpError(
  path: string,
  status: number,
  window: Duration,
  message?: string,
): ScenarioActionInput {
  return { type: 'fault.http', path, status, durationMs: ms(window), ...(message ? { message } : {}) };
}

export function disconnect(channel: 'account' | 'match' | 'casino' | 'aviator' | 'all'): ScenarioActionInput {
  return { type: 'fault.socketDisconnect', channel };
}

/** One table per live casino game, with the same settings (a per-game override wins). */
export function allLiveTables(
  settings: Omit<CasinoTableInput, 'game'> = {},
  overrides: Partial<Record<string, Omit<CasinoTableInput, 'game'>>> = {},
): CasinoTableInput[] {
  return liveCasinoShortNames.map((game) => ({ ...settings, ...overrides[game], game }));
}
