/**
 * The exchange (Betfair-style) markets of a match: Match Odds and Tied Match (spec 000 §1 "Sports
 * offered"). They are priced as an exchange shows them: decimal odds (1.85 = win 0.85 per coin
 * backed), up to three price levels each side with the money available at each price, best first.
 * The real API family serves them per event: `otherMarketCacheUrl` (GET: {data: [market, ...]})
 * and, on the match socket, `marketByEvent` <eventId> with pushes on an event named by the eventId.
 * designed: not in the spec (000 lists the markets, not their feed); shaped after the real clients'
 * use: marketType 'Match Odds' / 'Tied Match', status OPEN / SUSPENDED / CLOSED, runners[].ex.
 */
import { z } from 'zod';
import { idString, num } from '../wire';

/** The feed's marketType of each exchange market, and the oddsType/betFor a bet on it carries. */
export const EXCHANGE_MARKET_TYPES = { matchOdds: 'Match Odds', tiedMatch: 'Tied Match' } as const;
export type ExchangeMarket = keyof typeof EXCHANGE_MARKET_TYPES;
export const EXCHANGE_MARKETS = Object.keys(EXCHANGE_MARKET_TYPES) as ExchangeMarket[];

/** One price level: decimal odds and the coins available at it. */
export const priceSizeSchema = z.object({ price: num(), size: num() });
export type PriceSize = z.output<typeof priceSizeSchema>;

/** A runner: availableToBack best (highest) first, availableToLay best (lowest) first. */
export const exchangeRunnerSchema = z.object({
  selectionId: idString(),
  selectionName: z.string(),
  /** ACTIVE, REMOVED, WINNER or LOSER. */
  status: z.string().optional(),
  ex: z.object({
    availableToBack: z.array(priceSizeSchema).default([]),
    availableToLay: z.array(priceSizeSchema).default([]),
  }),
});
export type ExchangeRunner = z.output<typeof exchangeRunnerSchema>;

export const eventMarketSchema = z.object({
  /** The exchange's own market id (sent back as betfairMarketId on a bet). */
  marketId: z.string().min(1),
  /** 'Match Odds', 'Tied Match', or another upstream market a client may ignore. */
  marketType: z.string(),
  marketName: z.string().optional(),
  /** OPEN takes bets; SUSPENDED and CLOSED do not. */
  status: z.string(),
  inplay: z.boolean().optional(),
  runners: z.array(exchangeRunnerSchema).default([]),
});
export type EventMarket = z.output<typeof eventMarketSchema>;

export const eventMarketsSchema = z.array(eventMarketSchema);

/** The body of a GET of otherMarketCacheUrl. */
export const eventMarketsBodySchema = z.object({ data: eventMarketsSchema });
