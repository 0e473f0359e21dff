import type { AnyMatkaGameType } from '@esk/contracts/catalog/matka';
import { useMemo } from 'react';
import { useMatkaBets } from '../api/get-matka-bets';
import { betListFilter } from '../logic/bet-list';
import { todayRange } from '../logic/market-state';

/**
 * Today's bets of one market, and of one game page when `gameType` is given (spec 002 §7:
 * matkaEventId, today's +05:30 day, the page's gameType filter, isDeleted false). The page's
 * P&L under the numbers and its bet table read the same query.
 */
export function useTodayBets(matkaEventId: string, gameType?: AnyMatkaGameType) {
  const day = todayRange(Date.now()).fromDate;
  const query = useMemo(
    () => ({
      fromDate: day,
      toDate: day,
      matkaEventId,
      ...(gameType === undefined ? {} : { gameType: betListFilter(gameType) }),
    }),
    [day, matkaEventId, gameType],
  );
  return useMatkaBets(query, { meta: { silent: true } });
}
