/**
 * Rows of the pending-bets page (spec 000 §2, §3) from either form of sports/betsList: the
 * object form (odds, fancy and casino bets; the match named through the match list when known)
 * or the flat exposure list. Sports rates show times 100 as on match details; casino odds as sent.
 */

import { isExchangeOddsType } from '@esk/contracts/catalog/sports';
import type { BetsList } from '@esk/contracts/http/sports-schemas';
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
    const rate = bet.rate ?? bet.odds;
    const sports = SPORTS_MARKETS.has(bet.marketType.toLowerCase());
    return {
      key: `exposure-${index}`,
      match: bet.market,
      detail: '',
      stake: bet.amount ?? 0,
      rate:
        rate === undefined
          ? '-'
          : isExchangeType(bet.marketType)
            ? formatPrice(rate)
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
