/**
 * Live rounds for the family tests, in the feed's own shapes (string ids and rates, numbers
 * for min/max), parsed by the contract as the page parses them.
 */
import { casinoRoundSchema } from '@esk/contracts/http/casino-schemas';
import type { LiveRoundData } from './table-family';

export type FeedRow = Record<string, unknown>;

export const liveRound = (t1: FeedRow | FeedRow[], t2: FeedRow[]): LiveRoundData =>
  casinoRoundSchema.parse({ data: { t1: Array.isArray(t1) ? t1 : [t1], t2 }, result: [] }).data;

/** A back-only row in the lucky7/dt20 shape. */
export const rateRow = (sid: string, nat: string, rate: string, gstatus = '1'): FeedRow => ({
  mid: 'R1',
  sid,
  nat,
  rate,
  gstatus,
  min: 100,
  max: 10000,
});

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The thirteen 'Card A'..'Card K' rows from a first sid. */
export const cardRows = (firstSid: number, rate: string, gstatus = '1', prefix = 'Card'): FeedRow[] =>
  RANKS.map((rank, index) => rateRow(String(firstSid + index), `${prefix} ${rank}`, rate, gstatus));

export const ctx = (code: string, oddsDifference = 0) => ({ code, oddsDifference });
