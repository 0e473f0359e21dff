/**
 * The built-in scenarios by name. `loadScenario(name)` is what `npm start -- --scenario
 * <name>` resolves; an unknown name fails with the list of known ones.
 */
import type { Scenario } from '../scenario';
import { aviatorCrashes } from './aviator-crashes';
import { casinoRounds } from './casino-rounds';
import { demo } from './demo';
import { logoutAndFaults } from './logout-and-faults';
import { matkaDay } from './matka-day';
import { matkaResults } from './matka-results';
import { sandbox } from './sandbox';
import { smoke } from './smoke';
import { sportsSettlement } from './sports-settlement';

export const scenarios: Readonly<Record<string, Scenario>> = Object.fromEntries(
  [
    demo,
    smoke,
    sportsSettlement,
    casinoRounds,
    matkaResults,
    matkaDay,
    aviatorCrashes,
    logoutAndFaults,
    sandbox,
  ].map((scenario) => [scenario.name, scenario]),
);

export const scenarioNames: readonly string[] = Object.keys(scenarios);

export class UnknownScenarioError extends Error {
  constructor(readonly requested: string) {
    super(`unknown scenario '${requested}': choose one of ${scenarioNames.join(', ')}`);
    this.name = 'UnknownScenarioError';
  }
}

/** What a scenario picker shows: durationMs null when endless. */
export function scenarioList(): {
  name: string;
  title: string;
  description: string;
  durationMs: number | null;
}[] {
  return Object.values(scenarios).map((scenario) => ({
    name: scenario.name,
    title: scenario.title,
    description: scenario.description,
    durationMs: scenario.duration === 'endless' ? null : scenario.duration,
  }));
}

/** A built-in scenario by name; any other name (a prototype key such as 'constructor' too) throws UnknownScenarioError. */
export function loadScenario(name: string): Scenario {
  const scenario = Object.hasOwn(scenarios, name) ? scenarios[name] : undefined;
  if (!scenario) throw new UnknownScenarioError(name);
  return scenario;
}

export {
  aviatorCrashes,
  casinoRounds,
  demo,
  logoutAndFaults,
  matkaDay,
  matkaResults,
  sandbox,
  smoke,
  sportsSettlement,
};
