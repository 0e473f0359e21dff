/**
 * What every player sees of a round (designed: the spec's bets list and bettor count are demo
 * content): the simulated crowd's bets and the real players' bets, masked names, who cashed
 * out at what. Pure functions of the round, the bets and the time.
 */
import type { AviatorRoundBet, AviatorRoundBets } from '@esk/contracts/socket/aviator';
import type { ActionOf } from '@esk/scenarios/actions';
import { toCoins } from '../money';
import { type AviatorBet, type AviatorRound, liveMultiplier } from './round-math';

export type CrowdBet = ActionOf<'aviator.crowd'>['bets'][number];

/** How many bets of a round the list carries (the spec's live-bettor cap). */
export const ROUND_BETS_LIST_CAP = 400;
/** How many wins the Top tab lists. */
export const TOP_BETS = 10;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** 'rahul123' -> 'r***3': a player is recognisable to themselves, not to others. */
export function maskPlayer(name: string): string {
  const clean = name.trim();
  if (clean.length <= 2) return `${clean.slice(0, 1) || '?'}***`;
  return `${clean[0]}***${clean[clean.length - 1]}`;
}

/** Whether a crowd bet is on the table by `now` (placed `afterMs` into the betting window). */
export const crowdBetPlaced = (round: AviatorRound, bet: CrowdBet, now: number): boolean =>
  now >= round.openedAt + bet.afterMs;

/**
 * The multiplier a crowd bet has cashed out at by `now`, if any: its target, once the plane
 * has reached it strictly below the crash point (the same rule a real cash-out follows).
 */
export function crowdCashOut(round: AviatorRound, bet: CrowdBet, now: number): number | undefined {
  if (bet.cashOutAt === null || round.takeOffAt === undefined) return undefined;
  if (round.crashPoint !== undefined && bet.cashOutAt >= round.crashPoint) return undefined;
  return liveMultiplier(round, now) >= bet.cashOutAt ? bet.cashOutAt : undefined;
}

function crowdRow(round: AviatorRound, bet: CrowdBet, index: number, now: number): AviatorRoundBet {
  const multiplier = crowdCashOut(round, bet, now);
  return {
    id: `crowd-${round.roundId}-${index}`,
    player: maskPlayer(bet.player),
    amount: bet.amount,
    ...(multiplier !== undefined ? { multiplier, win: round2(bet.amount * multiplier) } : {}),
  };
}

function realRow(bet: AviatorBet): AviatorRoundBet {
  const cashed = bet.cashedOut;
  const amount = toCoins(bet.stake);
  return {
    id: bet.id,
    player: maskPlayer(bet.username),
    amount,
    ...(cashed ? { multiplier: cashed.multiplier, win: toCoins(bet.stake + cashed.profit) } : {}),
  };
}

/** Every bet of the round at `now`: the newest first, at most ROUND_BETS_LIST_CAP rows. */
export function roundBetsAt(
  round: AviatorRound,
  crowd: readonly CrowdBet[],
  real: readonly AviatorBet[],
  now: number,
): AviatorRoundBets {
  const rows: { at: number; row: AviatorRoundBet }[] = [];
  crowd.forEach((bet, index) => {
    if (crowdBetPlaced(round, bet, now))
      rows.push({ at: round.openedAt + bet.afterMs, row: crowdRow(round, bet, index, now) });
  });
  for (const bet of real) rows.push({ at: bet.createdAt, row: realRow(bet) });
  rows.sort((a, b) => b.at - a.at);
  const bets = rows.map((entry) => entry.row);
  const crashed = round.status === 'waiting' || round.status === 'close';
  return {
    roundId: round.roundId,
    liveBettors: new Set(bets.map((bet) => bet.player)).size,
    totalBets: round2(bets.reduce((sum, bet) => sum + bet.amount, 0)),
    totalWin: round2(bets.reduce((sum, bet) => sum + (bet.win ?? 0), 0)),
    ...(crashed && round.crashPoint !== undefined ? { crashValue: round.crashPoint } : {}),
    bets: bets.slice(0, ROUND_BETS_LIST_CAP),
  };
}

/** A change signature: a push is due when it differs from the last pushed one. */
export const roundBetsSignature = (bets: AviatorRoundBets): string =>
  `${bets.roundId}:${bets.bets.length}:${bets.bets.filter((bet) => bet.multiplier !== undefined).length}:${bets.crashValue ?? ''}`;

export interface TopBet extends AviatorRoundBet {
  roundId: string;
  crashValue?: number;
}

/** The biggest cash-out multipliers of finished rounds (then the bigger win), at most TOP_BETS. */
export function topBets(rounds: readonly AviatorRoundBets[]): TopBet[] {
  return rounds
    .flatMap((round) =>
      round.bets
        .filter((bet) => bet.multiplier !== undefined)
        .map((bet) => ({
          ...bet,
          roundId: round.roundId,
          ...(round.crashValue !== undefined ? { crashValue: round.crashValue } : {}),
        })),
    )
    .sort((a, b) => (b.multiplier ?? 0) - (a.multiplier ?? 0) || (b.win ?? 0) - (a.win ?? 0))
    .slice(0, TOP_BETS);
}
