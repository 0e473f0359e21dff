import { describe, expect, it } from 'vitest';
import { loadScenario, scenarioNames, UnknownScenarioError } from './index';

describe('loadScenario', () => {
  it('finds every built-in scenario by its name', () => {
    for (const name of scenarioNames) expect(loadScenario(name).name).toBe(name);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'nope', ''])(
    'refuses %j, naming the built-in ones',
    (name) => {
      expect(() => loadScenario(name)).toThrow(UnknownScenarioError);
      expect(() => loadScenario(name)).toThrow(/choose one of demo, smoke/);
    },
  );
});
