/**
 * The simulated casino provider behind the lobby's virtual, Please Note and int-casino games
 * (contracts/src/catalog/int-casino.ts). A play is one bet on one box of an instant round:
 * the stake (points x the user's intCasinoMultiply) is debited, the round dealt from the
 * seed with the game's rules (scenarios/src/games/provider), a win credited or a void rolled
 * back, each a statement row of type internationalCasino grouped by game and day (the
 * ledger's International entries). Rounds, the user's and the scenario's (intCasino.dealRound),
 * answer the result service and fill each game's recent rounds.
 */
import {
  findProviderGame,
  internationalMarketId,
  PROVIDER_CHIPS,
  PROVIDER_MAX_POINTS,
  PROVIDER_MIN_POINTS,
  type ProviderGame,
  pointsToCoins,
} from '@esk/contracts/catalog/int-casino';
import { inIstDays, istDay, istDayStart } from '@esk/contracts/dates';
import type { ActionsOf } from '@esk/scenarios/actions';
import { detailCards, type ProviderRules, rulesFor } from '@esk/scenarios/games/provider/index';
import type { RoundOutcome } from '@esk/scenarios/games/types';
import { providerRoundId } from '@esk/scenarios/generators/int-casino';
import type { Rng } from '@esk/scenarios/rng';
import type { User } from '../accounts';
import type { AreaHost, AreaModule } from '../area';
import { BadRequest, NotFound, Rejection } from '../errors';
import type { LedgerRef } from '../funds';
import { type Paise, toPaise } from '../money';
import { type PlaySettlement, settlePlay } from './settle';

/** Recent rounds a game keeps for its page. */
export const RECENT_ROUNDS = 10;
/** Rounds kept for the result service (older ones answer 404), across games. */
export const ROUNDS_KEPT = 20_000;
export const CLOSED_MESSAGE = 'This game is under maintenance. Please try again later.';

/** A dealt round as the result service answers it. */
export interface ProviderRoundRecord {
  roundId: string;
  gameId: string;
  gtype: string;
  cards: string;
  desc: string;
  win: string;
  at: number;
}

export interface ProviderPlayRecord extends PlaySettlement {
  id: string;
  userId: string;
  roundId: string;
  gameId: string;
  gameName: string;
  /** The game's ledger row of the day (internationalMarketId). */
  marketId: string;
  sid: string;
  nat: string;
  points: number;
  rate: number;
  at: number;
}

export interface PlayInput {
  gameId: string;
  sid: string;
  points: number;
}

export interface ReportQuery {
  /** The ledger entry's marketId or eventId (the game id). */
  eventId: string;
  fromDate: string;
  toDate: string;
}

export class IntCasinoArea implements AreaModule<'intCasino'> {
  #rounds = new Map<string, ProviderRoundRecord>();
  #recent = new Map<string, ProviderRoundRecord[]>();
  #plays = new Map<string, ProviderPlayRecord[]>();
  #closed = new Map<string, string>();
  #rng: Rng;
  #playCount = 0;

  constructor(private readonly exchange: AreaHost) {
    this.#rng = exchange.ctx.rng.fork('int-casino');
  }

  apply(action: ActionsOf<'intCasino'>): void {
    switch (action.type) {
      case 'intCasino.dealRound': {
        const { game, rules } = this.#playable(action.gameId, Error);
        this.#record(game, rules, action.roundId, action.draw);
        return;
      }
      case 'intCasino.setGame': {
        this.#game(action.gameId, Error);
        if (action.open) this.#closed.delete(action.gameId);
        else this.#closed.set(action.gameId, action.message || CLOSED_MESSAGE);
        return;
      }
    }
  }

