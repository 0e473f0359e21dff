/**
 * The aviator area: one round at a time driven by the scenario's aviator.* actions
 * (open -> running -> waiting (crashed) -> close), its bets and cash-outs, and the crash
 * history. The live state goes to the aviator channel as a JSON string on `crashValue`:
 * every 200 ms of scenario time while running, every second otherwise, and at once on
 * every phase change. A round's exposure market is `aviator:<roundId>` (the open stakes).
 */
import { events } from '@esk/contracts';
import {
  AVIATOR_CASINO_TYPE,
  AVIATOR_EVENT_ID,
  AVIATOR_HISTORY_CAP,
  aviatorStakeError,
} from '@esk/contracts/catalog/aviator';
import { inIstDays, istDay, istDayStart } from '@esk/contracts/dates';
import type { ActionsOf } from '@esk/scenarios/actions';
import type { User } from '../accounts';
import type { AreaHost, AreaModule, PendingBet } from '../area';
import type { BetQuery } from '../casino/book';
import { BadRequest, NotFound, Rejection } from '../errors';
import type { LedgerRef } from '../funds';
import { type Paise, toPaise } from '../money';
import { AviatorBoard } from './board';
import {
  type AviatorBet,
  type AviatorRound,
  cashOutProfit,
  hasCrashed,
  isBettingOpen,
  isOpenBet,
  liveMultiplier,
  liveState,
} from './round-math';

export type { AviatorBet } from './round-math';

export const AVIATOR_NAME = 'Aviator';
export const RUNNING_PUSH_MS = 200;
export const IDLE_PUSH_MS = 1000;

export interface AviatorSettings {
  betStatus: boolean;
  minStake: number;
  maxStake: number;
  errorMessage: string;
}

export const marketKey = (roundId: string) => `aviator:${roundId}`;

export class AviatorArea implements AreaModule<'aviator'> {
  // designed: the spec gives no numbers; the contract example's 10 minimum, a 10000 maximum.
  readonly settings: AviatorSettings = {
    betStatus: true,
    minStake: 10,
    maxStake: 10000,
    errorMessage: 'Your Bet is Closed Please Connect With Upline',
  };
  #round: AviatorRound | undefined;
  /** Crashed rounds, newest first. */
  #history: AviatorRound[] = [];
  #bets = new Map<string, AviatorBet>();
  #byUser = new Map<string, AviatorBet[]>();
  #byRound = new Map<string, AviatorBet[]>();
  #timer: { id: number; interval: number } | undefined;
  /** The crowd, the previous rounds' bets and the chat (designed). */
  readonly board = new AviatorBoard();

  constructor(private readonly exchange: AreaHost) {}

  get round(): AviatorRound | undefined {
    return this.#round;
  }

  apply(action: ActionsOf<'aviator'>): void {
    const now = this.exchange.ctx.now();
    switch (action.type) {
      case 'aviator.settings': {
        const { type: _type, ...change } = action;
        Object.assign(this.settings, change);
        return;
      }
      case 'aviator.chat': {
        const message = this.board.say(action.player, action.text, now);
        this.exchange.outbox.toChannel(events.aviator.chatMessage, message);
        return;
      }
      case 'aviator.crowd':
        this.#current(action.roundId, ['open']);
        this.board.setCrowd(action.roundId, action.bets);
        this.#pushBets();
        return;
      case 'aviator.openRound': {
        const previous = this.#round;
        if (previous && (previous.status === 'open' || previous.status === 'running')) {
          throw new Error(`aviator round ${previous.roundId} has not crashed`);
        }
        if (previous?.roundId === action.roundId || this.#byRound.has(action.roundId)) {
          throw new Error(`aviator round ${action.roundId} was already played`);
        }
        this.#round = {
          roundId: action.roundId,
          serverSeedHash: action.serverSeedHash,
          status: 'open',
          openedAt: now,
          bettingEndsAt: now + action.bettingMs,
          ...(action.houseEdge !== undefined ? { houseEdge: action.houseEdge } : {}),
          ...(action.salt !== undefined ? { salt: action.salt } : {}),
        };
        break;
      }
      case 'aviator.takeOff': {
        const round = this.#current(action.roundId, ['open']);
        round.status = 'running';
        round.takeOffAt = now;
        round.crashPoint = action.crashPoint;
        break;
      }
      case 'aviator.crash': {
        const round = this.#current(action.roundId, ['open', 'running']);
        round.status = 'waiting';
        round.crashPoint = action.crashPoint;
        round.crashedAt = now;
        round.serverSeed = action.serverSeed;
        this.#history = [round, ...this.#history].slice(0, AVIATOR_HISTORY_CAP);
        this.#settleCrash(round);
        this.board.finish(round, this.#byRound.get(round.roundId) ?? [], now);
        break;
      }
      case 'aviator.closeRound':
        this.#current(action.roundId, ['waiting']).status = 'close';
        break;
    }
    this.#push();
    this.#schedule(this.#round?.status === 'running' ? RUNNING_PUSH_MS : IDLE_PUSH_MS);
  }

