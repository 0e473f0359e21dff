/**
 * What account pushes mean to the casino area: a settled round (fetchCasinoBetList) refetches
 * every casino bet list, as the real clients do (they ignore the payload), so a table's open and
 * completed bets and the account's casino report rows follow.
 */
import { diamondBetsList } from '@esk/contracts/http/casino';
import { callKey } from '@/lib/api/query-key';
import { queryClient } from '@/lib/query-client';
import type { AccountReactions } from '@/lib/socket/account-events';

export const casinoAccountReactions: AccountReactions = {
  // fetch false: nothing to refetch (real clients of the family refetch only on fetch: true; absent reads as true).
  fetchCasinoBetList: ({ fetch }) => {
    if (fetch) void queryClient.invalidateQueries({ queryKey: callKey(diamondBetsList) });
  },
};
