/**
 * The placement payloads exactly as the contracts define them (spec 000 §3): bookmaker, toss,
 * match odds and tied match bets go to sports/oddBetPlaced (type L|K, run '0'; the exchange
 * markets with their decimal odds and betfairMarketId), session bets to
 * sports/sessionBetPlaced (type Y|N, selectionId = session_id, betFor/oddsType 'fancy').
 */
import type { WireRequestOf } from '@esk/contracts';
import { FANCY } from '@esk/contracts/catalog/sports';
import type { oddBetPlaced, sessionBetPlaced } from '@esk/contracts/http/sports';
import type { SlipSelection } from './bet-slip';
import { rateToWire } from './rate';

export type OddBetBody = WireRequestOf<typeof oddBetPlaced>;
export type SessionBetBody = WireRequestOf<typeof sessionBetPlaced>;

export type Placement =
  | { call: 'oddBetPlaced'; body: OddBetBody }
  | { call: 'sessionBetPlaced'; body: SessionBetBody };

export interface MarketIds {
  marketId: string;
  eventId: string;
}

export function buildPlacement(selection: SlipSelection, amount: number, ids: MarketIds): Placement {
  const common = {
    odds: rateToWire(selection.odds),
    amount,
    selectionId: selection.selectionId,
    marketId: ids.marketId,
    eventId: ids.eventId,
  };
  if (selection.market === 'fancy') {
    const type = selection.type === 'Y' ? 'Y' : 'N';
    return {
      call: 'sessionBetPlaced',
      body: { ...common, betFor: FANCY, run: String(selection.run), oddsType: FANCY, type },
    };
  }
  const type = selection.type === 'L' ? 'L' : 'K';
  const market = selection.market;
  if (market === 'matchOdds' || market === 'tiedMatch') {
    return {
      call: 'oddBetPlaced',
      body: {
        ...common,
        betFor: market,
        run: '0',
        oddsType: market,
        type,
        ...(selection.betfairMarketId ? { betfairMarketId: selection.betfairMarketId } : {}),
      },
    };
  }
  return {
    call: 'oddBetPlaced',
    body: { ...common, betFor: market === 'bookmaker' ? 'odds' : 'toss', run: '0', oddsType: market, type },
  };
}