  /** A game's page data: the game (open or closed), its recent rounds, the user's last plays of it. */
  state(user: User, gameId: string) {
    const game = this.#game(gameId, NotFound);
    const rules = rulesFor(game.gtype);
    return {
      game,
      markets: rules?.markets ?? [],
      chips: PROVIDER_CHIPS,
      minPoints: PROVIDER_MIN_POINTS,
      maxPoints: PROVIDER_MAX_POINTS,
      open: !this.#closed.has(gameId),
      message: this.#closed.get(gameId) ?? '',
      recent: this.#recent.get(gameId) ?? [],
      plays: (this.#plays.get(user.userId) ?? [])
        .filter((play) => play.gameId === gameId)
        .slice(-RECENT_ROUNDS)
        .reverse(),
    };
  }

  /** Plays one round; throws the reason when the play cannot be taken. */
  play(user: User, input: PlayInput): { play: ProviderPlayRecord; round: ProviderRoundRecord } {
    const { game, rules } = this.#playable(input.gameId, NotFound);
    const closed = this.#closed.get(game.gameId);
    if (closed !== undefined) throw new Rejection(closed);
    const market = rules.markets.find((candidate) => candidate.sid === input.sid);
    if (!market) throw new BadRequest(`sid: ${input.sid} is not a box of ${game.name}`);
    if (input.points < PROVIDER_MIN_POINTS) throw new Rejection(`Min stake is ${PROVIDER_MIN_POINTS} points`);
    if (input.points > PROVIDER_MAX_POINTS) throw new Rejection(`Max stake is ${PROVIDER_MAX_POINTS} points`);
    const stake = toPaise(pointsToCoins(input.points, user.intCasinoMultiply));
    const funds = this.exchange.funds;
    funds.assertCanWithdraw(user.userId, -stake);

    const now = this.exchange.ctx.now();
    this.#playCount += 1;
    const roundId = providerRoundId(game.code, now, `P${this.#playCount}`);
    const draw = rules.deal(this.#rng);
    const { round, outcome } = this.#record(game, rules, roundId, draw);
    const settlement = settlePlay(stake, market.rate, market.sid, outcome);
    const day = istDay(now);
    const marketId = internationalMarketId(game, day);
    const ledger: LedgerRef = {
      ledgerType: 'internationalCasino',
      key: `internationalCasino:${marketId}`,
      eventName: game.name,
      marketId,
      eventId: game.gameId,
      date: istDayStart(day),
      wonBy: outcome.desc.split(/\||##|\*/)[0] ?? '',
    };
    const post = (amount: Paise, what: string) =>
      funds.post(user.userId, amount, {
        remark: `${game.name} / Round ${roundId} / ${what}`,
        statementFor: 'internationalCasino',
        ledger,
      });
    post(-settlement.debit, `Bet ${market.nat} (${input.points} points)`);
    if (settlement.credit > 0) post(settlement.credit, `Won ${market.nat}`);
    if (settlement.rollback > 0) post(settlement.rollback, `Rollback ${market.nat}`);

    const play: ProviderPlayRecord = {
      ...settlement,
      id: this.exchange.ctx.nextId('ip'),
      userId: user.userId,
      roundId,
      gameId: game.gameId,
      gameName: game.name,
      marketId,
      sid: market.sid,
      nat: market.nat,
      points: input.points,
      rate: market.rate,
      at: now,
    };
    const plays = this.#plays.get(user.userId) ?? [];
    plays.push(play);
    this.#plays.set(user.userId, plays);
    return { play, round };
  }

  /** The International report's rows: the user's plays of a ledger entry (by marketId or game id), newest first. */
  report(userId: string, query: ReportQuery): ProviderPlayRecord[] {
    return (this.#plays.get(userId) ?? [])
      .filter(
        (play) =>
          (play.marketId === query.eventId || play.gameId === query.eventId) && inIstDays(play.at, query),
      )
      .reverse();
  }

  /** A round's result detail, or undefined when the provider dealt no such round. */
  result(roundId: string): ProviderRoundRecord | undefined {
    return this.#rounds.get(roundId);
  }

  #game(gameId: string, Failure: new (message: string) => Error): ProviderGame {
    const game = findProviderGame(gameId);
    if (!game) throw new Failure(`No game found: ${gameId}`);
    return game;
  }

  #playable(gameId: string, Failure: new (message: string) => Error) {
    const game = this.#game(gameId, Failure);
    const rules = rulesFor(game.gtype);
    if (!rules) throw new Failure(`${game.name} is a lobby: pick one of its tables`);
    return { game, rules };
  }

  #record(game: ProviderGame, rules: ProviderRules, roundId: string, draw: readonly string[]) {
    if (this.#rounds.has(roundId)) throw new Error(`provider round ${roundId} was already dealt`);
    const outcome: RoundOutcome = rules.evaluate(draw);
    const round: ProviderRoundRecord = {
      roundId,
      gameId: game.gameId,
      gtype: game.gtype,
      cards: detailCards(rules, draw),
      desc: outcome.desc,
      win: outcome.win,
      at: this.exchange.ctx.now(),
    };
    this.#rounds.set(roundId, round);
    if (this.#rounds.size > ROUNDS_KEPT) {
      const oldest = this.#rounds.keys().next().value;
      if (oldest !== undefined) this.#rounds.delete(oldest);
    }
    const recent = [round, ...(this.#recent.get(game.gameId) ?? [])].slice(0, RECENT_ROUNDS);
    this.#recent.set(game.gameId, recent);
    return { round, outcome };
  }
}
