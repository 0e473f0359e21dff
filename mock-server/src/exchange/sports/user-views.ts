/**
 * Views of one user's sports book: the positions on a match's open markets, and the open bets
 * as the pending-bets page (Exposure) lists them.
 */
import type { PendingBet } from '../area';
import type { Paise } from '../money';
import type { BetBook } from './bet-book';
import { sessionWorstCase } from './bet-math';
import { selectionsOf } from './exchange-markets';
import {
  type FancyBetRecord,
  type OddsMarket,
  oddsMarketKey,
  type SportsBet,
  type SportsMatch,
  sessionMarketKey,
} from './state';

export interface UserPositions {
  odds: { market: OddsMarket; selectionId: string; position: Paise }[];
  sessions: { sessionId: string; position: Paise }[];
}

/** Per selection of every odds market of the match, and the worst case of each session with open bets. */
export function userPositions(book: BetBook, match: SportsMatch, userId: string): UserPositions {
  const markets: OddsMarket[] = [
    'bookmaker',
    ...(match.isToss ? (['toss'] as const) : []),
    ...match.exchange.keys(),
  ];
  const odds = markets.flatMap((market) => {
    const selectionIds = selectionsOf(match, market).map((team) => team.selectionId);
    const positions = book.oddsPositions(userId, oddsMarketKey(match.marketId, market), selectionIds);
    return selectionIds.map((selectionId) => ({
      market,
      selectionId,
      position: positions[selectionId] ?? 0,
    }));
  });
  const sessions = [...match.sessions.values()].flatMap((session) => {
    const bets = book.open(userId, sessionMarketKey(match.marketId, session.sessionId)) as FancyBetRecord[];
    return bets.length === 0 ? [] : [{ sessionId: session.sessionId, position: sessionWorstCase(bets) }];
  });
  return { odds, sessions };
}

/** The open bets as the pending-bets page lists them: the match named, odds rate or session run. */
export function pendingRows(
  bets: readonly SportsBet[],
  matches: ReadonlyMap<string, SportsMatch>,
): PendingBet[] {
  return bets.map((bet) => {
    const matchName = matches.get(bet.marketId)?.matchName ?? bet.marketId;
    return bet.kind === 'odds'
      ? {
          market: `${matchName} / ${bet.teamName}`,
          marketType: bet.market,
          type: bet.type,
          amount: bet.stake,
          rate: bet.rate,
          time: bet.createdAt,
        }
      : {
          market: `${matchName} / ${bet.sessionName}`,
          marketType: 'fancy',
          type: bet.type,
          amount: bet.stake,
          rate: bet.run,
          odds: bet.odds,
          time: bet.createdAt,
        };
  });
}
