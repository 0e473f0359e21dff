/**
 * A scripted bettor: a client's own call made by the scenario (the history's player bets through these).
 */
import { z } from 'zod';
import { avaitorCashOut, avaitorGamePlace } from '../../http/aviator';
import { casinoBetPlace } from '../../http/casino';
import { matkaPlaceBet } from '../../http/matka';
import { oddBetPlaced, sessionBetPlaced } from '../../http/sports';
import { username } from './fields';

/**
 * A client's own call, made by the scenario: the history's player (history/player.ts) bets
 * through these. The body is exactly what the client sends (typed by the call's contract);
 * the mock runs it through the same placement code as the API route, so a refused bet is
 * refused for the same reason a client would be told.
 */
const bettor = {
  username: username('The client who makes the call (a client who set a password: it may bet).'),
};
/** Bets whose rows show the address they came from. */
const fromAddress = {
  ip: z.string().min(1).default('127.0.0.1').describe('The address the bet row shows.'),
};

export const playerOddBet = z
  .object({
    type: z.literal('player.oddBet'),
    ...bettor,
    body: oddBetPlaced.request.describe('What the client sends to sports/oddBetPlaced (bookmaker or toss).'),
  })
  .describe("A client's bookmaker or toss bet, placed as sports/oddBetPlaced places it.");

export const playerSessionBet = z
  .object({
    type: z.literal('player.sessionBet'),
    ...bettor,
    body: sessionBetPlaced.request.describe('What the client sends to sports/sessionBetPlaced.'),
  })
  .describe("A client's session (fancy) bet, placed as sports/sessionBetPlaced places it.");

export const playerCasinoBet = z
  .object({
    type: z.literal('player.casinoBet'),
    ...bettor,
    ...fromAddress,
    body: casinoBetPlace.request.describe('What the client sends to casino/casinoBetPlace.'),
  })
  .describe("A client's bet on a live table's round, placed as casino/casinoBetPlace places it.");

export const playerMatkaBet = z
  .object({
    type: z.literal('player.matkaBet'),
    ...bettor,
    ...fromAddress,
    body: matkaPlaceBet.request.describe('What the client sends to matka/matkaPlaceBet.'),
  })
  .describe("A client's matka pick, placed as matka/matkaPlaceBet places it.");

export const playerAviatorBet = z
  .object({
    type: z.literal('player.aviatorBet'),
    ...bettor,
    body: avaitorGamePlace.request.describe('What the client sends to casino/avaitorGamePlace.'),
  })
  .describe("A client's aviator bet in the open round, placed as casino/avaitorGamePlace places it.");

const cashOutBody = avaitorCashOut.request.omit({ betId: true });

export const playerAviatorCashOut = z
  .object({
    type: z.literal('player.aviatorCashOut'),
    ...bettor,
    body: cashOutBody.describe(
      'What casino/avaitorCashOut carries, without betId: the exchange cashes out the open bet of the round.',
    ),
  })
  .describe("Cashes out the client's open aviator bet of the round at the multiplier of the moment.");

/** The contract bodies player.* actions carry, with their call: the field reference names them (the contracts document their fields). */
export const PLAYER_CALL_BODIES: readonly (readonly [z.core.$ZodType, string])[] = [
  [oddBetPlaced.request, oddBetPlaced.path],
  [sessionBetPlaced.request, sessionBetPlaced.path],
  [casinoBetPlace.request, casinoBetPlace.path],
  [matkaPlaceBet.request, matkaPlaceBet.path],
  [avaitorGamePlace.request, avaitorGamePlace.path],
  [cashOutBody, `${avaitorCashOut.path} without betId`],
];
