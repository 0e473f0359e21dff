/**
 * What account pushes mean to the account screens: a market's changed bets (sessionBetUpdate)
 * refetch its Rejected Bets on the ledger details. (Its casino report rows are diamondBetsList
 * queries, refetched by the casino area's fetchCasinoBetList reaction.)
 */
import { clientBetListByMarketId } from '@esk/contracts/http/sports';
import { callKey } from '@/lib/api/query-key';
import { queryClient } from '@/lib/query-client';
import type { AccountReactions } from '@/lib/socket/account-events';

export const accountAccountReactions: AccountReactions = {
  sessionBetUpdate: ({ marketId }) =>
    void queryClient.invalidateQueries({ queryKey: callKey(clientBetListByMarketId, { marketId }) }),
};
