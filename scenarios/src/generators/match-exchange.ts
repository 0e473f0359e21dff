/**
 * The exchange markets of a match (match odds, tied match) as scenario actions: opened when the
 * match is listed, re-priced from the game's win chances (exchange-ladder.ts), suspended on a
 * wicket and after the last ball, declared with the result. A tie voids match odds (stakes back)
 * and wins tied match 'Yes'. Only changed ladders are emitted.
 */
import type { ScenarioActionInput } from '../actions';
import type { Rng } from '../rng';
import { ladderFromChance, type RunnerLadder } from './exchange-ladder';

type Market = 'matchOdds' | 'tiedMatch';

export const TIED_YES = '37302';
export const TIED_NO = '37303';

export interface ExchangeOptions {
  marketId: string;
  /** The teams' selection ids, in team order (the match odds runners). */
  selectionIds: readonly string[];
  markets: { matchOdds: boolean; tiedMatch: boolean };
  rng: Rng;
  push: (time: number, action: ScenarioActionInput) => void;
}

type Runners = Extract<ScenarioActionInput, { type: 'sports.setExchangePrices' }>['runners'];

export class ExchangeQuoter {
  #last = new Map<Market, string>();
  #runners = new Map<Market, Runners>();

  constructor(readonly options: ExchangeOptions) {}

  get markets(): Market[] {
    const { matchOdds, tiedMatch } = this.options.markets;
    return [...(matchOdds ? (['matchOdds'] as const) : []), ...(tiedMatch ? (['tiedMatch'] as const) : [])];
  }

  open(time: number): void {
    for (const market of this.markets) {
      this.options.push(time, { type: 'sports.openExchangeMarket', marketId: this.options.marketId, market });
    }
  }

  #prices(
    time: number,
    market: Market,
    ids: readonly string[],
    chances: readonly number[],
    suspended: boolean,
  ) {
    const runners = ids.map((selectionId, i) => ({
      selectionId,
      ...ladderFromChance(chances[i] ?? 0, this.options.rng),
    }));
    // Only the prices decide whether it changed (sizes are fresh noise on every quote).
    const best = (r: RunnerLadder) => `${r.back[0]?.price}/${r.lay[0]?.price}`;
    const key = `${suspended}:${runners.map(best).join(',')}`;
    if (this.#last.get(market) === key) return;
    this.#last.set(market, key);
    this.#runners.set(market, runners);
    this.options.push(time, {
      type: 'sports.setExchangePrices',
      marketId: this.options.marketId,
      market,
      runners,
      status: suspended ? 'SUSPENDED' : 'OPEN',
    });
  }

  /**
   * Prices both markets: `chances` per team (any scale, normalised), `tie` the chance of a tie;
   * `suspended` for both, or per market.
   */
  quote(
    time: number,
    chances: readonly number[],
    tie: number,
    suspended: boolean | Partial<Record<Market, boolean>> = false,
  ): void {
    const isSuspended = (market: Market) =>
      typeof suspended === 'boolean' ? suspended : (suspended[market] ?? false);
    const sum = chances.reduce((a, b) => a + b, 0) || 1;
    if (this.options.markets.matchOdds && sum > 0 && chances.some((c) => c > 0)) {
      this.#prices(
        time,
        'matchOdds',
        this.options.selectionIds,
        chances.map((c) => c / sum),
        isSuspended('matchOdds'),
      );
    }
    if (this.options.markets.tiedMatch && tie > 0) {
      this.#prices(time, 'tiedMatch', [TIED_YES, TIED_NO], [tie, 1 - tie], isSuspended('tiedMatch'));
    }
  }

  /** Suspends both markets at their current prices (a wicket, the end of play). */
  suspend(time: number): void {
    for (const market of this.markets) {
      const runners = this.#runners.get(market);
      if (!runners) continue;
      this.#last.delete(market);
      const { marketId } = this.options;
      this.options.push(time, {
        type: 'sports.setExchangePrices',
        marketId,
        market,
        runners,
        status: 'SUSPENDED',
      });
    }
  }

  /** Declares match odds for the winner (a tie voids it) and tied match Yes or No. */
  declare(time: number, winner: number | 'tie' | null): void {
    const { marketId, selectionIds } = this.options;
    if (this.options.markets.matchOdds) {
      const winnerSelectionId = typeof winner === 'number' ? (selectionIds[winner] ?? null) : null;
      this.options.push(time, {
        type: 'sports.declareMarket',
        marketId,
        market: 'matchOdds',
        winnerSelectionId,
      });
    }
    if (this.options.markets.tiedMatch) {
      const winnerSelectionId = winner === null ? null : winner === 'tie' ? TIED_YES : TIED_NO;
      this.options.push(time, {
        type: 'sports.declareMarket',
        marketId,
        market: 'tiedMatch',
        winnerSelectionId,
      });
    }
  }
}
