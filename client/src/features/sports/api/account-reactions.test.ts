import {
  betsList,
  clientBetListByMarketId,
  matchList,
  userPositionByMarketId,
} from '@esk/contracts/http/sports';
import { afterEach, describe, expect, it } from 'vitest';
import { callKey } from '@/lib/api/query-key';
import { queryClient } from '@/lib/query-client';
import { dispatchAccountEvent, registerAccountReactions } from '@/lib/socket/account-events';
import { sportsAccountReactions } from './account-reactions';
import { getPendingBetsQueryOptions } from './get-pending-bets';

const marketBets = (marketId: string) => callKey(betsList, { fancyBet: true, oddBet: true, marketId });
const position = (marketId: string) => callKey(userPositionByMarketId, { marketId });
const pending = getPendingBetsQueryOptions().queryKey;
const deleted = callKey(clientBetListByMarketId, { marketId: '1.1', isDeleted: true });

/** Seeds each query with data; answers which ones a push marked stale. */
function staleAfter(keys: readonly (readonly unknown[])[], push: () => void): boolean[] {
  for (const key of keys) queryClient.setQueryData(key, { rows: [] });
  push();
  return keys.map((key) => queryClient.getQueryState(key)?.isInvalidated ?? false);
}

let stop: () => void = () => undefined;
afterEach(() => stop());

describe("the sports area's reactions to account pushes", () => {
  it("refetch one market's bets and position and the pending list when its bets change", () => {
    stop = registerAccountReactions([sportsAccountReactions]);
    const keys = [marketBets('1.1'), position('1.1'), pending, marketBets('1.2'), position('1.2'), deleted];
    expect(staleAfter(keys, () => dispatchAccountEvent('sessionBetUpdate', { marketId: '1.1' }))).toEqual([
      true,
      true,
      true,
      false,
      false,
      // Another area's query of the same market: that area reacts for it (not registered here).
      false,
    ]);
  });

  it('refetch the pending list (it holds casino bets too) when a casino round settles', () => {
    stop = registerAccountReactions([sportsAccountReactions]);
    expect(
      staleAfter([pending, marketBets('1.1')], () =>
        dispatchAccountEvent('fetchCasinoBetList', { fetch: true, eventId: '303030' }),
      ),
    ).toEqual([true, false]);
  });

  it('reload the match list, dropping its local cache, when the list changes', () => {
    stop = registerAccountReactions([sportsAccountReactions]);
    localStorage.setItem('matchList', '[]');
    expect(
      staleAfter([callKey(matchList)], () => dispatchAccountEvent('sportsListUpdate', { isUpdate: true })),
    ).toEqual([true]);
    expect(localStorage.getItem('matchList')).toBeNull();
  });

  it('stop once unregistered', () => {
    registerAccountReactions([sportsAccountReactions])();
    expect(
      staleAfter([pending], () => dispatchAccountEvent('sessionBetUpdate', { marketId: '1.1' })),
    ).toEqual([false]);
  });
});
