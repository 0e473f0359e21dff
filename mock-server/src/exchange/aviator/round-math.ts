/**
 * Aviator rules as pure functions: the live multiplier (the shared curve e^(k t) of
 * contracts' catalog/aviator-curve.ts, held at the crash point), the live state the
 * aviator channel pushes, and what a cash-out pays. The server is authoritative: a
 * cash-out is priced at the multiplier when it arrives, and only strictly below the crash.
 */
import type { AviatorGameStatus } from '@esk/contracts/catalog/aviator';
import { multiplierAt } from '@esk/contracts/catalog/aviator-curve';
import { type Paise, toCoins } from '../money';

export interface AviatorRound {
  roundId: string;
  serverSeedHash: string;
  status: AviatorGameStatus;
  openedAt: number;
  bettingEndsAt: number;
  takeOffAt?: number;
  /** Known server-side from take-off; public only once crashed. */
  crashPoint?: number;
  crashedAt?: number;
  /** Revealed at the crash. */
  serverSeed?: string;
  /** The crash formula's parameters, published with the hash (percent, public salt). */
  houseEdge?: number;
  salt?: string;
}

/** The crashValue push, decoded (the channel sends JSON.stringify of it). */
export interface AviatorLiveState {
  gameStatus: AviatorGameStatus;
  crashValue: number | '';
  crashStatus: boolean;
  waitingTime: number;
  progress: number;
  curentMultiplier: number;
  roundId: string;
  isBetting: boolean;
  /** designed: provably fair, from the round's opening. */
  serverSeedHash: string;
  /** designed: revealed once crashed. */
  serverSeed?: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Whether bets are taken now: the round is open and its window has not ended. */
export const isBettingOpen = (round: AviatorRound, now: number): boolean =>
  round.status === 'open' && now < round.bettingEndsAt;

/** The multiplier now: 1 before take-off, the curve while running (never above the crash point), the crash point after. */
export function liveMultiplier(round: AviatorRound, now: number): number {
  if (round.status === 'open' || round.takeOffAt === undefined) {
    return round.status === 'open' ? 1 : (round.crashPoint ?? 1);
  }
  const curve = multiplierAt(now - round.takeOffAt);
  if (round.status === 'running') return Math.min(curve, round.crashPoint ?? curve);
  return round.crashPoint ?? curve;
}

/** Whether the plane has flown away by now (the crash point is reached even if the crash action is late). */
export function hasCrashed(round: AviatorRound, now: number): boolean {
  if (round.status === 'waiting' || round.status === 'close') return true;
  if (round.status !== 'running' || round.takeOffAt === undefined || round.crashPoint === undefined)
    return false;
  return multiplierAt(now - round.takeOffAt) >= round.crashPoint;
}

export function liveState(round: AviatorRound, now: number): AviatorLiveState {
  const base = {
    roundId: round.roundId,
    curentMultiplier: liveMultiplier(round, now),
    serverSeedHash: round.serverSeedHash,
  };
  switch (round.status) {
    case 'open': {
      const window = Math.max(1, round.bettingEndsAt - round.openedAt);
      const left = Math.max(0, round.bettingEndsAt - now);
      return {
        ...base,
        gameStatus: 'open',
        crashValue: '',
        crashStatus: false,
        waitingTime: Math.ceil(left / 1000),
        progress: round2(Math.min(100, (100 * (now - round.openedAt)) / window)),
        isBetting: left > 0,
      };
    }
    case 'running':
      return {
        ...base,
        gameStatus: 'running',
        crashValue: '',
        crashStatus: false,
        waitingTime: 0,
        progress: 100,
        isBetting: false,
      };
    default:
      return {
        ...base,
        gameStatus: round.status,
        crashValue: round.crashPoint ?? base.curentMultiplier,
        crashStatus: true,
        waitingTime: Math.max(0, Math.floor((now - (round.crashedAt ?? now)) / 1000)),
        progress: 0,
        isBetting: false,
        ...(round.serverSeed !== undefined ? { serverSeed: round.serverSeed } : {}),
      };
  }
}

/** Profit of a cash-out at `multiplier` (2 decimals): stake × (m − 1), in whole paise. */
export function cashOutProfit(stake: Paise, multiplier: number): Paise {
  return Math.round((stake * (Math.round(multiplier * 100) - 100)) / 100);
}

export interface AviatorBet {
  id: string;
  userId: string;
  username: string;
  name: string;
  roundId: string;
  stake: Paise;
  createdAt: number;
  cashedOut?: { multiplier: number; profit: Paise; at: number };
  /** Set when the round crashed with the bet still in. */
  lostAt?: number;
  /** The round's crash point, once it crashed (the bet list's result). */
  crashPoint?: number;
}

/** Neither cashed out nor lost yet. */
export const isOpenBet = (bet: AviatorBet): boolean => !bet.cashedOut && bet.lostAt === undefined;

/** The bet row's result: where the player cashed out, or where the plane flew away with the stake. */
export function aviatorBetResult(bet: AviatorBet): string | null {
  if (bet.cashedOut) return `Cashout ${bet.cashedOut.multiplier.toFixed(2)}x`;
  if (bet.lostAt !== undefined && bet.crashPoint !== undefined)
    return `Crashed ${bet.crashPoint.toFixed(2)}x`;
  return null;
}

/** What a bet row of the aviator bets list shows: profit and loss in coins, and the result once known. */
export function aviatorBetFigures(bet: AviatorBet) {
  const profit = bet.cashedOut ? toCoins(bet.cashedOut.profit) : 0;
  const loss = bet.cashedOut ? 0 : toCoins(bet.stake);
  const result = aviatorBetResult(bet);
  return {
    ...(result ? { showResult: result, result } : {}),
    profit,
    loss,
    isDeclare: !isOpenBet(bet),
    profitLoss: bet.cashedOut ? profit : bet.lostAt !== undefined ? -loss : 0,
  };
}
