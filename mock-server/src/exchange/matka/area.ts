/**
 * The matka area: markets, their daily draws and the players' bets. Placement is checked
 * and committed synchronously (no await between the wallet check and the commit), so
 * parallel requests cannot overspend. Each side of a draw is one exposure market
 * (`matka:<id>:<day>:<side>`) whose worst case is `sideWorstCase`; a declare settles the
 * side's bets with one statement row per user and zeroes that exposure.
 */
import type { AnyMatkaGameType, MatkaBetType } from '@esk/contracts/catalog/matka';
import { MATKA_ODDS } from '@esk/contracts/catalog/matka';
import { maxBetMessage, minBetMessage } from '@esk/contracts/catalog/stake-limits';
import { inIstDays } from '@esk/contracts/dates';
import type { ActionsOf } from '@esk/scenarios/actions';
import type { AreaHost, AreaModule, PendingBet } from '../area';
import { BadRequest, NotFound, Rejection } from '../errors';
import { type Paise, toCoins, toPaise } from '../money';
import {
  betProfitLoss,
  betResultText,
  betShapeProblem,
  betWins,
  canonicalPatti,
  gateProblem,
  type MatkaSide,
  oddEvenOf,
  pattiDigit,
  resultLabel,
  settlementSide,
  sideWorstCase,
} from './bet-math';
import type { MatkaBetRecord } from './bet-record';
import { pickLabel } from './ledger-details';
import {
  commitDraw,
  currentDraw,
  type Draw,
  drawOfDay,
  drawOpensAt,
  ledgerKey,
  type MatkaMarketState,
  newMarket,
  sideKey,
  updateMarket,
} from './market';

export interface PlaceInput {
  matkaEventId: string;
  gameType: AnyMatkaGameType;
  betType: MatkaBetType;
  betNumber: string;
  /** Coins, as the API sends them. */
  amount: number;
}

export interface BetQuery {
  fromDate: string;
  toDate: string;
  matkaEventId?: string | undefined;
  gameType?: AnyMatkaGameType | undefined;
  isDeleted?: boolean | undefined;
  isDeclare?: boolean | undefined;
}

export class MatkaArea implements AreaModule<'matka'> {
  #markets = new Map<string, MatkaMarketState>();
  #bets = new Map<string, MatkaBetRecord>();
  #byUser = new Map<string, MatkaBetRecord[]>();
  #bySide = new Map<string, MatkaBetRecord[]>();

  constructor(private readonly exchange: AreaHost) {}

  apply(action: ActionsOf<'matka'>): void {
    switch (action.type) {
      case 'matka.addMarket': {
        const existing = this.#markets.get(action.matkaEventId);
        const id = existing?._id ?? this.exchange.ctx.nextId('matka');
        const market = newMarket(action, id, existing?.createdAt ?? this.exchange.ctx.now(), toPaise);
        if (existing?.draw) market.draw = existing.draw;
        this.#markets.set(market.matkaEventId, market);
        return;
      }
      case 'matka.setFlags': {
        const market = this.#scenarioMarket(action.matkaEventId);
        for (const flag of ['matkaStatus', 'betStatus', 'openBet', 'closeBet', 'jodiBet'] as const) {
          const value = action[flag];
          if (value !== undefined) market.flags[flag] = value;
        }
        return;
      }
      case 'matka.updateMarket':
        updateMarket(this.#scenarioMarket(action.matkaEventId), action, toPaise);
        return;
      case 'matka.declare':
        this.#declare(
          this.#scenarioMarket(action.matkaEventId),
          action.side,
          canonicalPatti(action.patti),
          action.date,
        );
        return;
    }
  }

  /** Active markets by priority, then open time. */
  markets(): MatkaMarketState[] {
    return [...this.#markets.values()].sort(
      (a, b) => a.priority - b.priority || a.openTime.localeCompare(b.openTime),
    );
  }

  market(matkaEventId: string): MatkaMarketState {
    const market = this.#markets.get(matkaEventId);
    if (!market) throw new NotFound(`Matka market ${matkaEventId} not found`);
    return market;
  }

