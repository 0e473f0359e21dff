import { betsList } from '@esk/contracts/http/sports';
import type { BetsList } from '@esk/contracts/http/sports-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

/** The pending-bets flags of sports/betsList (spec 000 §7). */
const PENDING_BODY = {
  fancyBet: true,
  oddsBet: true,
  diamondBet: true,
  isDeclare: false,
  isDeleted: false,
  isClientExposure: true,
} as const;

/** POST sports/betsList with the pending flags; the contract parses the object and the flat form. */
export const getPendingBets = (signal?: AbortSignal): Promise<BetsList> =>
  callApi(betsList, PENDING_BODY, { signal }).then((body) => body.data);

export const getPendingBetsQueryOptions = () =>
  queryOptions({
    queryKey: callKey(betsList, PENDING_BODY),
    queryFn: ({ signal }) => getPendingBets(signal),
  });

export const usePendingBets = (config: QueryConfig<typeof getPendingBetsQueryOptions> = {}) =>
  useQuery({ ...getPendingBetsQueryOptions(), ...config });