  /** Places a bet in the open round; throws the reason when it cannot be taken. */
  place(user: User, input: { roundId: string; amount: number; eventId: number }): AviatorBet {
    assertEventId(input.eventId);
    if (!this.settings.betStatus) throw new Rejection(this.settings.errorMessage);
    const stakeError = aviatorStakeError(input.amount, this.settings);
    if (stakeError) throw new Rejection(stakeError);
    const now = this.exchange.ctx.now();
    const round = this.#round;
    if (!round || round.roundId !== input.roundId) {
      throw new Rejection(`Round ${input.roundId} is not open for bets`);
    }
    if (!isBettingOpen(round, now)) throw new Rejection('Betting is closed for this round');
    const stake = toPaise(input.amount);
    const key = marketKey(round.roundId);
    const worst = -(this.#openStake(user.userId, round.roundId) + stake);
    this.exchange.funds.assertCanCover(user.userId, key, worst);

    const bet: AviatorBet = {
      id: this.exchange.ctx.nextId('avb'),
      userId: user.userId,
      username: user.username,
      name: user.name,
      roundId: round.roundId,
      stake,
      createdAt: now,
    };
    this.#bets.set(bet.id, bet);
    this.#add(this.#byUser, user.userId, bet);
    this.#add(this.#byRound, round.roundId, bet);
    this.exchange.funds.setExposure(user.userId, key, worst);
    this.#pushBets();
    return bet;
  }

  /** The user's first bet of the round still riding (neither cashed out nor lost), if any. */
  openBetOf(userId: string, roundId: string): AviatorBet | undefined {
    return (this.#byRound.get(roundId) ?? []).find((bet) => bet.userId === userId && isOpenBet(bet));
  }

  /** Cashes a bet out at the server's multiplier now; only while running and below the crash. */
  cashOut(user: User, input: { roundId: string; eventId: number; betId: string }) {
    assertEventId(input.eventId);
    const bet = this.#bets.get(input.betId);
    if (!bet || bet.userId !== user.userId) throw new NotFound(`No aviator bet ${input.betId}`);
    if (bet.roundId !== input.roundId) throw new BadRequest(`Bet ${bet.id} is not in round ${input.roundId}`);
    if (bet.cashedOut) throw new Rejection('Bet is already cashed out');
    const now = this.exchange.ctx.now();
    const round = this.#round;
    if (bet.lostAt !== undefined || !round || round.roundId !== bet.roundId || hasCrashed(round, now)) {
      throw new Rejection('Round crashed: the bet is lost');
    }
    if (round.status !== 'running') throw new Rejection('The round has not started');
    const multiplier = liveMultiplier(round, now);
    const profit = cashOutProfit(bet.stake, multiplier);
    bet.cashedOut = { multiplier, profit, at: now };
    const funds = this.exchange.funds;
    funds.setExposure(
      user.userId,
      marketKey(round.roundId),
      -this.#openStake(user.userId, round.roundId),
      false,
    );
    funds.post(user.userId, profit, {
      remark: `${AVIATOR_NAME} / Round ${round.roundId} / Cashout ${multiplier.toFixed(2)}x`,
      statementFor: 'diamondCasino',
      ledger: this.#ledger(round, `Cashout ${multiplier.toFixed(2)}x`),
    });
    this.#pushBets();
    return { multiplier, profit };
  }

  /**
   * Cancels a bet while its round still takes bets (designed: the spec shows CANCEL but names
   * no call). The stake only ever was exposure, so releasing it is the whole refund.
   */
  cancel(user: User, input: { roundId: string; eventId: number; betId: string }): AviatorBet {
    assertEventId(input.eventId);
    const bet = this.#bets.get(input.betId);
    if (!bet || bet.userId !== user.userId) throw new NotFound(`No aviator bet ${input.betId}`);
    if (bet.roundId !== input.roundId) throw new BadRequest(`Bet ${bet.id} is not in round ${input.roundId}`);
    const round = this.#round;
    if (!round || round.roundId !== bet.roundId || !isBettingOpen(round, this.exchange.ctx.now())) {
      throw new Rejection('Betting is closed for this round: the bet can no longer be canceled');
    }
    this.#bets.delete(bet.id);
    this.#remove(this.#byUser, user.userId, bet);
    this.#remove(this.#byRound, round.roundId, bet);
    this.exchange.funds.setExposure(
      user.userId,
      marketKey(round.roundId),
      -this.#openStake(user.userId, round.roundId),
      false,
    );
    this.#pushBets();
    return bet;
  }

  /** This round's bets, the previous round's, the top wins and the chat (the page's first load). */
  boardView() {
    const round = this.#round;
    return {
      current: round
        ? this.board.snapshot(round, this.#byRound.get(round.roundId) ?? [], this.exchange.ctx.now())
        : null,
      previous: this.board.previous,
      top: this.board.top,
      chat: [...this.board.chat],
    };
  }

  /** Crashed rounds, newest first (at most AVIATOR_HISTORY_CAP). */
  history(): readonly AviatorRound[] {
    return this.#history;
  }

  list(userId: string, query: BetQuery): AviatorBet[] {
    return (this.#byUser.get(userId) ?? [])
      .filter(
        (bet) =>
          inIstDays(bet.createdAt, query) &&
          (query.isDeclare === undefined || query.isDeclare !== isOpenBet(bet)),
      )
      .reverse();
  }

  pendingBets(userId: string): PendingBet[] {
    return (this.#byUser.get(userId) ?? []).filter(isOpenBet).map((bet) => ({
      market: AVIATOR_NAME,
      marketType: AVIATOR_CASINO_TYPE,
      type: 'L',
      amount: bet.stake,
      rate: 1,
      time: bet.createdAt,
      gameName: AVIATOR_NAME,
      debitAmount: bet.stake,
    }));
  }

  dispose(): void {
    if (this.#timer) this.exchange.ctx.timers.cancel(this.#timer.id);
    this.#timer = undefined;
  }

  /**
   * What a socket that joins the game gets at once, sent to that socket through the outbox
   * (so the journal sees it): the live state and the round's bets.
   */
  pushJoinSnapshot(socketId: string): void {
    const round = this.#round;
    const state = this.liveState();
    if (!round || !state) return;
    const { outbox } = this.exchange;
    outbox.toSocket(socketId, events.aviator.crashValue, JSON.stringify(state));
    const bets = this.board.snapshot(round, this.#byRound.get(round.roundId) ?? [], this.exchange.ctx.now());
    outbox.toSocket(socketId, events.aviator.roundBets, bets);
  }

  /** The live state as pushed now (undefined before the first round). */
  liveState() {
    return this.#round ? liveState(this.#round, this.exchange.ctx.now()) : undefined;
  }

  #settleCrash(round: AviatorRound): void {
    const lost = new Map<string, Paise>();
    for (const bet of this.#byRound.get(round.roundId) ?? []) {
      bet.crashPoint = round.crashPoint;
      if (!isOpenBet(bet)) continue;
      bet.lostAt = this.exchange.ctx.now();
      lost.set(bet.userId, (lost.get(bet.userId) ?? 0) + bet.stake);
    }
    const crash = `Crashed ${(round.crashPoint ?? 1).toFixed(2)}x`;
    for (const [userId, stake] of lost) {
      this.exchange.funds.setExposure(userId, marketKey(round.roundId), 0, false);
      this.exchange.funds.post(userId, -stake, {
        remark: `${AVIATOR_NAME} / Round ${round.roundId} / ${crash}`,
        statementFor: 'diamondCasino',
        ledger: this.#ledger(round, crash),
      });
    }
  }

  #ledger(round: AviatorRound, wonBy: string): LedgerRef {
    const day = istDay(round.openedAt);
    const eventId = String(AVIATOR_EVENT_ID);
    return {
      ledgerType: 'diamondCasino',
      key: `diamondCasino:${eventId}:${day}`,
      eventName: AVIATOR_NAME,
      marketId: eventId,
      eventId,
      date: istDayStart(day),
      wonBy,
    };
  }

  #openStake(userId: string, roundId: string): Paise {
    return (this.#byRound.get(roundId) ?? [])
      .filter((bet) => bet.userId === userId && isOpenBet(bet))
      .reduce((sum, bet) => sum + bet.stake, 0);
  }

  #current(roundId: string, statuses: AviatorRound['status'][]): AviatorRound {
    const round = this.#round;
    if (!round || round.roundId !== roundId) {
      throw new Error(`aviator round ${roundId} is not the current round (${round?.roundId ?? 'none'})`);
    }
    if (!statuses.includes(round.status)) {
      throw new Error(`aviator round ${roundId} is ${round.status}, not ${statuses.join(' or ')}`);
    }
    return round;
  }

  #push(): void {
    if (!this.exchange.outbox.live) return;
    const state = this.liveState();
    if (state) this.exchange.outbox.toChannel(events.aviator.crashValue, JSON.stringify(state));
    this.#pushBets();
  }

