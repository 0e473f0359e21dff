/**
 * Sports state: matches with their bookmaker, toss and session markets, and the bets on
 * them. Plain data, mutated only by the area module (area.ts, placement.ts, settlement.ts).
 */
import type { FancyBetType, OddsBetType } from '@esk/contracts/catalog/sports';
import type { ActionOf } from '@esk/scenarios/actions';
import type { Paise } from '../money';

/** The bookmaker-style markets: one Indian rate per side per team (lgaai / khaai fractions). */
export type BookmakerMarket = 'bookmaker' | 'toss';
/** The exchange markets: a ladder of decimal odds with sizes per runner. */
export type ExchangeMarket = ActionOf<'sports.openExchangeMarket'>['market'];
/** Every market an odds bet is on. */
export type OddsMarket = BookmakerMarket | ExchangeMarket;

export const isExchangeMarket = (market: OddsMarket): market is ExchangeMarket =>
  market === 'matchOdds' || market === 'tiedMatch';
export type MatchStatus = ActionOf<'sports.addMatch'>['status'];
export type SessionStatus = 'ACTIVE' | 'SUSPENDED' | 'BALL RUNNING';
export type MatchLimits = ActionOf<'sports.addMatch'>['limits'];

export interface Rate {
  lgaai: number;
  khaai: number;
  suspended: boolean;
}

export interface MarketResult {
  /** The winning selection, or null for a void market (stakes returned). */
  winner: string | null;
  at: number;
}

export interface OddsBook {
  rates: Map<string, Rate>;
  result?: MarketResult;
}

export interface PriceLevel {
  price: number;
  /** Coins available at this price. */
  size: number;
}

/** A Betfair-style market: runners with up to three back and lay levels, best first. */
export interface ExchangeBook {
  market: ExchangeMarket;
  betfairMarketId: string;
  runners: Team[];
  ladders: Map<string, { back: PriceLevel[]; lay: PriceLevel[] }>;
  status: 'OPEN' | 'SUSPENDED';
  result?: MarketResult;
}

export interface SessionMarket {
  sessionId: string;
  name: string;
  runsNo: number;
  runsYes: number;
  oddsNo: number;
  oddsYes: number;
  max: number;
  remark: string;
  comPerm: 'YES' | 'NO';
  status: SessionStatus;
  openedAt: number;
  /** The declared runs once declared; run null when the session was voided (rain, abandonment). */
  result?: { run: number | null; at: number; remark?: string };
}

export interface Team {
  selectionId: string;
  name: string;
}

/** The live score a scenario sent last (sports.setScore); what the score page shows. */
export interface MatchScore {
  innings: ActionOf<'sports.setScore'>['innings'];
  status: string;
  recentBalls: string[];
  /** When it was set (scenario clock). */
  at: number;
}

export interface SportsMatch {
  /** The record id (_id). */
  id: string;
  marketId: string;
  eventId: string;
  matchName: string;
  seriesName: string;
  startAt: number;
  status: MatchStatus;
  priority: number;
  teams: Team[];
  isToss: boolean;
  socketPerm: boolean;
  limits: MatchLimits;
  notification: string;
  bookmaker: OddsBook;
  toss: OddsBook;
  /** Match odds and tied match, once opened. */
  exchange: Map<ExchangeMarket, ExchangeBook>;
  /** In opening order. */
  sessions: Map<string, SessionMarket>;
  score?: MatchScore;
}

interface BetBase {
  id: string;
  userId: string;
  marketId: string;
  stake: Paise;
  createdAt: number;
  /** Deleted by the upline (Rejected Bets): no longer counts, its money returned. */
  deleted?: { remark: string; at: number };
}

export interface OddsBetRecord extends BetBase {
  kind: 'odds';
  market: OddsMarket;
  selectionId: string;
  teamName: string;
  type: OddsBetType;
  /** The booked rate as the wire shows it: a fraction (bookmaker, toss) or decimal odds (exchange). */
  rate: number;
  /** What one coin backed wins at that rate (the fraction; decimal odds minus 1). */
  netRate: number;
  /** The exchange market id of a match odds or tied match bet. */
  betfairMarketId?: string;
  /** P&L per selection if it wins. */
  positionInfo: Record<string, Paise>;
  declared?: { winner: string | null; pnl: Paise };
}

export interface FancyBetRecord extends BetBase {
  kind: 'fancy';
  sessionId: string;
  sessionName: string;
  type: FancyBetType;
  run: number;
  odds: number;
  /** run null: the session was voided (no result), stakes returned. */
  declared?: { run: number | null; pnl: Paise };
}

export type SportsBet = OddsBetRecord | FancyBetRecord;

/** One settlement of one market for one user: what the ledger details sum. */
export interface Settlement {
  userId: string;
  marketId: string;
  kind: 'odds' | 'session';
  /** 'bookmaker', 'toss', 'matchOdds', 'tiedMatch' or the session id. */
  market: string;
  pnl: Paise;
  commission: Paise;
  turnover: Paise;
  at: number;
}

/** Exposure keys: each odds market and each session is its own exposure market. */
export const oddsMarketKey = (marketId: string, market: OddsMarket) => `sports:${marketId}:${market}`;
export const sessionMarketKey = (marketId: string, sessionId: string) =>
  `sports:${marketId}:session:${sessionId}`;
/** Ledger key: one ledger line per match. */
export const ledgerKey = (marketId: string) => `sports:${marketId}`;

export const MATCH_STATUS_COMPLETED = 'COMPLETED';

/** Toss bets close this long before the start (spec 000 §5, §9). */
export const TOSS_CUTOFF_MS = 60 * 60 * 1000;
