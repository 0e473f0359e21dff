/**
 * Match odds and tied match tables from the event feed (sports-event-markets contract): one
 * market by its marketType, each runner's three back and three lay levels (padded), the best
 * price of each side (the one a click books), and whether the market takes bets.
 */
import {
  type EventMarket,
  EXCHANGE_MARKET_TYPES,
  type ExchangeMarket,
  type PriceSize,
} from '@esk/contracts/http/sports-event-markets';

export const LADDER_DEPTH = 3;

export interface ExchangeRunnerRow {
  selectionId: string;
  name: string;
  /** Best first; `null` where the feed has no level. */
  back: (PriceSize | null)[];
  lay: (PriceSize | null)[];
}

export interface ExchangeTableModel {
  /** The exchange's market id (sent back as betfairMarketId). */
  marketId: string;
  /** OPEN takes bets; SUSPENDED and CLOSED lock every cell. */
  open: boolean;
  status: string;
  runners: ExchangeRunnerRow[];
}

const pad = (levels: readonly PriceSize[]): (PriceSize | null)[] =>
  Array.from({ length: LADDER_DEPTH }, (_, i) => {
    const level = levels[i];
    return level && level.price > 1 && level.size > 0 ? level : null;
  });

/** The table of one exchange market, or undefined when the feed does not carry it. */
export function exchangeTable(
  markets: readonly EventMarket[] | null | undefined,
  market: ExchangeMarket,
): ExchangeTableModel | undefined {
  const found = markets?.find((candidate) => candidate.marketType === EXCHANGE_MARKET_TYPES[market]);
  if (!found) return undefined;
  const status = found.status.toUpperCase();
  return {
    marketId: found.marketId,
    open: status === 'OPEN',
    status,
    runners: found.runners.map((runner) => ({
      selectionId: runner.selectionId,
      name: runner.selectionName,
      back: pad(runner.ex.availableToBack),
      lay: pad(runner.ex.availableToLay),
    })),
  };
}

/** Money available at a price, short enough for a phone cell: 950, 12.8k, 1.25M. */
export function formatSize(size: number): string {
  if (!Number.isFinite(size) || size <= 0) return '';
  if (size < 1000) return String(Math.floor(size));
  if (size < 1_000_000) return `${Number((size / 1000).toFixed(size < 10_000 ? 2 : 1))}k`;
  return `${Number((size / 1_000_000).toFixed(2))}M`;
}
