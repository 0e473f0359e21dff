/**
 * The sports area: cricket matches with bookmaker, toss, match odds, tied match and session
 * markets. Applies the scenario's sports.* actions, places bets (check, wallet cover, commit
 * with no await in between, so parallel requests never overspend), settles, voids and deletes
 * them, and answers the sports queries. Bets and their indexes live in the BetBook.
 */
import { events } from '@esk/contracts';
import { CRICKET_SPORT_ID, MATCH_STATUS, netRate } from '@esk/contracts/catalog/sports';
import type { OddBetPlacement, SessionBetPlacement } from '@esk/contracts/http/sports-schemas';
import type { ActionsOf } from '@esk/scenarios/actions';
import type { TimerId } from '@esk/scenarios/clock';
import type { User } from '../accounts';
import type { AreaHost, AreaModule, PendingBet } from '../area';
import { NotFound } from '../errors';
import { applySportsAction } from './actions';
import { BetBook } from './bet-book';
import { oddsPositionInfo, oddsPositions, oddsWorstCase, sessionWorstCase } from './bet-math';
import { eventFeed, selectionsOf, takeLiquidity } from './exchange-markets';
import { type FeedBody, matchFeed } from './feed';
import { checkOddsBet, checkSessionBet } from './placement';
import {
  type CommissionRates,
  resultOf,
  reverseDeclaredBet,
  type SettleDeps,
  settleOddsMarket,
  settleSession,
} from './settlement';
import {
  type FancyBetRecord,
  type OddsBetRecord,
  type OddsMarket,
  oddsMarketKey,
  type Settlement,
  type SportsBet,
  type SportsMatch,
  sessionMarketKey,
} from './state';
import { pendingRows, type UserPositions, userPositions } from './user-views';

export const SPORTS_MARKET_TYPES: readonly string[] = [
  'bookmaker',
  'toss',
  'matchOdds',
  'tiedMatch',
  'fancy',
];
/** The match room pushes the feed of in-play matches this often. */
export const ROOM_PUSH_MS = 1000;

export interface BetFilter {
  marketId?: string;
  odds?: boolean;
  fancy?: boolean;
  /** true: declared only; false: open only; undefined: both. */
  declared?: boolean;
  /** true: deleted only; false: not deleted; undefined: both. */
  deleted?: boolean;
}

export type { UserPositions } from './user-views';

export class SportsArea implements AreaModule<'sports'> {
  readonly matches = new Map<string, SportsMatch>();
  readonly settlements: Settlement[] = [];
  readonly book: BetBook;
  #timer: TimerId | undefined;
  #deps: SettleDeps;

