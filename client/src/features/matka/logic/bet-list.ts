/**
 * The matka bet tables (spec 002 §2): the Result column, the P&L sum, the Games Type filter
 * the server takes, and which rows may be cancelled (designed: the real family's bet-list
 * cancel, allowed while the bet's side still takes bets).
 */
import {
  ALL_MATKA_GAME_TYPES,
  type AnyMatkaGameType,
  MATKA_BET_LIST_FILTER,
  MATKA_BET_TYPES,
  MATKA_MESSAGES,
  type MatkaBetType,
} from '@esk/contracts/catalog/matka';
import { type MatkaGateFlags, matkaGateMessage } from '@esk/contracts/catalog/matka-gating';
import type { MatkaBet } from '@esk/contracts/http/matka';

/**
 * 'Not Declare' unless the bet is declared (isDeclare 1) and carries a result; an odd-even
 * bet's result adds the parity it was decided by ('370 (EVEN)', designed). A cancelled bet
 * (isDeleted) stays listed as 'Canceled'.
 */
export function resultText(
  bet: Pick<MatkaBet, 'isDeclare' | 'isDeleted' | 'result' | 'oddEvenResult'>,
): string {
  if (bet.isDeleted) return MATKA_MESSAGES.canceled;
  const result = bet.result?.trim();
  if (!bet.isDeclare || !result) return MATKA_MESSAGES.notDeclared;
  const parity = bet.oddEvenResult?.trim();
  return parity ? `${result} (${parity})` : result;
}

/** The sum of profitLoss over the listed bets, to the cent (a cancelled bet counts nothing). */
export function totalProfitLoss(bets: readonly Pick<MatkaBet, 'profitLoss' | 'isDeleted'>[]): number {
  return Math.round(bets.reduce((sum, bet) => sum + (bet.isDeleted ? 0 : bet.profitLoss * 100), 0)) / 100;
}

/** The sum of the listed stakes, to the cent (a cancelled bet's stake went back). */
export function totalAmount(bets: readonly Pick<MatkaBet, 'amount' | 'isDeleted'>[]): number {
  return Math.round(bets.reduce((sum, bet) => sum + (bet.isDeleted ? 0 : bet.amount * 100), 0)) / 100;
}

/**
 * The tables' rows: the live bets (the spec's request, isDeleted false) and the cancelled ones
 * (the same request with isDeleted true), newest first; a bet in both counts once.
 */
export function mergeBetLists(live: readonly MatkaBet[], cancelled: readonly MatkaBet[]): MatkaBet[] {
  const seen = new Set(live.flatMap((bet) => (bet._id ? [bet._id] : [])));
  const extra = cancelled
    .filter((bet) => !bet._id || !seen.has(bet._id))
    .map((bet) => ({ ...bet, isDeleted: true }));
  return [...live, ...extra].sort((a, b) => b.createdAt - a.createdAt);
}

export const isMatkaGameType = (value: string): value is AnyMatkaGameType =>
  (ALL_MATKA_GAME_TYPES as readonly string[]).includes(value);

export const isMatkaBetType = (value: string): value is MatkaBetType =>
  (MATKA_BET_TYPES as readonly string[]).includes(value);

/**
 * matkaBetList's gameType filter for a game type: the game pages' camelCase names
 * ('singlePatti', 'tripplePatti'); the Harup game types go as they are (designed).
 */
export function betListFilter(gameType: AnyMatkaGameType): string {
  return gameType in MATKA_BET_LIST_FILTER
    ? MATKA_BET_LIST_FILTER[gameType as keyof typeof MATKA_BET_LIST_FILTER]
    : gameType;
}

/**
 * Whether a row may be cancelled: it has an id, is neither declared nor cancelled, and its
 * market (when known) still takes bets on its side (the mock refuses otherwise, with the
 * gate's message).
 */
export function canCancel(bet: MatkaBet, market: MatkaGateFlags | undefined): boolean {
  if (!bet._id || bet.isDeclare || bet.isDeleted || !market) return false;
  if (!isMatkaGameType(bet.gameType) || !isMatkaBetType(bet.betType)) return false;
  return matkaGateMessage(market, bet.gameType, bet.betType) === undefined;
}