  placeBet(userId: string, input: PlaceInput, ip: string): MatkaBetRecord {
    const market = this.market(input.matkaEventId);
    const shape = betShapeProblem(input.gameType, input.betType, input.betNumber);
    if (shape) throw new BadRequest(shape);
    const amount = toPaise(input.amount);
    if (!(input.amount > 0)) throw new BadRequest('amount: must be more than 0');
    if (Math.abs(amount - input.amount * 100) > 1e-6) throw new BadRequest('amount: at most 2 decimals');
    const now = this.exchange.ctx.now();
    const draw = currentDraw(market, now);
    const gate = gateProblem(market.flags, draw, input.gameType, input.betType);
    if (gate) throw new Rejection(gate);
    if (amount < market.minStake) throw new Rejection(minBetMessage(toCoins(market.minStake)));
    if (amount > market.maxStake) throw new Rejection(maxBetMessage(toCoins(market.maxStake)));
    const side = settlementSide(input.gameType, input.betType);
    const key = sideKey(market.matkaEventId, draw.day, side);
    const pick = { gameType: input.gameType, betNumber: input.betNumber, amount };
    const worst = sideWorstCase(side, [...this.#openPicks(userId, key), pick], this.#openDigit(draw));
    this.exchange.funds.assertCanCover(userId, key, worst);
    // Commit: nothing below can fail.
    commitDraw(market, draw);
    const bet: MatkaBetRecord = {
      id: this.exchange.ctx.nextId('mbet'),
      userId,
      matkaEventId: market.matkaEventId,
      marketName: market.name,
      day: draw.day,
      side,
      gameType: input.gameType,
      betType: input.betType,
      betNumber: input.betNumber,
      amount,
      at: now,
      ip,
      status: 'open',
      profitLoss: 0,
      result: null,
      oddEvenResult: null,
    };
    this.#bets.set(bet.id, bet);
    this.#push(this.#byUser, userId, bet);
    this.#push(this.#bySide, key, bet);
    this.exchange.funds.setExposure(userId, key, worst);
    return bet;
  }

  /** Cancels the user's undeclared bet while its side still takes bets; releases its exposure. */
  cancelBet(userId: string, betId: string): MatkaBetRecord {
    const bet = this.#bets.get(betId);
    if (!bet || bet.userId !== userId) throw new NotFound(`Bet ${betId} not found`);
    if (bet.status === 'deleted') throw new Rejection('Bet is already canceled');
    if (bet.status === 'declared') throw new Rejection('Bet is already declared');
    const market = this.market(bet.matkaEventId);
    const draw = currentDraw(market, this.exchange.ctx.now());
    const gate = gateProblem(market.flags, draw, bet.gameType, bet.betType);
    if (gate) throw new Rejection(gate);
    bet.status = 'deleted';
    this.#refreshExposure(userId, bet.matkaEventId, draw, bet.side);
    return bet;
  }

  /** The user's bets in a +05:30 date range, newest first. */
  bets(userId: string, query: BetQuery): MatkaBetRecord[] {
    return (this.#byUser.get(userId) ?? [])
      .filter(
        (bet) =>
          inIstDays(bet.at, query) &&
          (query.matkaEventId === undefined || bet.matkaEventId === query.matkaEventId) &&
          (query.gameType === undefined || bet.gameType === query.gameType) &&
          (query.isDeleted === undefined || (bet.status === 'deleted') === query.isDeleted) &&
          (query.isDeclare === undefined || (bet.status === 'declared') === query.isDeclare),
      )
      .reverse();
  }

  /** The user's settled picks of one draw, by its ledger key ('matka:<id>:<day>'), oldest first. */
  drawBets(userId: string, key: string): MatkaBetRecord[] {
    return (this.#byUser.get(userId) ?? []).filter(
      (bet) => bet.status === 'declared' && ledgerKey(bet.matkaEventId, bet.day) === key,
    );
  }

  /** The user's open bets, newest first. */
  pendingBets(userId: string): PendingBet[] {
    return (this.#byUser.get(userId) ?? [])
      .filter((bet) => bet.status === 'open')
      .map((bet) => ({
        market: `${bet.marketName} / ${pickLabel(bet)}`,
        marketType: 'matka',
        type: bet.betType,
        amount: bet.amount,
        rate: MATKA_ODDS[bet.gameType],
        time: bet.at,
      }))
      .reverse();
  }

  /**
   * `day`: the market day the result belongs to, as the scenario says (a result applied late,
   * e.g. yesterday's close collapsed into a scenario's start, still lands on yesterday's draw);
   * without it, the draw bets go to now.
   */
  #declare(market: MatkaMarketState, side: MatkaSide, patti: string, day?: string): void {
    const draw = day === undefined ? currentDraw(market, this.exchange.ctx.now()) : drawOfDay(market, day);
    if (side === 'OPEN' && draw.open !== undefined) {
      throw new Error(`matka.declare: ${market.name} ${draw.day} OPEN is already declared (${draw.open})`);
    }
    if (side === 'CLOSE' && draw.open === undefined) {
      throw new Error(`matka.declare: ${market.name} ${draw.day} CLOSE comes before its OPEN result`);
    }
    commitDraw(market, draw);
    if (side === 'OPEN') draw.open = patti;
    else draw.close = patti;
    this.#settle(market, draw, side, patti);
    if (side === 'OPEN') {
      // The open digit is now known: the CLOSE side's jodi bets have fewer outcomes left.
      const closeKey = sideKey(market.matkaEventId, draw.day, 'CLOSE');
      const users = new Set(this.#openBets(closeKey).map((bet) => bet.userId));
      for (const userId of users) this.#refreshExposure(userId, market.matkaEventId, draw, 'CLOSE');
    }
  }

  #settle(market: MatkaMarketState, draw: Draw, side: MatkaSide, patti: string): void {
    const key = sideKey(market.matkaEventId, draw.day, side);
    const totals = new Map<string, Paise>();
    for (const bet of this.#openBets(key)) {
      const won = betWins(bet, side, draw) ?? false;
      bet.status = 'declared';
      bet.profitLoss = betProfitLoss(bet.gameType, bet.amount, won);
      bet.result = betResultText(bet, side, draw) ?? patti;
      if (bet.gameType === 'ODD_EVEN') bet.oddEvenResult = oddEvenOf(patti);
      totals.set(bet.userId, (totals.get(bet.userId) ?? 0) + bet.profitLoss);
    }
    const ledger = {
      ledgerType: 'matka',
      key: ledgerKey(market.matkaEventId, draw.day),
      eventName: market.name,
      marketId: ledgerKey(market.matkaEventId, draw.day),
      eventId: market.matkaEventId,
      date: drawOpensAt(market, draw.day),
      wonBy: resultLabel(draw),
    };
    for (const [userId, amount] of totals) {
      this.exchange.funds.setExposure(userId, key, 0, false);
      this.exchange.funds.post(userId, amount, {
        remark: `${market.name} / ${side} / ${patti}-${pattiDigit(patti)}`,
        statementFor: 'profitLoss',
        ledger,
      });
    }
  }

  #refreshExposure(userId: string, matkaEventId: string, draw: Draw, side: MatkaSide): void {
    const key = sideKey(matkaEventId, draw.day, side);
    const worst = sideWorstCase(side, this.#openPicks(userId, key), this.#openDigit(draw));
    this.exchange.funds.setExposure(userId, key, worst);
  }

  #openBets(key: string): MatkaBetRecord[] {
    return (this.#bySide.get(key) ?? []).filter((bet) => bet.status === 'open');
  }

  #openPicks(userId: string, key: string): MatkaBetRecord[] {
    return this.#openBets(key).filter((bet) => bet.userId === userId);
  }

  #openDigit(draw: Draw): number | undefined {
    return draw.open === undefined ? undefined : pattiDigit(draw.open);
  }

  #push<T>(index: Map<string, T[]>, key: string, value: T): void {
    const list = index.get(key);
    if (list) list.push(value);
    else index.set(key, [value]);
  }

  #scenarioMarket(matkaEventId: string): MatkaMarketState {
    const market = this.#markets.get(matkaEventId);
    if (!market) throw new Error(`scenario names unknown matka market ${matkaEventId}`);
    return market;
  }
}
