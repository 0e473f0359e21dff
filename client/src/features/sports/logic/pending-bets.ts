/**
 * Rows of the pending-bets page (spec 000 §2, §3) from either form of sports/betsList: the
 * object form (odds, fancy and casino bets; the match named through the match list when known)
 * or the flat exposure list. Sports rates show times 100 as on match details; casino odds as sent.
 */

import { isExchangeOddsType } from '@esk/contracts/catalog/sports';
import type { BetsList, ExposureBet } from '@esk/contracts/http/sports-schemas';
import { displayOddsRate, displayRate, formatPrice } from './rate';

export interface PendingRow {
  key: string;
  match: string;
  /** Team or session under the match name ('' when none). */
  detail: string;
  stake: number;
  rate: string;
  type: string;
  time: number | undefined;
  marketType: string;
}

const SPORTS_MARKETS = new Set(['bookmaker', 'toss', 'fancy', 'matchodds', 'tiedmatch', 'session']);
const TYPE_LABEL: Record<string, string> = { L: 'LAGAI', K: 'KHAI', Y: 'YES', N: 'NO' };
const typeLabel = (type: string) => TYPE_LABEL[type.toUpperCase()] ?? type;
/** Flat rows spell market types in any case ('matchOdds', 'MATCHODDS'). */
const isExchangeType = (marketType: string) =>
  isExchangeOddsType(marketType) || ['matchodds', 'tiedmatch'].includes(marketType.toLowerCase());

const MATKA_SESSION: Record<string, string> = { OPEN: 'Open', CLOSE: 'Close' };

/**
 * A matka pick of the flat list, as the matka bet list shows it: the market's name, then the game,
 * number and session ('QA KALYAN' over 'Single 5 (Open)'; the market field reads 'QA KALYAN / Single
 * 5 (Open)'), the game's rate, and Open/Close as its type.
 */
function matkaRow(bet: ExposureBet, index: number): PendingRow {
  const [name = bet.market, ...pick] = bet.market.split(' / ');
  const rate = bet.rate ?? bet.odds;
  return {
    key: `exposure-${index}`,
    match: name,
    detail: pick.join(' / '),
    stake: bet.amount ?? 0,
    rate: rate === undefined ? '-' : String(rate),
    type: MATKA_SESSION[bet.type.toUpperCase()] ?? bet.type,
    time: bet.time,
    marketType: 'matka',
  };
}

export function pendingRows(
  list: BetsList,
  matchName: (marketId?: string) => string | undefined,
): PendingRow[] {
  const odds = list.oddsBetData.map((bet, index): PendingRow => {
    const name = matchName(bet.marketId);
    return {
      key: bet._id ?? `odds-${index}`,
      match: name ?? bet.teamName,
      detail: name ? bet.teamName : '',
      stake: bet.amount,
      rate: displayOddsRate(bet.oddsType, bet.odds),
      type: typeLabel(bet.type),
      time: bet.createdAt,
      marketType: bet.oddsType,
    };
  });
  const fancy = list.fancyBetData.map((bet, index): PendingRow => {
    const name = matchName(bet.marketId);
    return {
      key: bet._id ?? `fancy-${index}`,
      match: name ?? bet.sessionName,
      detail: name ? bet.sessionName : '',
      stake: bet.amount,
      rate: `${bet.run}/${displayRate(bet.odds)}`,
      type: typeLabel(bet.type),
      time: bet.createdAt,
      marketType: bet.oddsType ?? 'fancy',
    };
  });
  const casino = list.casinoBetData.map(
    (bet, index): PendingRow => ({
      key: bet._id ?? `casino-${index}`,
      match: bet.gameName,
      detail: '',
      stake: bet.debitAmount,
      rate: '-',
      type: '-',
      time: bet.createdAt,
      marketType: 'casino',
    }),
  );
  const flat = list.exposureBets.map((bet, index): PendingRow => {
    if (bet.marketType.toLowerCase() === 'matka') return matkaRow(bet, index);
    const rate = bet.rate ?? bet.odds;
    const kind = bet.marketType.toLowerCase();
    const sports = SPORTS_MARKETS.has(kind);
    // 'India v Pakistan / India': the match, then the team or session (as the object form shows them).
    const [match = bet.market, ...rest] = bet.market.split(' / ');
    return {
      key: `exposure-${index}`,
      match,
      detail: rest.join(' / '),
      stake: bet.amount ?? 0,
      rate:
        rate === undefined
          ? '-'
          : isExchangeType(bet.marketType)
            ? formatPrice(rate)
            : kind === 'fancy'
              ? // A fancy row's rate is its run line; its odds, when sent, as run/odds like the object form.
                bet.rate !== undefined && bet.odds !== undefined
                ? `${bet.rate}/${displayRate(bet.odds)}`
                : String(rate)
              : sports
                ? displayRate(rate)
                : String(rate),
      type: typeLabel(bet.type),
      time: bet.time,
      marketType: bet.marketType,
    };
  });
  return [...odds, ...fancy, ...casino, ...flat];
}