  /** The round's bets, when they changed since the last push (a bet placed, cashed out, canceled, the crash). */
  #pushBets(): void {
    if (!this.exchange.outbox.live) return;
    const round = this.#round;
    if (!round) return;
    const bets = this.board.snapshot(round, this.#byRound.get(round.roundId) ?? [], this.exchange.ctx.now());
    if (this.board.takeChange(bets)) this.exchange.outbox.toChannel(events.aviator.roundBets, bets);
  }

  #remove(map: Map<string, AviatorBet[]>, key: string, bet: AviatorBet): void {
    const list = map.get(key);
    if (list)
      map.set(
        key,
        list.filter((other) => other !== bet),
      );
  }

  #schedule(interval: number): void {
    if (this.#timer?.interval === interval) return;
    this.dispose();
    this.#timer = { id: this.exchange.ctx.timers.every(interval, () => this.#push()), interval };
  }

  #add(map: Map<string, AviatorBet[]>, key: string, bet: AviatorBet): void {
    const list = map.get(key) ?? [];
    list.push(bet);
    map.set(key, list);
  }
}

function assertEventId(eventId: number): void {
  if (eventId !== AVIATOR_EVENT_ID)
    throw new BadRequest(`eventId ${eventId} is not the aviator (${AVIATOR_EVENT_ID})`);
}
