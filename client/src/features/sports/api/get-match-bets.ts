import { betsList } from '@esk/contracts/http/sports';
import type { BetsList } from '@esk/contracts/http/sports-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

/** The match page's request (spec 000 §7 spells the odds flag oddBet here; the pending list sends oddsBet). */
const matchBetsBody = (marketId: string) => ({ fancyBet: true, oddBet: true, marketId });

/** POST sports/betsList for one market (ODDS BETS and FANCY BETS tables). */
export const getMatchBets = (marketId: string, signal?: AbortSignal): Promise<BetsList> =>
  callApi(betsList, matchBetsBody(marketId), { signal }).then((body) => body.data);

export const getMatchBetsQueryOptions = (marketId: string) =>
  queryOptions({
    // The body carries marketId, so a sessionBetUpdate push refetches it (api/account-reactions.ts).
    queryKey: callKey(betsList, matchBetsBody(marketId)),
    queryFn: ({ signal }) => getMatchBets(marketId, signal),
  });

export const useMatchBets = (marketId: string, config: QueryConfig<typeof getMatchBetsQueryOptions> = {}) =>
  useQuery({ ...getMatchBetsQueryOptions(marketId), ...config });
