/**
 * Sports state: matches with their bookmaker, toss and session markets, and the bets on
 * them. Plain data, mutated only by the area module (area.ts, placement.ts, settlement.ts).
 */
import type { FancyBetType, OddsBetType } from '@esk/contracts/catalog/sports';
import type { ActionOf } from '@esk/scenarios/actions';
import type { Paise } from '../money';

export type OddsMarket = 'bookmaker' | 'toss';
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
  /** The declared runs, once declared. */
  result?: { run: number; at: number };
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
}

export interface OddsBetRecord extends BetBase {
  kind: 'odds';
  market: OddsMarket;
  selectionId: string;
  teamName: string;
  type: OddsBetType;
  /** The booked rate (fraction). */
  rate: number;
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
  declared?: { run: number; pnl: Paise };
}

export type SportsBet = OddsBetRecord | FancyBetRecord;

/** One settlement of one market for one user: what the ledger details sum. */
export interface Settlement {
  userId: string;
  marketId: string;
  kind: 'odds' | 'session';
  /** 'bookmaker', 'toss' or the session id. */
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

/** Toss bets close this long before the start (spec 000 §5, §9). */
export const TOSS_CUTOFF_MS = 60 * 60 * 1000;
