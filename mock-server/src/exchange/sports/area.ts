/**
 * The sports area: cricket matches with bookmaker, toss and session markets. Applies the
 * scenario's sports.* actions, places bets (check, wallet cover, commit with no await in
 * between, so parallel requests never overspend) and answers the sports queries.
 */
import { events } from '@esk/contracts';
import { CRICKET_SPORT_ID, MATCH_STATUS } from '@esk/contracts/catalog/sports';
import type { OddBetPlacement, SessionBetPlacement } from '@esk/contracts/http/sports-schemas';
import type { ScenarioAction } from '@esk/scenarios/actions';
import type { TimerId } from '@esk/scenarios/clock';
import type { User } from '../accounts';
import type { AreaModule, PendingBet } from '../area';
import { NotFound } from '../errors';
import type { Exchange } from '../exchange';
import type { Paise } from '../money';
import { applySportsAction } from './actions';
import { type FeedBody, matchFeed } from './feed';
import { checkOddsBet, checkSessionBet } from './placement';
import { oddsPositionInfo, oddsPositions, oddsWorstCase, sessionWorstCase } from './rules';
import { type CommissionRates, type SettleDeps, settleOddsMarket, settleSession } from './settlement';
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

export const SPORTS_PREFIX = 'sports.';
export const SPORTS_MARKET_TYPES: readonly string[] = ['bookmaker', 'toss', 'fancy'];
/** The match room pushes the feed of in-play matches this often. */
export const ROOM_PUSH_MS = 1000;

export interface BetFilter {
  marketId?: string;
  odds?: boolean;
  fancy?: boolean;
  /** true: declared only; false: open only; undefined: both. */
  declared?: boolean;
}

export interface UserPositions {
  odds: { market: OddsMarket; selectionId: string; position: Paise }[];
  sessions: { sessionId: string; position: Paise }[];
}

export class SportsArea implements AreaModule {
  readonly prefix = SPORTS_PREFIX;
  readonly matches = new Map<string, SportsMatch>();
  readonly settlements: Settlement[] = [];
  #bets = new Map<string, SportsBet[]>();
  /** Open bets per user per exposure market ('<userId>|<marketKey>'): placement never scans history. */
  #open = new Map<string, SportsBet[]>();
  /** Running positions per user per odds market, so a placement is O(selections), not O(bets). */
  #oddsPositions = new Map<string, Record<string, Paise>>();
  #timer: TimerId | undefined;
  #deps: SettleDeps;

