/**
 * @esk/scenarios: the scenario format, the engine that plays it on a virtual clock, the
 * seeded generators and the built-in catalogue. Casino game rules live in games/casino
 * (import '@esk/scenarios/games/casino/index').
 */
export * from './actions';
export * from './catalog/index';
export * from './clock';
export * from './dsl';
export * from './duration';
export * from './engine';
export * from './format/casino';
export type { AviatorRoundPlan } from './generators/aviator';
export { SCRIPTED_SEED_PREFIX } from './generators/aviator';
export * from './generators/aviator-fair';
export { matchIds } from './generators/match';
export { ALL_PATTIS, jodiOf, matkaEventIdOf } from './generators/matka-day';
export * from './rng';
export * from './scenario';
export * from './standard-accounts';