  constructor(
    readonly exchange: AreaHost,
    commission: CommissionRates = { sessionPercent: 0, oddsPercent: 0 },
  ) {
    this.book = new BetBook(exchange.funds);
    this.#deps = {
      ctx: exchange.ctx,
      funds: exchange.funds,
      commission,
      record: (settlement) => this.settlements.push(settlement),
    };
  }

  apply(action: ActionsOf<'sports'>): void {
    applySportsAction(this, action);
  }

  // ------------------------------------------------------------ matches and feeds

  /** The match of a marketId, or 404. */
  match(marketId: string): SportsMatch {
    const match = this.matches.get(marketId);
    if (!match) throw new NotFound(`No match with marketId ${marketId}`);
    return match;
  }

  /** The match of an eventId, or 404. */
  matchByEvent(eventId: string): SportsMatch {
    const match = [...this.matches.values()].find((candidate) => candidate.eventId === eventId);
    if (!match) throw new NotFound(`No match with eventId ${eventId}`);
    return match;
  }

  /** The match list: cricket, not completed, by priority then start time. */
  listMatches(sportId: number = CRICKET_SPORT_ID): SportsMatch[] {
    if (sportId !== CRICKET_SPORT_ID) return [];
    return [...this.matches.values()]
      .filter((match) => match.status !== MATCH_STATUS.completed)
      .sort((a, b) => a.priority - b.priority || a.startAt - b.startAt);
  }

  feed(marketId: string): FeedBody {
    return matchFeed(this.match(marketId), this.exchange.ctx.now());
  }

  /**
   * Pushes the bookmaker feed to the match room (event named by the marketId) and, when the match
   * has exchange markets, their list to the event room (event named by the eventId); JSON strings.
   */
  pushFeed(match: SportsMatch): void {
    if (!this.exchange.outbox.live) return;
    const body = matchFeed(match, this.exchange.ctx.now());
    this.exchange.outbox.toRoom(events.match.marketUpdate, match.marketId, JSON.stringify(body));
    if (match.exchange.size > 0) {
      this.exchange.outbox.toRoom(
        events.match.eventMarketsUpdate,
        match.eventId,
        JSON.stringify(eventFeed(match)),
      );
    }
  }

  /** Keeps the 1 Hz room push running while any match is in play. */
  syncRoomTimer(): void {
    const live = [...this.matches.values()].some((match) => match.status === MATCH_STATUS.inPlay);
    if (live && this.#timer === undefined) {
      this.#timer = this.exchange.ctx.timers.every(ROOM_PUSH_MS, () => {
        for (const match of this.matches.values()) {
          if (match.status === MATCH_STATUS.inPlay) this.pushFeed(match);
        }
      });
    } else if (!live && this.#timer !== undefined) {
      this.exchange.ctx.timers.cancel(this.#timer);
      this.#timer = undefined;
    }
  }

  dispose(): void {
    if (this.#timer !== undefined) this.exchange.ctx.timers.cancel(this.#timer);
    this.#timer = undefined;
  }

  // ------------------------------------------------------------ bets

  /** The user's bets, oldest first, filtered. */
  bets(userId: string, filter: BetFilter = {}): SportsBet[] {
    return this.book.all(userId).filter((bet) => {
      if (filter.marketId !== undefined && bet.marketId !== filter.marketId) return false;
      if (bet.kind === 'odds' && filter.odds === false) return false;
      if (bet.kind === 'fancy' && filter.fancy === false) return false;
      if (filter.declared !== undefined && filter.declared !== (bet.declared !== undefined)) return false;
      if (filter.deleted !== undefined && filter.deleted !== (bet.deleted !== undefined)) return false;
      return true;
    });
  }

  openOddsBets(userId: string, marketId: string, market: OddsMarket): OddsBetRecord[] {
    return this.book.open(userId, oddsMarketKey(marketId, market)) as OddsBetRecord[];
  }

  openSessionBets(userId: string, marketId: string, sessionId: string): FancyBetRecord[] {
    return this.book.open(userId, sessionMarketKey(marketId, sessionId)) as FancyBetRecord[];
  }

  #betsChanged(userId: string, match: SportsMatch): void {
    this.exchange.outbox.toUser(userId, events.account.sessionBetUpdate, { marketId: match.marketId });
  }

  /** Places a bookmaker, toss, match odds or tied match bet; throws the rule that refused it. */
  placeOddsBet(user: User, input: OddBetPlacement): void {
    const match = this.match(input.marketId);
    const booking = checkOddsBet(match, input, user.rateDifference, this.exchange.ctx.now());
    const selectionIds = selectionsOf(match, booking.market).map((team) => team.selectionId);
    const net = netRate(booking.market, booking.rate);
    const positionInfo = oddsPositionInfo(
      { type: input.type, selectionId: booking.team.selectionId, rate: net, stake: booking.stake },
      selectionIds,
    );
    const key = oddsMarketKey(match.marketId, booking.market);
    const current = this.book.oddsPositions(user.userId, key, selectionIds);
    const next = oddsPositions([{ positionInfo: current }, { positionInfo }], selectionIds);
    const worst = oddsWorstCase(next);
    this.exchange.funds.assertCanCover(user.userId, key, worst);
    const bet: OddsBetRecord = {
      kind: 'odds',
      id: this.exchange.ctx.nextId('sbet'),
      userId: user.userId,
      marketId: match.marketId,
      market: booking.market,
      selectionId: booking.team.selectionId,
      teamName: booking.team.name,
      type: input.type,
      rate: booking.rate,
      netRate: net,
      stake: booking.stake,
      positionInfo,
      createdAt: this.exchange.ctx.now(),
      ...('book' in booking ? { betfairMarketId: booking.book.betfairMarketId } : {}),
    };
    this.book.add(bet, worst, next);
    if ('book' in booking) {
      takeLiquidity(booking, input.type);
      this.pushFeed(match);
    }
    this.#betsChanged(user.userId, match);
  }

  /** Places a session bet; throws the rule that refused it. */
  placeSessionBet(user: User, input: SessionBetPlacement): void {
    const match = this.match(input.marketId);
    const { session, run, odds, stake } = checkSessionBet(match, input);
    const bet: FancyBetRecord = {
      kind: 'fancy',
      id: this.exchange.ctx.nextId('sbet'),
      userId: user.userId,
      marketId: match.marketId,
      sessionId: session.sessionId,
      sessionName: session.name,
      type: input.type,
      run,
      odds,
      stake,
      createdAt: this.exchange.ctx.now(),
    };
    const worst = sessionWorstCase([
      ...this.openSessionBets(user.userId, match.marketId, session.sessionId),
      bet,
    ]);
    this.exchange.funds.assertCanCover(
      user.userId,
      sessionMarketKey(match.marketId, session.sessionId),
      worst,
    );
    this.book.add(bet, worst);
    this.#betsChanged(user.userId, match);
  }

  /** The user's positions on the open markets of a match: per selection, and per session (worst case). */
  positions(userId: string, marketId: string): UserPositions {
    return userPositions(this.book, this.match(marketId), userId);
  }

  /** The user's settlements of a match (what the ledger details sum). */
  settlementsOf(userId: string, marketId: string): Settlement[] {
    return this.settlements.filter((s) => s.userId === userId && s.marketId === marketId);
  }

  pendingBets(userId: string): PendingBet[] {
    return pendingRows(this.bets(userId, { declared: false, deleted: false }), this.matches);
  }

  // ------------------------------------------------------------ settlement, void, delete (from actions.ts)

  /** Declares a session at `run`, or voids it (run null: stakes returned). */
  declareSession(match: SportsMatch, sessionId: string, run: number | null, remark?: string): void {
    const session = match.sessions.get(sessionId);
    if (!session) throw new Error(`match ${match.marketId} has no session ${sessionId}`);
    if (session.result) throw new Error(`session ${sessionId} of ${match.marketId} is already declared`);
    const open = this.book.openWhere(
      (bet): bet is FancyBetRecord =>
        bet.kind === 'fancy' && bet.marketId === match.marketId && bet.sessionId === sessionId,
    );
    settleSession(this.#deps, match, session, open, run, remark);
    this.book.closeMarket(sessionMarketKey(match.marketId, sessionId));
  }

  /** Declares an odds market for its winner, or voids it (winner null: stakes returned). */
  declareMarket(match: SportsMatch, market: OddsMarket, winner: string | null, remark?: string): void {
    const holder = resultOf(match, market);
    if (!holder) throw new Error(`match ${match.marketId} has no ${market} market`);
    if (holder.result) throw new Error(`the ${market} of ${match.marketId} is already declared`);
    if (winner !== null && !selectionsOf(match, market).some((team) => team.selectionId === winner)) {
      throw new Error(`selection ${winner} is not a team (runner) of the ${market} of ${match.marketId}`);
    }
    const open = this.book.openWhere(
      (bet): bet is OddsBetRecord =>
        bet.kind === 'odds' && bet.marketId === match.marketId && bet.market === market,
    );
    settleOddsMarket(this.#deps, match, market, open, winner, remark);
    this.book.closeMarket(oddsMarketKey(match.marketId, market));
  }

  /**
   * Deletes a bet (the upline's decision, shown under Rejected Bets with its remark): an open
   * bet leaves its market, whose exposure becomes that of the bets still open; a declared bet's
   * P&L is taken back with a statement row. Either way the money is as if it was never placed.
   */
  deleteBet(bet: SportsBet, remark: string): void {
    if (bet.deleted) throw new Error(`bet ${bet.id} is already deleted`);
    const match = this.match(bet.marketId);
    if (bet.declared) {
      reverseDeclaredBet(this.#deps, match, bet, this.settlementsOf(bet.userId, bet.marketId), remark);
    } else {
      const market = bet.kind === 'odds' ? bet.market : undefined;
      const selectionIds = market ? selectionsOf(match, market).map((team) => team.selectionId) : [];
      this.book.removeOpen(bet, selectionIds);
    }
    bet.deleted = { remark, at: this.exchange.ctx.now() };
    this.#betsChanged(bet.userId, match);
  }
}
