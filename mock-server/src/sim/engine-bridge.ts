/**
 * Connects the scenario engine (scenarios/) to a simulation: picks the scenario, the seed
 * and the start time, creates the clock, and starts the engine against the exchange.
 * TEMPORARY: until the scenarios package exports its engine, this seeds the standard
 * accounts only.
 */
import type { ActionTarget } from '@esk/scenarios/actions';
import type { VirtualClock } from '@esk/scenarios/clock';

export interface EngineHandle {
  clock: VirtualClock;
  seed: string;
  startedAt: number;
  /** Scenario end (epoch ms); undefined when endless. */
  endsAt?: number;
  start(): void;
  stop(): void;
  /** The seeded password of a scenario account, for the start-up banner. */
  passwordOf(username: string): string | undefined;
}

export interface EngineOptions {
  scenario: string;
  seed?: string;
  startAt: string;
  target: ActionTarget;
  createClock(at: number): VirtualClock;
}

const FIXED_START = Date.parse('2026-11-21T12:00:00+05:30');

const standard = [
  { username: 'demo', password: 'demo1234', name: 'Demo Client', userType: 'client' as const, coins: 100000 },
  {
    username: 'newbie',
    password: 'newbie1234',
    name: 'New Client',
    userType: 'client' as const,
    coins: 25000,
    isPasswordChanged: false,
  },
  { username: 'agent', password: 'agent1234', name: 'Agent', userType: 'agent' as const, coins: 0 },
];

export function resolveStart(startAt: string, scenarioStart = FIXED_START): number {
  if (startAt === 'now') return Math.floor(Date.now() / 1000) * 1000;
  if (startAt === 'scenario') return scenarioStart;
  const parsed = /^\d+$/.test(startAt) ? Number(startAt) : Date.parse(startAt);
  if (Number.isNaN(parsed)) throw new Error(`START_AT must be 'now', 'scenario' or a date, got '${startAt}'`);
  return parsed;
}

export function startEngine(options: EngineOptions): EngineHandle {
  const clock = options.createClock(resolveStart(options.startAt));
  return {
    clock,
    seed: options.seed ?? '1',
    startedAt: clock.now(),
    start() {
      for (const user of standard) {
        options.target.apply({
          type: 'account.create',
          rateDifference: 1,
          betChipsModal: true,
          isPasswordChanged: true,
          ...user,
        });
      }
    },
    stop() {},
    passwordOf: (username) => standard.find((user) => user.username === username.toLowerCase())?.password,
  };
}

export function listScenarios() {
  return [
    {
      name: 'smoke',
      title: 'Smoke',
      description: 'Standard accounts only (engine not wired yet)',
      durationMs: null,
    },
  ];
}
