import { defineScenario } from '../dsl';

/**
 * Nothing but the standard accounts and an idle exchange: the starting point for tests
 * that build their own world through admin triggers, and for a developer poking the API.
 */
export const sandbox = defineScenario({
  name: 'sandbox',
  title: 'Sandbox',
  description:
    'The standard accounts and nothing else: no matches, tables, markets or rounds until you trigger them ' +
    '(POST /__admin/actions or npm run sim -- trigger).',
  defaultSeed: 'sandbox',
  startAt: '2026-03-14T19:30:00+05:30',
  duration: 'endless',
});