  constructor(
    readonly exchange: Exchange,
    commission: CommissionRates = { sessionPercent: 0, oddsPercent: 0 },
  ) {
    this.#deps = {
      ctx: exchange.ctx,
      funds: exchange.funds,
      commission,
      record: (settlement) => this.settlements.push(settlement),
    };
  }

  apply(action: ScenarioAction): void {
    applySportsAction(this, action);
  }

  // ------------------------------------------------------------ matches and feed

  /** The match of a marketId, or 404. */
  match(marketId: string): SportsMatch {
    const match = this.matches.get(marketId);
    if (!match) throw new NotFound(`No match with marketId ${marketId}`);
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

  /** Pushes the feed to the match room (event named by the marketId, payload a JSON string). */
  pushFeed(match: SportsMatch): void {
    if (!this.exchange.outbox.live) return;
    const body = matchFeed(match, this.exchange.ctx.now());
    this.exchange.outbox.toRoom(events.match.marketUpdate, match.marketId, JSON.stringify(body));
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
    return (this.#bets.get(userId) ?? []).filter((bet) => {
      if (filter.marketId !== undefined && bet.marketId !== filter.marketId) return false;
      if (bet.kind === 'odds' && filter.odds === false) return false;
      if (bet.kind === 'fancy' && filter.fancy === false) return false;
      if (filter.declared !== undefined && filter.declared !== (bet.declared !== undefined)) return false;
      return true;
    });
  }

  openOddsBets(userId: string, marketId: string, market: OddsMarket): OddsBetRecord[] {
    return (this.#open.get(`${userId}|${oddsMarketKey(marketId, market)}`) ?? []) as OddsBetRecord[];
  }

  openSessionBets(userId: string, marketId: string, sessionId: string): FancyBetRecord[] {
    return (this.#open.get(`${userId}|${sessionMarketKey(marketId, sessionId)}`) ?? []) as FancyBetRecord[];
  }

  /** The user's current position per selection on an odds market (all zero with no open bet). */
  #positionsOf(userId: string, marketId: string, market: OddsMarket, selectionIds: readonly string[]) {
    return (
      this.#oddsPositions.get(`${userId}|${oddsMarketKey(marketId, market)}`) ??
      Object.fromEntries(selectionIds.map((id) => [id, 0]))
    );
  }

  /** Forgets the open-bet indexes of a settled exposure market, for every user. */
  #closeMarket(marketKey: string): void {
    const suffix = `|${marketKey}`;
    for (const key of [...this.#open.keys()]) if (key.endsWith(suffix)) this.#open.delete(key);
    for (const key of [...this.#oddsPositions.keys()])
      if (key.endsWith(suffix)) this.#oddsPositions.delete(key);
  }

  /** Every user's open bets of one market (for settlement), in placement order per user. */
  #openBetsOfMarket<B extends SportsBet>(predicate: (bet: SportsBet) => bet is B): B[] {
    return [...this.#bets.values()].flatMap((bets) => bets.filter(predicate).filter((bet) => !bet.declared));
  }

  #commit(bet: SportsBet, exposureKey: string, worst: Paise): void {
    const list = this.#bets.get(bet.userId) ?? [];
    list.push(bet);
    this.#bets.set(bet.userId, list);
    const openKey = `${bet.userId}|${exposureKey}`;
    const open = this.#open.get(openKey) ?? [];
    open.push(bet);
    this.#open.set(openKey, open);
    this.exchange.funds.setExposure(bet.userId, exposureKey, worst);
    this.exchange.outbox.toUser(bet.userId, events.account.sessionBetUpdate, { marketId: bet.marketId });
  }

  /** Places a bookmaker or toss bet; throws the rule that refused it. Nothing awaits between check and commit. */
  placeOddsBet(user: User, input: OddBetPlacement): void {
    const match = this.match(input.marketId);
    const booking = checkOddsBet(match, input, user.rateDifference, this.exchange.ctx.now());
    const selectionIds = match.teams.map((team) => team.selectionId);
    const positionInfo = oddsPositionInfo(
      { type: input.type, selectionId: booking.team.selectionId, rate: booking.rate, stake: booking.stake },
      selectionIds,
    );
    const current = this.#positionsOf(user.userId, match.marketId, booking.market, selectionIds);
    const next = oddsPositions([{ positionInfo: current }, { positionInfo }], selectionIds);
    const worst = oddsWorstCase(next);
    const key = oddsMarketKey(match.marketId, booking.market);
    this.exchange.funds.assertCanCover(user.userId, key, worst);
    this.#oddsPositions.set(`${user.userId}|${key}`, next);
    this.#commit(
      {
        kind: 'odds',
        id: this.exchange.ctx.nextId('sbet'),
        userId: user.userId,
        marketId: match.marketId,
        market: booking.market,
        selectionId: booking.team.selectionId,
        teamName: booking.team.name,
        type: input.type,
        rate: booking.rate,
        stake: booking.stake,
        positionInfo,
        createdAt: this.exchange.ctx.now(),
      },
      key,
      worst,
    );
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
    const key = sessionMarketKey(match.marketId, session.sessionId);
    this.exchange.funds.assertCanCover(user.userId, key, worst);
    this.#commit(bet, key, worst);
  }

  /** The user's positions on the open markets of a match: per selection, and per session (worst case). */
  positions(userId: string, marketId: string): UserPositions {
    const match = this.match(marketId);
    const selectionIds = match.teams.map((team) => team.selectionId);
    const markets: OddsMarket[] = match.isToss ? ['bookmaker', 'toss'] : ['bookmaker'];
    const odds = markets.flatMap((market) => {
      const positions = this.#positionsOf(userId, marketId, market, selectionIds);
      return selectionIds.map((selectionId) => ({
        market,
        selectionId,
        position: positions[selectionId] ?? 0,
      }));
    });
    const sessions = [...match.sessions.values()].flatMap((session) => {
      const bets = this.openSessionBets(userId, marketId, session.sessionId);
      return bets.length === 0 ? [] : [{ sessionId: session.sessionId, position: sessionWorstCase(bets) }];
    });
    return { odds, sessions };
  }

  /** The user's settlements of a match (what the ledger details sum). */
  settlementsOf(userId: string, marketId: string): Settlement[] {
    return this.settlements.filter((s) => s.userId === userId && s.marketId === marketId);
  }

  pendingBets(userId: string): PendingBet[] {
    return this.bets(userId, { declared: false }).map((bet) => {
      const matchName = this.matches.get(bet.marketId)?.matchName ?? bet.marketId;
      return bet.kind === 'odds'
        ? {
            market: matchName,
            marketType: bet.market,
            type: bet.type,
            amount: bet.stake,
            rate: bet.rate,
            time: bet.createdAt,
          }
        : {
            market: `${matchName} / ${bet.sessionName}`,
            marketType: 'fancy',
            type: bet.type,
            amount: bet.stake,
            rate: bet.run,
            time: bet.createdAt,
          };
    });
  }

  // ------------------------------------------------------------ settlement (from actions.ts)

  declareSession(match: SportsMatch, sessionId: string, run: number): void {
    const session = match.sessions.get(sessionId);
    if (!session) throw new Error(`match ${match.marketId} has no session ${sessionId}`);
    if (session.result) throw new Error(`session ${sessionId} of ${match.marketId} is already declared`);
    const open = this.#openBetsOfMarket(
      (bet): bet is FancyBetRecord =>
        bet.kind === 'fancy' && bet.marketId === match.marketId && bet.sessionId === sessionId,
    );
    settleSession(this.#deps, match, session, open, run);
    this.#closeMarket(sessionMarketKey(match.marketId, sessionId));
  }

  declareMarket(match: SportsMatch, market: OddsMarket, winner: string | null): void {
    if (match[market].result) throw new Error(`the ${market} of ${match.marketId} is already declared`);
    if (winner !== null && !match.teams.some((team) => team.selectionId === winner)) {
      throw new Error(`selection ${winner} is not a team of ${match.marketId}`);
    }
    const open = this.#openBetsOfMarket(
      (bet): bet is OddsBetRecord =>
        bet.kind === 'odds' && bet.marketId === match.marketId && bet.market === market,
    );
    settleOddsMarket(this.#deps, match, market, open, winner);
    this.#closeMarket(oddsMarketKey(match.marketId, market));
  }
}
