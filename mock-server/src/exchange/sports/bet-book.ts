/**
 * Every sports bet of every user, with the indexes placement and settlement need: the open
 * bets per user per exposure market (placement never scans history) and the running odds
 * positions per user per odds market (a placement is O(selections), not O(bets)). The
 * exposure it sets on the funds is always the worst case of the bets open in that market.
 */
import type { Funds } from '../funds';
import type { Paise } from '../money';
import { oddsPositions, oddsWorstCase, sessionWorstCase } from './bet-math';
import {
  type FancyBetRecord,
  type OddsBetRecord,
  oddsMarketKey,
  type SportsBet,
  sessionMarketKey,
} from './state';

/** The exposure market a bet belongs to: one per odds market of a match, one per session. */
export const exposureKeyOf = (bet: SportsBet): string =>
  bet.kind === 'odds'
    ? oddsMarketKey(bet.marketId, bet.market)
    : sessionMarketKey(bet.marketId, bet.sessionId);

export class BetBook {
  #bets = new Map<string, SportsBet[]>();
  #byId = new Map<string, SportsBet>();
  #open = new Map<string, SportsBet[]>();
  #oddsPositions = new Map<string, Record<string, Paise>>();

  constructor(private readonly funds: Funds) {}

  /** The user's bets, oldest first. */
  all(userId: string): readonly SportsBet[] {
    return this.#bets.get(userId) ?? [];
  }

  byId(betId: string): SportsBet | undefined {
    return this.#byId.get(betId);
  }

  /** The user's open bets of one exposure market, in placement order. */
  open(userId: string, exposureKey: string): readonly SportsBet[] {
    return this.#open.get(`${userId}|${exposureKey}`) ?? [];
  }

  /** The user's position per selection of an odds market (all zero with no open bet). */
  oddsPositions(userId: string, exposureKey: string, selectionIds: readonly string[]): Record<string, Paise> {
    return (
      this.#oddsPositions.get(`${userId}|${exposureKey}`) ??
      Object.fromEntries(selectionIds.map((id) => [id, 0]))
    );
  }

  /** Every user's open (undeclared, not deleted) bets matching `predicate`, in placement order per user. */
  openWhere<B extends SportsBet>(predicate: (bet: SportsBet) => bet is B): B[] {
    return [...this.#bets.values()].flatMap((bets) =>
      bets.filter(predicate).filter((bet) => !bet.declared && !bet.deleted),
    );
  }

  /** Books a bet whose market's new worst case is `worst` (and, for odds, the new positions). */
  add(bet: SportsBet, worst: Paise, positions?: Record<string, Paise>): void {
    const list = this.#bets.get(bet.userId) ?? [];
    list.push(bet);
    this.#bets.set(bet.userId, list);
    this.#byId.set(bet.id, bet);
    const key = exposureKeyOf(bet);
    const openKey = `${bet.userId}|${key}`;
    this.#open.set(openKey, [...(this.#open.get(openKey) ?? []), bet]);
    if (positions) this.#oddsPositions.set(openKey, positions);
    this.funds.setExposure(bet.userId, key, worst);
  }

  /**
   * Takes an open bet out of its market (a deleted bet): the market's positions and exposure
   * become those of the bets still open in it.
   */
  removeOpen(bet: SportsBet, selectionIds: readonly string[]): void {
    const key = exposureKeyOf(bet);
    const openKey = `${bet.userId}|${key}`;
    const rest = (this.#open.get(openKey) ?? []).filter((candidate) => candidate !== bet);
    if (rest.length === 0) this.#open.delete(openKey);
    else this.#open.set(openKey, rest);
    if (bet.kind === 'odds') {
      const positions = oddsPositions(rest as OddsBetRecord[], selectionIds);
      if (rest.length === 0) this.#oddsPositions.delete(openKey);
      else this.#oddsPositions.set(openKey, positions);
      this.funds.setExposure(bet.userId, key, oddsWorstCase(positions));
    } else {
      this.funds.setExposure(bet.userId, key, sessionWorstCase(rest as FancyBetRecord[]));
    }
  }

  /** The bet a deleteBet action names: by id, else the user's newest bet on the match not yet deleted. */
  find(marketId: string, userId: string, betId?: string): SportsBet {
    const bet =
      betId !== undefined
        ? this.byId(betId)
        : [...this.all(userId)]
            .reverse()
            .find((candidate) => candidate.marketId === marketId && !candidate.deleted);
    if (!bet || bet.userId !== userId || bet.marketId !== marketId) {
      throw new Error(`no bet ${betId ?? '(latest)'} of that user on ${marketId}`);
    }
    return bet;
  }

  /** Forgets the open indexes of a settled exposure market, for every user. */
  closeMarket(exposureKey: string): void {
    const suffix = `|${exposureKey}`;
    for (const key of [...this.#open.keys()]) if (key.endsWith(suffix)) this.#open.delete(key);
    for (const key of [...this.#oddsPositions.keys()])
      if (key.endsWith(suffix)) this.#oddsPositions.delete(key);
  }
}
