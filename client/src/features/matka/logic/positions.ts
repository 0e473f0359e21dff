/**
 * The P&L shown under each number (spec 002 §2: "the player's profit or loss beneath it,
 * green if positive, red otherwise"): for every number of a grid, what the player's open
 * bets of that grid make if that number is declared. A bet on the number wins amount x
 * (odds - 1); every other open bet of the grid loses its amount. designed: bets of both
 * market types count together (each side declared as that number); declared and canceled
 * bets no longer count.
 */
import { type AnyMatkaGameType, matkaWinProfit } from '@esk/contracts/catalog/matka';
import type { MatkaBet } from '@esk/contracts/http/matka';

/** The numbers' P&L by number, or null when the player has no open bet on the grid. */
export type Positions = Readonly<Record<string, number>> | null;

/** The same number however the server wrote it ('7' and '07' on the jodi grid, '100' stays). */
export function canonicalNumber(gameType: AnyMatkaGameType | string, betNumber: string): string {
  const text = betNumber.trim();
  if (!/^\d+$/.test(text)) return text;
  switch (gameType) {
    case 'JODI':
      return text.length < 2 ? text.padStart(2, '0') : text;
    case 'SINGLE_PATTI':
    case 'DOUBLE_PATTI':
    case 'TRIPLE_PATTI':
      return text.padStart(3, '0');
    default:
      return String(Number(text));
  }
}

const isOpen = (bet: MatkaBet) => !bet.isDeclare && !bet.isDeleted;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function numberPositions(
  bets: readonly MatkaBet[],
  gameType: AnyMatkaGameType,
  numbers: readonly string[],
): Positions {
  const open = bets.filter((bet) => bet.gameType === gameType && isOpen(bet));
  if (open.length === 0) return null;
  const staked = open.reduce((sum, bet) => sum + bet.amount, 0);
  /** What winning on a number brings back beyond its own stake: stake + net win per bet on it. */
  const backOn = new Map<string, number>();
  for (const bet of open) {
    const number = canonicalNumber(gameType, bet.betNumber);
    backOn.set(number, (backOn.get(number) ?? 0) + bet.amount + matkaWinProfit(gameType, bet.amount));
  }
  const positions: Record<string, number> = {};
  for (const number of numbers) {
    positions[number] = round2((backOn.get(canonicalNumber(gameType, number)) ?? 0) - staked);
  }
  return positions;
}
