/**
 * Sports rules as pure functions over integer paise: odds (bookmaker, toss) positions and
 * settlement, fancy (session) P&L and worst case, the rate-difference check and commission.
 * No state, no clock: the area module (area.ts) feeds them.
 */
import { type FancyBetType, fancyProfitLoss, type OddsBetType } from '@esk/contracts/catalog/sports';
import { type Paise, roundPaise } from '../money';

// ---------------------------------------------------------------- odds (bookmaker, toss)

export interface OddsStake {
  type: OddsBetType;
  /** The selection the bet is on. */
  selectionId: string;
  /** The booked rate as a fraction (0.95 shows as 95). */
  rate: number;
  stake: Paise;
}

/** What the bet wins if it wins: Lagai wins stake x rate, Khai wins the stake. */
export function oddsProfit(bet: Pick<OddsStake, 'type' | 'rate' | 'stake'>): Paise {
  return bet.type === 'L' ? roundPaise(bet.stake * bet.rate) : bet.stake;
}

/** What the bet loses if it loses (a positive amount): Lagai loses the stake, Khai stake x rate. */
export function oddsLoss(bet: Pick<OddsStake, 'type' | 'rate' | 'stake'>): Paise {
  return bet.type === 'L' ? bet.stake : roundPaise(bet.stake * bet.rate);
}

/**
 * The bet's P&L for each selection winning (the API's positionInfo): Lagai on X gains
 * stake x rate when X wins and loses the stake otherwise; Khai on X loses stake x rate
 * when X wins and gains the stake otherwise.
 */
export function oddsPositionInfo(bet: OddsStake, selectionIds: readonly string[]): Record<string, Paise> {
  const profit = oddsProfit(bet);
  const loss = oddsLoss(bet);
  const backsWinner = bet.type === 'L';
  return Object.fromEntries(
    selectionIds.map((id) => {
      const onIt = id === bet.selectionId;
      return [id, onIt === backsWinner ? profit : -loss];
    }),
  );
}

/** Position per selection: the sum over the bets of their P&L if that selection wins. */
export function oddsPositions(
  bets: readonly { positionInfo: Record<string, Paise> }[],
  selectionIds: readonly string[],
): Record<string, Paise> {
  const positions: Record<string, Paise> = Object.fromEntries(selectionIds.map((id) => [id, 0]));
  for (const bet of bets) {
    for (const id of selectionIds) positions[id] = (positions[id] ?? 0) + (bet.positionInfo[id] ?? 0);
  }
  return positions;
}

/** The market's worst case: the lowest position over its selections (0 with no selection). */
export function oddsWorstCase(positions: Record<string, Paise>): Paise {
  const values = Object.values(positions);
  return values.length === 0 ? 0 : Math.min(...values);
}

/** A settled odds bet's P&L: its position on the winner; a void market (null) returns stakes (0). */
export function oddsSettlement(bet: { positionInfo: Record<string, Paise> }, winner: string | null): Paise {
  if (winner === null) return 0;
  return bet.positionInfo[winner] ?? 0;
}

/** The refusal when the rate a bet was sent at is no longer offered (nor within the rate difference). */
export const RATE_CHANGED = 'Rate changed, bet not placed';

const BASIS = 10_000;
const basisPoints = (rate: number) => Math.round(rate * BASIS);

/**
 * Whether a bet sent at `sent` may be booked at the current rate: equal, or worse for the
 * user by at most the user's rate difference (1-5, meaning 0.01-0.05). Worse means a lower
 * Lagai rate (less profit) or a higher Khai rate (more liability). A move in the user's
 * favour is refused too: the book only honours the rate the user saw or one they allowed.
 */
export function rateAccepted(
  type: OddsBetType,
  sent: number,
  current: number,
  rateDifference: number,
): boolean {
  const worsening =
    type === 'L' ? basisPoints(sent) - basisPoints(current) : basisPoints(current) - basisPoints(sent);
  return worsening >= 0 && worsening <= Math.round((rateDifference / 100) * BASIS);
}

export function sameRate(a: number, b: number): boolean {
  return basisPoints(a) === basisPoints(b);
}

// ---------------------------------------------------------------- fancy (sessions)

export interface FancyStake {
  type: FancyBetType;
  run: number;
  odds: number;
  stake: Paise;
}

/**
 * A session bet's P&L for the declared runs (spec 000 §5): YES wins stake x odds when
 * decisionRun >= run, else loses the stake; NO loses stake x odds when decisionRun >= run,
 * else wins the stake. Rounded to whole paise (the catalog helper, on paise).
 */
export function fancyPnl(bet: FancyStake, decisionRun: number): Paise {
  return fancyProfitLoss({ type: bet.type, run: bet.run, odds: bet.odds, amount: bet.stake }, decisionRun);
}

/** The user's P&L on a session if it is declared at `decisionRun`. */
export function sessionPnlAt(bets: readonly FancyStake[], decisionRun: number): Paise {
  return bets.reduce((sum, bet) => sum + fancyPnl(bet, decisionRun), 0);
}

/**
 * Every outcome that can give a different total: P&L only changes where the runs cross a
 * bet's run line, so 0, each line and the run just below it cover every interval.
 */
export function sessionOutcomes(bets: readonly FancyStake[]): number[] {
  const runs = new Set<number>([0]);
  for (const bet of bets) {
    runs.add(bet.run);
    if (bet.run > 0) runs.add(bet.run - 1);
  }
  return [...runs].sort((a, b) => a - b);
}

/** The session's worst case: the minimum over every possible declared run of the total P&L. */
export function sessionWorstCase(bets: readonly FancyStake[]): Paise {
  if (bets.length === 0) return 0;
  return Math.min(...sessionOutcomes(bets).map((run) => sessionPnlAt(bets, run)));
}

// ---------------------------------------------------------------- commission

/**
 * Commission (designed: the spec names the fields, not the rule). Sessions: a percentage of
 * the session turnover (stakes), paid to the client whatever the result. Odds: a percentage
 * of the client's net loss on the market, paid back. Both default to 0 %.
 */
export function sessionCommission(turnover: Paise, percent: number): Paise {
  return percent > 0 ? roundPaise((turnover * percent) / 100) : 0;
}

export function oddsCommission(pnl: Paise, percent: number): Paise {
  return percent > 0 && pnl < 0 ? roundPaise((-pnl * percent) / 100) : 0;
}
