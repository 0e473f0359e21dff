/**
 * The live casino bet book: placing a bet on a table's current round (validated, covered
 * by the wallet, committed synchronously), settling a declared round (one statement row
 * per user, exposure back to zero) and the bet lists. The round's market key for exposure
 * is `casino:<shortName>:<roundId>`; its exposure is the worst case over the settlements the
 * table's rounds can end with (rules.bookWorstCase over CasinoTable.outcomes()).
 */

import { maxBetMessage, minBetMessage } from '@esk/contracts/catalog/stake-limits';
import { inIstDays, istDay, istDayStart } from '@esk/contracts/dates';
import type { RoundOutcome } from '@esk/scenarios/games/types';
import type { User } from '../accounts';
import type { ExchangeContext } from '../context';
import { BadRequest, NotFound, Rejection } from '../errors';
import type { Funds } from '../funds';
import { type Paise, toPaise } from '../money';
import {
  addToRound,
  type BetTerms,
  betPositions,
  betProfit,
  decimalRate,
  rateProblem,
  settlementMatrix,
  worstOfRound,
} from './bet-math';
import { type CasinoRound, type CasinoTableState, isBettingOpen, tablePayload } from './tables';

export const roundMarketKey = (shortName: string, roundId: string) => `casino:${shortName}:${roundId}`;

/** The round result detail as the result service and the settled bet rows carry it. */
export interface CasinoResultDetail {
  mid: string;
  gtype: string;
  cards: string;
  desc: string;
  win: string;
  sid: string;
}

export interface CasinoBetRecord extends BetTerms {
  id: string;
  userId: string;
  username: string;
  name: string;
  shortName: string;
  eventId: string;
  gameName: string;
  roundId: string;
  nat: string;
  betFor: string;
  /** The rate as the client sent it (teen20: 0.98); `rate` is its decimal odds. */
  odds: number;
  createdAt: number;
  ip: string;
  /** posArray: what this bet makes if each sid of its group wins. */
  positions: Record<string, Paise>;
  settled?: {
    profitLoss: Paise;
    result: string;
    showResult: string;
    detail: CasinoResultDetail;
    at: number;
  };
}

export interface PlaceCasinoBet {
  roundId: string;
  sid: string;
  rate: number;
  amount: number;
  casinoType: string;
  eventId: string;
  betFor: string;
  nat?: string | undefined;
  isLay?: boolean | undefined;
}

export interface BetQuery {
  /** 'YYYY-MM-DD' at +05:30, inclusive. */
  fromDate: string;
  toDate: string;
  /** false: open bets only, true: settled bets only, undefined: both. */
  isDeclare?: boolean | undefined;
}

export class CasinoBook {
  #byUser = new Map<string, CasinoBetRecord[]>();
  #byRound = new Map<string, CasinoBetRecord[]>();
  /** `<round market key>|<userId>` -> what the user's bets of that round make in each of its settlements. */
  #rounds = new Map<string, Float64Array>();

  constructor(
    private readonly ctx: ExchangeContext,
    private readonly funds: Funds,
  ) {}

