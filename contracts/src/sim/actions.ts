/**
 * Scenario actions: the only way a scenario changes the exchange. The engine (scenarios/)
 * turns a scenario into a time-ordered stream of these plain, validated objects and the mock
 * server applies each one to its state. Because they are data they can be journaled, hashed,
 * exported, replayed and sent through the admin API ("trigger an event now",
 * `calls.admin.trigger`) with the same validation; the control room generates its trigger
 * forms from these schemas. One file per area; every field carries `.describe()` (the field
 * reference in scenarios/REFERENCE.md and the control room's help texts come from it).
 */
import { z } from 'zod';
import {
  accountCreate,
  accountCredit,
  accountForceLogout,
  accountStatementForm,
  domainUpdate,
} from './actions/accounts';
import {
  aviatorChat,
  aviatorCloseRound,
  aviatorCrash,
  aviatorCrowd,
  aviatorOpenRound,
  aviatorSettings,
  aviatorTakeOff,
} from './actions/aviator';
import {
  casinoCloseBetting,
  casinoDeclare,
  casinoRevealCards,
  casinoSetRoundCards,
  casinoSetTableStatus,
  casinoSettings,
  casinoStartRound,
  intCasinoDealRound,
  intCasinoSetGame,
} from './actions/casino';
import { faultClear, faultDrift, faultHttp, faultSocketDisconnect } from './actions/faults';
import { matkaAddMarket, matkaDeclare, matkaSetFlags, matkaUpdateMarket } from './actions/matka';
import {
  playerAviatorBet,
  playerAviatorCashOut,
  playerCasinoBet,
  playerMatkaBet,
  playerOddBet,
  playerSessionBet,
} from './actions/player';
import { recordingAnswer, recordingBegin, recordingPush } from './actions/recording';
import {
  sportsAbandonMatch,
  sportsAddMatch,
  sportsDeclareMarket,
  sportsDeclareSession,
  sportsDeleteBet,
  sportsMarketReload,
  sportsOpenExchangeMarket,
  sportsOpenSession,
  sportsSessionBetUpdate,
  sportsSetExchangePrices,
  sportsSetExchangeStatus,
  sportsSetRates,
  sportsSetScore,
  sportsSetStatus,
  sportsUpdateSession,
  sportsVoidSession,
} from './actions/sports';

export * from './actions/accounts';
export * from './actions/aviator';
export * from './actions/casino';
export * from './actions/faults';
export { usernameSchema, userTypes } from './actions/fields';
export * from './actions/matka';
export * from './actions/player';
export * from './actions/recording';
export * from './actions/sports';

export const scenarioActionSchema = z.discriminatedUnion('type', [
  accountCreate,
  accountCredit,
  accountForceLogout,
  accountStatementForm,
  domainUpdate,
  sportsAddMatch,
  sportsSetStatus,
  sportsSetRates,
  sportsOpenSession,
  sportsUpdateSession,
  sportsDeclareSession,
  sportsDeclareMarket,
  sportsVoidSession,
  sportsAbandonMatch,
  sportsDeleteBet,
  sportsOpenExchangeMarket,
  sportsSetExchangePrices,
  sportsSetExchangeStatus,
  sportsMarketReload,
  sportsSessionBetUpdate,
  casinoStartRound,
  casinoCloseBetting,
  casinoRevealCards,
  casinoDeclare,
  casinoSetTableStatus,
  casinoSetRoundCards,
  intCasinoDealRound,
  intCasinoSetGame,
  casinoSettings,
  matkaAddMarket,
  matkaSetFlags,
  matkaUpdateMarket,
  matkaDeclare,
  aviatorOpenRound,
  aviatorTakeOff,
  aviatorCrash,
  aviatorCloseRound,
  aviatorSettings,
  aviatorCrowd,
  aviatorChat,
  faultHttp,
  faultSocketDisconnect,
  faultClear,
  faultDrift,
  sportsSetScore,
  playerOddBet,
  playerSessionBet,
  playerCasinoBet,
  playerMatkaBet,
  playerAviatorBet,
  playerAviatorCashOut,
  recordingBegin,
  recordingAnswer,
  recordingPush,
]);

/** An action as applied (defaults filled in). */
export type ScenarioAction = z.output<typeof scenarioActionSchema>;
/** An action as written in a scenario or sent to the admin API (defaults optional). */
export type ScenarioActionInput = z.input<typeof scenarioActionSchema>;
export type ActionType = ScenarioAction['type'];
export type ActionOf<T extends ActionType> = Extract<ScenarioAction, { type: T }>;
export type ActionInputOf<T extends ActionType> = Extract<ScenarioActionInput, { type: T }>;

/** The area an action type belongs to: what comes before its dot ('sports', 'matka', 'account'...). */
type PrefixOf<T extends string> = T extends `${infer Prefix}.${string}` ? Prefix : never;
export type ActionPrefix = PrefixOf<ActionType>;
/** Every action of one area, e.g. ActionsOf<'matka'> is the union of the matka.* actions. */
export type ActionsOf<P extends ActionPrefix> = Extract<ScenarioAction, { type: `${P}.${string}` }>;

/** Whether the action belongs to the area (narrows it to that area's actions). */
export function isActionOf<P extends ActionPrefix>(
  action: ScenarioAction,
  prefix: P,
): action is ActionsOf<P> {
  return action.type.startsWith(`${prefix}.`);
}

/** Every action type, in the union's order. */
export const ACTION_TYPES = scenarioActionSchema.options.map(
  (option) => option.shape.type.value,
) as ActionType[];

/** An action type's schema (the control room builds its form from it). */
export function actionSchemaOf(type: string) {
  return scenarioActionSchema.options.find((option) => option.shape.type.value === type);
}
