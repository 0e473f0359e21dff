import { defineScenario } from '../dsl';

/**
 * Aviator with known crash values first (two instant crashes at 1.00, then 1.01, 1.5,
 * 2.37, 5.5 (panel one's auto cash-out default), 10 and 100), then rounds from the
 * provably fair chain at Spribe's 3% edge. Rounds: 8 s betting, 3 s "FLEW AWAY!", 2 s gap.
 */
export const aviatorCrashes = defineScenario({
  name: 'aviator-crashes',
  title: 'Aviator crashes',
  description:
    'Scripted aviator crash values (1.00 twice, 1.01, 1.50, 2.37, 5.50, 10.00, 100.00) then provably fair rounds ' +
    'from a hash chain with a 3% house edge: check history, colours, auto cash-out and the verifier.',
  defaultSeed: 'aviator-crashes',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: '15m',
  aviator: {
    houseEdge: 3,
    script: [1, 1, 1.01, 1.5, 2.37, 5.5, 10, 100],
  },
});