  hasOpenBets(shortName: string, roundId: string): boolean {
    return (this.#byRound.get(roundMarketKey(shortName, roundId)) ?? []).some((bet) => !bet.settled);
  }

  /** Validates and commits a bet; throws the reason when it cannot be taken. */
  place(user: User, table: CasinoTableState, input: PlaceCasinoBet, ip: string): CasinoBetRecord {
    const { game } = table;
    const now = this.ctx.now();
    if (input.casinoType !== game.shortName) {
      throw new BadRequest(`casinoType ${input.casinoType} is not the table of event ${game.eventId}`);
    }
    const market = game.markets.find((candidate) => candidate.sid === input.sid);
    if (!market) {
      const shown = (tablePayload(table, now).data.t2 ?? []).some(
        (row) => String(row.sid ?? row.sectionId) === input.sid,
      );
      if (shown) throw new Rejection('Bets Not Accepteble');
      throw new NotFound(`sid ${input.sid} is not a market of ${game.shortName}`);
    }
    const round = table.round;
    if (!round || round.roundId !== input.roundId) {
      throw new Rejection(`Round ${input.roundId} is not the current round`);
    }
    const { settings } = table;
    if (!settings.betStatus) throw new Rejection(settings.errorMessage);
    if (table.suspended) throw new Rejection('Table is suspended');
    if (!isBettingOpen(round, now)) throw new Rejection('Betting is closed for this round');
    const stake = toPaise(input.amount);
    if (stake < toPaise(settings.minStake)) throw new Rejection(minBetMessage(settings.minStake));
    if (stake > toPaise(settings.maxStake)) throw new Rejection(maxBetMessage(settings.maxStake));
    const isLay = input.isLay === true;
    const rate = decimalRate(game.shortName, input.rate);
    const problem = rateProblem(market, isLay, rate);
    if (problem) throw new Rejection(problem);

    const key = roundMarketKey(game.shortName, round.roundId);
    const terms: BetTerms = { sid: market.sid, isLay, stake, rate };
    // The user's round is kept as its total in each settlement: the new worst case is one pass
    // over the table's settlements (equal to rules.roundWorstCase over all the user's bets of the round).
    const bookKey = `${key}|${user.userId}`;
    const totals = addToRound(this.#rounds.get(bookKey), settlementMatrix(game.outcomes()), terms);
    const worst = worstOfRound(totals);
    this.funds.assertCanCover(user.userId, key, worst);

    // Commit: nothing above awaited, so parallel requests see each other's bets.
    const bet: CasinoBetRecord = {
      ...terms,
      id: this.ctx.nextId('cb'),
      userId: user.userId,
      username: user.username,
      name: user.name,
      shortName: game.shortName,
      eventId: game.eventId,
      gameName: game.name,
      roundId: round.roundId,
      nat: market.title ?? market.nat,
      betFor: input.betFor,
      odds: input.rate,
      createdAt: now,
      ip,
      positions: betPositions(game.markets, terms),
    };
    this.#add(this.#byRound, key, bet);
    this.#rounds.set(bookKey, totals);
    this.#add(this.#byUser, user.userId, bet);
    this.funds.setExposure(user.userId, key, worst);
    return bet;
  }

  /** Settles every bet of a declared round; returns the users who had bets. */
  settle(table: CasinoTableState, round: CasinoRound & { outcome: RoundOutcome }): string[] {
    const { game } = table;
    const key = roundMarketKey(game.shortName, round.roundId);
    const bets = this.#byRound.get(key) ?? [];
    const outcome = round.outcome;
    const showResult = game.results[outcome.result] ?? outcome.desc;
    const detail = resultDetail(table, round);
    const now = this.ctx.now();
    const totals = new Map<string, Paise>();
    for (const bet of bets) {
      if (bet.settled) continue;
      const profitLoss = betProfit(bet, outcome);
      bet.settled = { profitLoss, result: outcome.result, showResult, detail, at: now };
      totals.set(bet.userId, (totals.get(bet.userId) ?? 0) + profitLoss);
    }
    const day = istDay(round.startedAt);
    for (const [userId, amount] of totals) {
      this.funds.setExposure(userId, key, 0, false);
      this.#rounds.delete(`${key}|${userId}`);
      this.funds.post(userId, amount, {
        remark: `${game.name} / Round ${round.roundId} / ${showResult}`,
        statementFor: 'diamondCasino',
        ledger: {
          ledgerType: 'diamondCasino',
          key: `diamondCasino:${game.eventId}:${day}`,
          eventName: game.name,
          marketId: game.eventId,
          eventId: game.eventId,
          date: istDayStart(day),
          wonBy: showResult,
        },
      });
    }
    this.#byRound.delete(key);
    return [...totals.keys()];
  }

  /** The user's bets on a table in a +05:30 day range, newest first. */
  list(userId: string, eventId: string, query: BetQuery): CasinoBetRecord[] {
    return (this.#byUser.get(userId) ?? [])
      .filter(
        (bet) =>
          bet.eventId === eventId &&
          inIstDays(bet.createdAt, query) &&
          (query.isDeclare === undefined || query.isDeclare === Boolean(bet.settled)),
      )
      .reverse();
  }

  /** Every open bet of the user, oldest first. */
  open(userId: string): CasinoBetRecord[] {
    return (this.#byUser.get(userId) ?? []).filter((bet) => !bet.settled);
  }

  #add(map: Map<string, CasinoBetRecord[]>, key: string, bet: CasinoBetRecord): void {
    const list = map.get(key) ?? [];
    list.push(bet);
    map.set(key, list);
  }
}

export function resultDetail(table: CasinoTableState, round: CasinoRound & { outcome: RoundOutcome }) {
  return {
    mid: round.roundId,
    gtype: table.game.gtype,
    cards: table.game.resultCards?.(round.cards) ?? round.cards.join(','),
    desc: round.outcome.desc,
    win: round.outcome.win,
    sid: round.outcome.win,
  } satisfies CasinoResultDetail;
}
