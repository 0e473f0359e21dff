/**
 * What account pushes mean to the sports area (spec 000 §4, §7): a changed match list is
 * reloaded (its local cache dropped), a market's bets and positions are refetched when its bets
 * change, and the pending-bets list (every market's open bets and the casino's) with any change.
 * Invalidated by the queries' own keys; `[betsList, { marketId }]` matches every body of that market.
 */
import { betsList } from '@esk/contracts/http/sports';
import { callKey } from '@/lib/api/query-key';
import { queryClient } from '@/lib/query-client';
import type { AccountReactions } from '@/lib/socket/account-events';
import { removeKey, storageKeys } from '@/lib/storage';
import { getMatchListQueryOptions } from './get-match-list';
import { getPendingBetsQueryOptions } from './get-pending-bets';
import { getUserPositionQueryOptions } from './get-user-position';

function reloadMatchList(): void {
  removeKey(storageKeys.matchList);
  void queryClient.invalidateQueries({ queryKey: getMatchListQueryOptions().queryKey });
}

const reloadPendingBets = () =>
  void queryClient.invalidateQueries({ queryKey: getPendingBetsQueryOptions().queryKey });

export const sportsAccountReactions: AccountReactions = {
  domainUpdate: ({ sportListUpdate, isLogout }) => {
    if (sportListUpdate && !isLogout) reloadMatchList();
  },
  sportsListUpdate: ({ isUpdate }) => {
    if (isUpdate) reloadMatchList();
  },
  sessionBetUpdate: ({ marketId }) => {
    void queryClient.invalidateQueries({ queryKey: callKey(betsList, { marketId }) });
    void queryClient.invalidateQueries({ queryKey: getUserPositionQueryOptions(marketId).queryKey });
    reloadPendingBets();
  },
  fetchCasinoBetList: ({ fetch }) => {
    if (fetch) reloadPendingBets();
  },
};
