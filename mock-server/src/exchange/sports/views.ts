/**
 * Sports records in their wire shapes (the contracts' input types): match rows, match
 * details, odds and fancy bets. Coins on the wire, paise inside; isDeclare as 0/1 numbers;
 * dates as the API sends them (matchDate 'DD-MM-YYYY HH:mm:ss' UTC, createdAt ISO).
 */
import { CRICKET_SPORT_ID } from '@esk/contracts/catalog/sports';
import { formatWireDate } from '@esk/contracts/dates';
import type {
  fancyBetSchema,
  matchDetailsSchema,
  matchSchema,
  oddsBetSchema,
} from '@esk/contracts/http/sports-schemas';
import type { z } from 'zod';
import type { User } from '../accounts';
import { toCoins } from '../money';
import { oddsLoss, oddsProfit } from './bet-math';
import { wireId } from './feed';
import type { FancyBetRecord, OddsBetRecord, SportsMatch } from './state';

export type MatchRow = z.input<typeof matchSchema>;
export type MatchDetailsWire = z.input<typeof matchDetailsSchema>;
export type OddsBetWire = z.input<typeof oddsBetSchema>;
export type FancyBetWire = z.input<typeof fancyBetSchema>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Where the mock serves a match's feed, TV page (a designed placeholder) and live score page. */
export const matchUrls = (base: string, match: SportsMatch) => ({
  cacheUrl: `${base}/cache/match/${match.marketId}`,
  otherMarketCacheUrl: `${base}/cache/event/${encodeURIComponent(match.eventId)}`,
  tvUrl: `${base}/tv/${encodeURIComponent(match.eventId)}`,
  scoreIframe: `${base}/score/${encodeURIComponent(match.eventId)}`,
});

/** maxMinCoins as the JSON string the API sends. */
export function maxMinCoinsText(match: SportsMatch): string {
  return JSON.stringify(match.limits);
}

/** The fields match rows and match details share. */
function matchBase(match: SportsMatch, base: string) {
  const urls = matchUrls(base, match);
  return {
    _id: match.id,
    matchName: match.matchName,
    matchDate: formatWireDate(match.startAt),
    seriesName: match.seriesName,
    marketId: match.marketId,
    eventId: match.eventId,
    cacheUrl: urls.cacheUrl,
    otherMarketCacheUrl: urls.otherMarketCacheUrl,
    status: match.status,
    sportId: CRICKET_SPORT_ID,
    priority: match.priority,
    scoreIframe: urls.scoreIframe,
    socketUrl: base,
    socketPerm: match.socketPerm,
    isToss: match.isToss,
    maxMinCoins: maxMinCoinsText(match),
  };
}

export function matchRow(match: SportsMatch, base: string): MatchRow {
  return matchBase(match, base);
}

export function matchDetails(match: SportsMatch, base: string): MatchDetailsWire {
  return {
    ...matchBase(match, base),
    notification: match.notification,
    tvUrl: matchUrls(base, match).tvUrl,
    isBookmaker: true,
    isFancy: true,
    isMatchOdds: match.exchange.has('matchOdds'),
    isTieOdds: match.exchange.has('tiedMatch'),
    betPerm: match.status !== 'COMPLETED',
    teamData: JSON.stringify(
      match.teams.map((team) => ({ runner_name: team.name, selection_id: wireId(team.selectionId) })),
    ),
  };
}

function userInfo(user: User | undefined) {
  return user
    ? { clientName: user.name, clientCode: user.username, creatorName: user.creatorName }
    : undefined;
}

export function oddsBetWire(bet: OddsBetRecord, user?: User): OddsBetWire {
  return {
    _id: bet.id,
    run: 0,
    odds: bet.rate,
    amount: toCoins(bet.stake),
    type: bet.type,
    teamName: bet.teamName,
    oddsType: bet.market,
    ...(user ? { userInfo: userInfo(user) } : {}),
    createdAt: iso(bet.createdAt),
    loss: toCoins(oddsLoss({ ...bet, rate: bet.netRate })),
    profit: toCoins(oddsProfit({ ...bet, rate: bet.netRate })),
    positionInfo: Object.fromEntries(
      Object.entries(bet.positionInfo).map(([id, paise]) => [id, toCoins(paise)]),
    ),
    decisionSelectionId: bet.declared?.winner ?? null,
    isDeclare: bet.declared ? 1 : 0,
    profitLoss: toCoins(bet.declared?.pnl ?? 0),
    marketId: bet.marketId,
    selectionId: bet.selectionId,
    isDeleted: bet.deleted ? 1 : 0,
    deletedRemark: bet.deleted?.remark ?? '',
    ...(bet.betfairMarketId !== undefined ? { betfairMarketId: bet.betfairMarketId } : {}),
  };
}

export function fancyBetWire(bet: FancyBetRecord, user?: User): FancyBetWire {
  return {
    _id: bet.id,
    sessionName: bet.sessionName,
    run: bet.run,
    odds: bet.odds,
    amount: toCoins(bet.stake),
    type: bet.type,
    isDeclare: bet.declared ? 1 : 0,
    decisionRun: bet.declared?.run ?? null,
    isDeleted: bet.deleted ? 1 : 0,
    deletedRemark: bet.deleted?.remark ?? '',
    profitLoss: toCoins(bet.declared?.pnl ?? 0),
    createdAt: iso(bet.createdAt),
    oddsType: 'fancy',
    ...(user ? { userInfo: userInfo(user) } : {}),
    marketId: bet.marketId,
    selectionId: bet.sessionId,
  };
}
